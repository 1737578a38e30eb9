import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createChatStore } from "./chat-store";

describe("createChatStore", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("sends the draft, trimmed, and the bot replies 1 second later", () => {
    const store = createChatStore();
    store.setDraft("  Is the Nano silent?  ");
    store.sendDraft();
    expect(store.getSnapshot().messages.at(-1)).toMatchObject({
      from: "user",
      text: "Is the Nano silent?",
    });
    expect(store.getSnapshot().draft).toBe("");

    vi.advanceTimersByTime(999);
    expect(store.getSnapshot().pendingReplies).toBe(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().messages.at(-1)?.from).toBe("bot");
    expect(store.getSnapshot().pendingReplies).toBe(0);
  });

  it("ignores a draft that is empty after trimming, and keeps it", () => {
    const store = createChatStore();
    store.setDraft("   ");
    store.sendDraft();
    expect(store.getSnapshot().messages).toHaveLength(1);
    expect(store.getSnapshot().draft).toBe("   ");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("tells its subscribers of each change, until they unsubscribe", () => {
    const store = createChatStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setDraft("Hi");
    store.sendDraft();
    vi.advanceTimersByTime(1000);
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    store.setDraft("Again");
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("replies with no one subscribed: the page showing the chat may have been left", () => {
    const store = createChatStore();
    const unsubscribe = store.subscribe(() => undefined);
    store.setDraft("Hello");
    store.sendDraft();
    unsubscribe();
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot().messages.map((message) => message.from)).toEqual(
      ["bot", "user", "bot"],
    );
  });
});
