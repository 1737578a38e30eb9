import { createReducerStore } from "~/lib/reducer-store";
import { chatReducer, INITIAL_CHAT_STATE, toSendable } from "./chat-reducer";

/** The spec's delay before the bot's reply. */
const BOT_REPLY_DELAY_MS = 1000;

export type ChatStore = ReturnType<typeof createChatStore>;

/**
 * The conversation, held outside the page that shows it, for `useSyncExternalStore`. Following
 * a link of the bot's reply (to the warranty or the returns page) and coming back finds the
 * conversation as it was, the unsent draft included, and a reply owed when the page was left
 * arrives meanwhile. Like the cart, it lasts until the page is reloaded.
 */
export function createChatStore() {
  const { getSnapshot, subscribe, dispatch } = createReducerStore(
    chatReducer,
    INITIAL_CHAT_STATE,
  );
  return {
    getSnapshot,
    subscribe,
    setDraft: (draft: string) => dispatch({ type: "drafted", draft }),
    /** Sends the draft, and the bot's reply after the spec's delay; an empty one is ignored. */
    sendDraft: () => {
      const text = toSendable(getSnapshot().draft);
      if (text === null) return;
      dispatch({ type: "userSent", text });
      setTimeout(() => dispatch({ type: "botReplied" }), BOT_REPLY_DELAY_MS);
    },
  };
}

/** The visit's conversation. */
export const chatStore = createChatStore();
