import { Key } from "selenium-webdriver";
import { performance } from "node:perf_hooks";
import { describe, expect, test } from "vitest";
import { TEXTS } from "../e2e/support/spec-data.ts";
import { escapeRegExp } from "../e2e/support/text.ts";
import { useWebKitPage } from "./support/fixtures.ts";

describe("the help center's chat in WebKit", () => {
  const page = useWebKitPage();

  const messageBox = () => page.getByRole("textbox", "Type your message");
  const sendButton = () => page.getByRole("button", "Send message");

  /** Each message names its author for screen readers: "You: …" or "Aqua Support Bot: …". */
  async function messages() {
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

  const fallbackReply = new RegExp(
    `^Aqua Support Bot: ${escapeRegExp(TEXTS.botFallbackStart)}`,
  );

  test("Enter sends the message and clears the box; the bot replies a second later", async () => {
    await page.visit("/help-center");
    await page.type(messageBox(), "How long is the warranty?");
    const sentAt = performance.now();
    await page.type(messageBox(), Key.ENTER);

    await expect
      .poll(messages)
      .toEqual([
        expect.stringMatching(/^Aqua Support Bot: /),
        "You: How long is the warranty?",
      ]);
    expect(await (await messageBox()).getAttribute("value")).toBe("");
    await expect
      .poll(async () => (await messages()).at(-1))
      .toMatch(fallbackReply);
    // Not before its 1000 ms from the key, which came after `sentAt`.
    const repliedAfter = performance.now() - sentAt;
    expect(repliedAfter).toBeGreaterThanOrEqual(1000);
    expect(repliedAfter).toBeLessThan(2500);
  });

  test("the send button sends the message, and the bot replies", async () => {
    await page.visit("/help-center");
    await page.type(messageBox(), "Can I return my Nano?");
    await page.click(sendButton());

    await expect
      .poll(async () => (await messages()).slice(1))
      .toEqual([
        "You: Can I return my Nano?",
        expect.stringMatching(fallbackReply),
      ]);
  });

  test("a message of spaces alone is not sent, by Enter or by the button", async () => {
    await page.visit("/help-center");
    await page.type(messageBox(), `   ${Key.ENTER}`);
    await page.click(sendButton());
    // Sent after them: had either gone, it would stand before this one.
    await page.type(messageBox(), `   Hello${Key.ENTER}`);

    await expect
      .poll(async () => (await messages()).slice(1))
      .toEqual(["You: Hello", expect.stringMatching(fallbackReply)]);
  });
});
