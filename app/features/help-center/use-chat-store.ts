import { createContext, use, useSyncExternalStore } from "react";
import { INITIAL_CHAT_STATE, type ChatState } from "./chat-reducer";
import { chatStore, type ChatStore } from "./chat-store";

/** The conversation the chat shows: the visit's, unless a test gives it a fresh one. */
export const ChatStoreContext = createContext<ChatStore>(chatStore);

export const useChatStore = () => use(ChatStoreContext);

/**
 * The part of the conversation a component shows, which it renders again only when that part
 * changes (the transcript does not, at each key typed in the draft). `select` returns a part of
 * the state as it is, never a new object, which React would take for a change at every read.
 * The pre-rendered page, which hydration must match, shows the conversation every visit opens
 * with.
 */
export function useChatState<T>(select: (state: ChatState) => T): T {
  const store = useChatStore();
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getSnapshot()),
    () => select(INITIAL_CHAT_STATE),
  );
}
