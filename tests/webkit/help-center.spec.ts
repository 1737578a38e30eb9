import { Key } from "selenium-webdriver";
import { performance } from "node:perf_hooks";
import { describe, expect, test } from "vitest";
import { fallbackReply } from "../e2e/support/chat.ts";
import { messageBox, messages, sendButton } from "./support/shop.ts";
import { useWebKitPage } from "./support/use-webkit-page.ts";

describe("the help center's chat in WebKit", () => {
  const page = useWebKitPage();

  test("Enter sends the message and clears the box; the bot replies a second later", async () => {
    await page.visit("/help-center");
    await page.type(messageBox(page), "How long is the warranty?");
    const sentAt = performance.now();
    await page.type(messageBox(page), Key.ENTER);

    await expect
      .poll(() => messages(page))
      .toEqual([
        expect.stringMatching(/^Aqua Support Bot: /),
        "You: How long is the warranty?",
      ]);
    expect(await (await messageBox(page)).getAttribute("value")).toBe("");
    await expect
      .poll(async () => (await messages(page)).at(-1))
      .toMatch(fallbackReply);
    // Not before its 1000 ms from the key, which came after `sentAt`.
    const repliedAfter = performance.now() - sentAt;
    expect(repliedAfter).toBeGreaterThanOrEqual(1000);
    expect(repliedAfter).toBeLessThan(2500);
  });

  test("the send button sends the message, and the bot replies", async () => {
    await page.visit("/help-center");
    await page.type(messageBox(page), "Can I return my Nano?");
    await page.click(sendButton(page));

    await expect
      .poll(async () => (await messages(page)).slice(1))
      .toEqual([
        "You: Can I return my Nano?",
        expect.stringMatching(fallbackReply),
      ]);
  });

  test("a message of spaces alone is not sent, by Enter or by the button", async () => {
    await page.visit("/help-center");
    await page.type(messageBox(page), `   ${Key.ENTER}`);
    await page.click(sendButton(page));
    // Sent after them: had either gone, it would stand before this one.
    await page.type(messageBox(page), `   Hello${Key.ENTER}`);

    await expect
      .poll(async () => (await messages(page)).slice(1))
      .toEqual(["You: Hello", expect.stringMatching(fallbackReply)]);
  });
});
