import type { WebKitPage } from "./page.ts";

/* The help centre's chat, as tests/e2e/support/chat.ts has it for Playwright. */

export const messageBox = (page: WebKitPage) =>
  page.getByRole("textbox", "Type your message");
export const sendButton = (page: WebKitPage) =>
  page.getByRole("button", "Send message");

/** Each message names its author for screen readers: "You: …" or "Aqua Support Bot: …". */
export async function messages(page: WebKitPage) {
  const transcript = await page.getByRole(
    "log",
    "Conversation with Aqua Support Bot",
  );
  return page.evaluate(
    (log: Element) =>
      [...log.querySelectorAll("p")]
        .map((paragraph) => paragraph.textContent)
        .filter((text) => /^(You|Aqua Support Bot): /.test(text)),
    transcript,
  );
}
