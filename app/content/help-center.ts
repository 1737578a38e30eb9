/** The chat assistant's words. Its only reply is the canned fallback of the spec. */
import { FAQ } from "./faq";
import { PATHS, type SiteLink } from "./site";

export const HELP_CENTER = {
  lead: "Ask Aqua Support Bot, or find your answer in our FAQ.",
} as const;

export const HELP_CHAT = {
  botName: "Aqua Support Bot",
  status: "Online",
  transcriptLabel: "Conversation with Aqua Support Bot",
  greeting:
    "Hi, I'm Aqua Support Bot! Ask me about your Circularium, our warranty or returns.",
  fallback: {
    text: "I'm still in training! This feature isn't fully implemented yet. Meanwhile, the answers to common questions are in our FAQ, and the full terms are on our Warranty and Returns pages.",
    links: [
      { label: "Read the FAQ", to: `${PATHS.helpCenter}#${FAQ.id}` },
      { label: "Warranty", to: PATHS.warranty },
      { label: "Returns", to: PATHS.returns },
    ] satisfies readonly SiteLink[],
  },
  /** The name of the list of pages a reply points to, which a screen reader says before them. */
  linksLabel: "Pages that can help",
  /** The placeholder's words: a speech-input user says what they see to reach the box. */
  inputLabel: "Type your message",
  placeholder: "Type your message…",
  send: "Send message",
  typing: "Aqua Support Bot is typing…",
  you: "You",
  /** Read before each message, so that a screen reader says who wrote it. */
  saidBy: (speaker: string) => `${speaker}: `,
} as const;
