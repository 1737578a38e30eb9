import { useCallback, useEffect, useReducer, useRef } from "react";
import { BOT_REPLY_DELAY_MS } from "~/content/help-chat";
import { chatReducer, INITIAL_CHAT_STATE, toSendable } from "./chat-reducer";

/** The chat's state, and `send`, which answers each message after the spec's delay. */
export function useHelpChat() {
  const [state, dispatch] = useReducer(chatReducer, INITIAL_CHAT_STATE);
  const replyTimers = useRef(new Set<number>());

  // A reply still pending when the page is left must not fire into an unmounted chat.
  useEffect(() => {
    const timers = replyTimers.current;
    return () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      timers.clear();
    };
  }, []);

  /** Returns whether the message was sent: an empty one is ignored. */
  const send = useCallback((input: string) => {
    const text = toSendable(input);
    if (text === null) return false;
    dispatch({ type: "userSent", text });
    const timer = window.setTimeout(() => {
      replyTimers.current.delete(timer);
      dispatch({ type: "botReplied" });
    }, BOT_REPLY_DELAY_MS);
    replyTimers.current.add(timer);
    return true;
  }, []);

  return { ...state, send };
}
