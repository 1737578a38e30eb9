import { HELP_CHAT } from "~/content/help-center";
import type { SiteLink } from "~/content/site";

export type ChatMessage = {
  id: number;
  from: "bot" | "user";
  text: string;
  links?: readonly SiteLink[];
};

export type ChatState = {
  messages: readonly ChatMessage[];
  /** Replies the bot still owes: while above 0, it is typing. */
  pendingReplies: number;
  /** What the text box holds, not sent yet. */
  draft: string;
};

export type ChatAction =
  | { type: "drafted"; draft: string }
  | { type: "userSent"; text: string }
  | { type: "botReplied" };

export const INITIAL_CHAT_STATE: ChatState = {
  messages: [{ id: 0, from: "bot", text: HELP_CHAT.greeting }],
  pendingReplies: 0,
  draft: "",
};

/** The text to send, or `null` when the input is empty after trimming. */
export function toSendable(input: string): string | null {
  const text = input.trim();
  return text === "" ? null : text;
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  const id = state.messages.length;
  switch (action.type) {
    case "drafted":
      return { ...state, draft: action.draft };
    case "userSent":
      return {
        messages: [...state.messages, { id, from: "user", text: action.text }],
        pendingReplies: state.pendingReplies + 1,
        draft: "",
      };
    case "botReplied":
      return {
        ...state,
        messages: [
          ...state.messages,
          { id, from: "bot", ...HELP_CHAT.fallback },
        ],
        pendingReplies: Math.max(0, state.pendingReplies - 1),
      };
    default: {
      const unknown: never = action;
      throw new Error(`Unknown chat action: ${JSON.stringify(unknown)}`);
    }
  }
}
