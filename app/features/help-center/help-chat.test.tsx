// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HELP_CHAT } from "~/content/help-center";
import { createChatStore } from "./chat-store";
import { HelpChat } from "./help-chat";
import { ChatStoreContext } from "./use-chat-store";

const FALLBACK_START =
  "I'm still in training! This feature isn't fully implemented";

/** The chat, on a conversation of its own: the visit's would carry over from test to test. */
function renderChat(store = createChatStore()) {
  const Stub = createRoutesStub([
    { path: "/help-center", Component: HelpChat },
  ]);
  const view = render(
    <ChatStoreContext value={store}>
      <Stub initialEntries={["/help-center"]} />
    </ChatStoreContext>,
  );
  const log = screen.getByRole("log", { name: HELP_CHAT.transcriptLabel });
  const input = screen.getByRole("textbox", { name: HELP_CHAT.inputLabel });
  const type = (text: string) =>
    fireEvent.change(input, { target: { value: text } });
  const pressEnter = () => fireEvent.submit(input);
  const clickSend = () =>
    fireEvent.click(screen.getByRole("button", { name: HELP_CHAT.send }));
  return { ...view, log, input, type, pressEnter, clickSend };
}

describe("HelpChat", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is titled Aqua Support Bot, Online, and opens with the bot's greeting", () => {
    const { log } = renderChat();
    expect(
      screen.getByRole("heading", { name: "Aqua Support Bot" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Online")).toBeInTheDocument();
    expect(within(log).getByText(HELP_CHAT.greeting)).toBeInTheDocument();
  });

  it("appends the user's message, clears the input, and replies after 1 second", () => {
    const { log, input, type, pressEnter } = renderChat();
    type("  Does the Nano fit on a desk?  ");
    pressEnter();

    expect(
      within(log).getByText("Does the Nano fit on a desk?"),
    ).toBeInTheDocument();
    expect(input).toHaveValue("");
    expect(within(log).getByText(HELP_CHAT.typing)).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(
      within(log).queryByText(new RegExp(`^${FALLBACK_START}`)),
    ).toBeNull();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(
      within(log).getByText(new RegExp(`^${FALLBACK_START}`)),
    ).toBeInTheDocument();
    expect(within(log).queryByText(HELP_CHAT.typing)).toBeNull();
    expect(
      within(log).getByRole("link", { name: "Read the FAQ" }),
    ).toHaveAttribute("href", "/help-center#faq");
  });

  it("names the reply's links as a list, and keeps them and its sentences apart when the reply is read as one text, as a live log's addition is", () => {
    const { log, type, pressEnter } = renderChat();
    type("Hello");
    pressEnter();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    const links = within(log).getByRole("list", {
      name: HELP_CHAT.linksLabel,
    });
    expect(
      within(links)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Read the FAQ", "Warranty", "Returns"]);
    expect(links.parentElement?.textContent).toBe(
      `Aqua Support Bot: ${HELP_CHAT.fallback.text} Read the FAQ Warranty Returns`,
    );
  });

  it("sends with the send button too", () => {
    const { log, type, clickSend } = renderChat();
    type("Hello");
    clickSend();
    expect(within(log).getByText("Hello")).toBeInTheDocument();
  });

  it("ignores a message that is empty after trimming", () => {
    const { log, input, type, pressEnter } = renderChat();
    type("    ");
    pressEnter();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(within(log).getAllByRole("paragraph")).toHaveLength(1);
    expect(input).toHaveValue("    ");
  });

  it("renders user text as text, never as HTML", () => {
    const { log, type, pressEnter } = renderChat();
    type('<img src="x" onerror="alert(1)">');
    pressEnter();
    expect(
      within(log).getByText('<img src="x" onerror="alert(1)">'),
    ).toBeInTheDocument();
    expect(log.querySelector("img")).toBeNull();
  });

  it("is found as it was when the page comes back: the messages, the reply owed, the draft", () => {
    const store = createChatStore();
    const left = renderChat(store);
    left.type("Hello");
    left.pressEnter();
    left.type("And the Nano?");
    left.unmount();
    act(() => {
      vi.advanceTimersByTime(1000);
    });

    const { log, input } = renderChat(store);
    expect(within(log).getByText("Hello")).toBeInTheDocument();
    expect(
      within(log).getByText(new RegExp(`^${FALLBACK_START}`)),
    ).toBeInTheDocument();
    expect(input).toHaveValue("And the Nano?");
  });
});
