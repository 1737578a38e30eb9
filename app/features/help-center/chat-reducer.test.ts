import { describe, expect, it } from "vitest";
import { HELP_CHAT } from "~/content/help-center";
import { chatReducer, INITIAL_CHAT_STATE, toSendable } from "./chat-reducer";

describe("toSendable", () => {
  it("ignores a message that is empty after trimming", () => {
    expect(toSendable("")).toBeNull();
    expect(toSendable("   \n\t ")).toBeNull();
  });

  it("sends the trimmed text, and nothing else is validated", () => {
    expect(toSendable("  Is the Nano silent?  ")).toBe("Is the Nano silent?");
    expect(toSendable("<b>hi</b>")).toBe("<b>hi</b>");
  });
});

describe("chatReducer", () => {
  it("opens with a greeting from the bot", () => {
    expect(INITIAL_CHAT_STATE.messages).toEqual([
      { id: 0, from: "bot", text: HELP_CHAT.greeting },
    ]);
    expect(INITIAL_CHAT_STATE.pendingReplies).toBe(0);
  });

  it("appends the user's message and owes a reply", () => {
    const state = chatReducer(INITIAL_CHAT_STATE, {
      type: "userSent",
      text: "Hello",
    });
    expect(state.messages.at(-1)).toEqual({
      id: 1,
      from: "user",
      text: "Hello",
    });
    expect(state.pendingReplies).toBe(1);
  });

  it("always replies with the fallback, which links to the FAQ and the policies", () => {
    const asked = chatReducer(INITIAL_CHAT_STATE, {
      type: "userSent",
      text: "Hello",
    });
    const answered = chatReducer(asked, { type: "botReplied" });
    const reply = answered.messages.at(-1);
    expect(reply?.from).toBe("bot");
    expect(reply?.text).toMatch(
      /^I'm still in training! This feature isn't fully implemented/,
    );
    expect(reply?.links?.map((link) => link.to)).toEqual([
      "/help-center#faq",
      "/warranty",
      "/returns",
    ]);
    expect(answered.pendingReplies).toBe(0);
  });

  it("gives every message its own id", () => {
    const actions = [
      { type: "userSent", text: "one" },
      { type: "userSent", text: "two" },
      { type: "botReplied" },
      { type: "botReplied" },
    ] as const;
    const final = actions.reduce(chatReducer, INITIAL_CHAT_STATE);
    const ids = final.messages.map((message) => message.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(final.messages.map((message) => message.from)).toEqual([
      "bot",
      "user",
      "user",
      "bot",
      "bot",
    ]);
  });

  it("keeps the draft as typed, and empties it once it is sent", () => {
    const drafted = chatReducer(INITIAL_CHAT_STATE, {
      type: "drafted",
      draft: "Is the Nano ",
    });
    expect(drafted.draft).toBe("Is the Nano ");
    expect(drafted.messages).toBe(INITIAL_CHAT_STATE.messages);
    const sent = chatReducer(drafted, {
      type: "userSent",
      text: "Is the Nano",
    });
    expect(sent.draft).toBe("");
  });

  it("keeps a draft typed while the bot was replying", () => {
    const asked = chatReducer(INITIAL_CHAT_STATE, {
      type: "userSent",
      text: "Hello",
    });
    const drafted = chatReducer(asked, { type: "drafted", draft: "And" });
    expect(chatReducer(drafted, { type: "botReplied" }).draft).toBe("And");
  });
});
