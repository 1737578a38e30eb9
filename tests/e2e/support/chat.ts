import type { Page } from "@playwright/test";
import { TEXTS } from "./spec-data";
import { escapeRegExp } from "./text";
import { typeInto } from "./typing";

/* The help centre's chat, as a shopper uses it. */

export const chatPanel = (page: Page) =>
  page.getByRole("region", { name: "Aqua Support Bot" });
export const transcript = (page: Page) =>
  page.getByRole("log", { name: "Conversation with Aqua Support Bot" });
export const messageBox = (page: Page) =>
  page.getByRole("textbox", { name: "Type your message" });
export const sendButton = (page: Page) =>
  page.getByRole("button", { name: "Send message" });

/** Each message names its author for screen readers: "You: …" or "Aqua Support Bot: …". */
const messagesFrom = (page: Page, author: "You" | "Aqua Support Bot") =>
  transcript(page)
    .getByRole("paragraph")
    .filter({ hasText: new RegExp(`^${author}: `) });
export const userMessages = (page: Page) => messagesFrom(page, "You");
export const botMessages = (page: Page) =>
  messagesFrom(page, "Aqua Support Bot");

export const fallbackReply = new RegExp(
  `^Aqua Support Bot: ${escapeRegExp(TEXTS.botFallbackStart)}`,
);

/** The link in the bot's latest reply to the page named. */
export const replyLink = (page: Page, name: string) =>
  transcript(page)
    .getByRole("link", { name: new RegExp(`\\b${name}\\b`) })
    .last();

export async function send(page: Page, text: string) {
  await typeInto(messageBox(page), text);
  await messageBox(page).press("Enter");
}
