import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { startScreenReader, type ScreenReader } from "./support/screen-reader";

/*
 * The shop as a screen-reader user hears it, through Guidepup's Virtual Screen Reader
 * (support/screen-reader.ts): each journey moves as such a user does (reading on, jumping by
 * heading or landmark, activating) and holds what is said, live regions included, to the exact
 * phrase. The phrases are the reader's: its role words ("button", "end of paragraph"), then the
 * page's names and texts. Every journey runs in Chromium and in Firefox.
 */

/** Exactly these phrases, in this order, since the start of the reader's last move. */
async function expectToHear(reader: ScreenReader, phrases: string[]) {
  await expect
    .poll(() => reader.heard(), { message: "what the screen reader said" })
    .toEqual(phrases);
}

/**
 * On the home page: Circularium Nano added to the cart, reached by its heading and its button,
 * which is named for it. Radix's toast speaks in an assertive live region of its own, the
 * region's label first.
 */
async function addNano(page: Page, reader: ScreenReader) {
  await reader.moveTo("heading, Circularium Nano, level 3", {
    by: "moveToNextHeading",
  });
  await reader.moveTo("button, Add to Cart Circularium Nano");
  await reader.act();
  await expectToHear(reader, [
    "assertive: Notification",
    "assertive: Added to cart! 🎉",
    "assertive: Circularium Nano has been added to your cart.",
  ]);
  // Radix keeps that region in the page for a second: until then, reading on from the top of
  // the page, or round the cart's dialog, which leaves live regions to be heard, reaches it too.
  await expect(
    page.getByRole("status").filter({ hasText: /^Notification/ }),
  ).toHaveCount(0);
}

/** Then the cart opened, from the header's cart button. */
async function openCartWithNano(page: Page, reader: ScreenReader) {
  await addNano(page, reader);
  await reader.moveTo("banner", { by: "moveToNextBanner" });
  await reader.moveTo(
    "button, Open cart, 1 item, not expanded, has popup dialog",
  );
  await reader.act();
  await expectToHear(reader, [
    "dialog, Your Cart, 1 item",
    "button, Close cart",
  ]);
}

test.describe("the spoken shop", () => {
  test("Add to Cart is named for its product, and the toast is announced", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const reader = await startScreenReader(page);
    await addNano(page, reader);
    // The header's cart button is named for what the cart holds now.
    await reader.moveTo("banner", { by: "moveToNextBanner" });
    await reader.moveTo(
      "button, Open cart, 1 item, not expanded, has popup dialog",
    );
  });

  test("the cart is a named dialog that reads its line, its quantity and its total, and the reader stays inside it", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const reader = await startScreenReader(page);
    await openCartWithNano(page, reader);
    // Once round the dialog and back to its first control: the page behind it is never read.
    await reader.moveTo("button, Close cart");
    await expectToHear(reader, [
      "heading, Your Cart, level 2",
      "status",
      "1 item",
      "end of status",
      "list, Items in your cart",
      "listitem, level 1, position 1, set size 1",
      "heading, Circularium Nano, level 3",
      "paragraph",
      "$79",
      "end of paragraph",
      "group, Quantity, Circularium Nano",
      "button, Decrease quantity of Circularium Nano",
      "status",
      "Quantity",
      "1",
      "end of status",
      "button, Increase quantity of Circularium Nano",
      "end of group, Quantity, Circularium Nano",
      "button, Remove Circularium Nano from cart",
      "Remove",
      "end of button, Remove Circularium Nano from cart",
      "end of listitem, level 1, position 1, set size 1",
      "end of list, Items in your cart",
      "paragraph",
      "Total",
      "$79",
      "end of paragraph",
      "button, Proceed to Checkout",
      "end of dialog, Your Cart, 1 item",
      "end of document",
      "document",
      // Entering the dialog, the reader says it: once for the dialog it enters, once for its start.
      "dialog, Your Cart, 1 item",
      "dialog, Your Cart, 1 item",
      "button, Close cart",
    ]);
  });

  test("a change of quantity is heard: the count, the line's quantity and the total", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const reader = await startScreenReader(page);
    await openCartWithNano(page, reader);
    await reader.moveTo("button, Increase quantity of Circularium Nano");
    await reader.act();
    // Both are statuses: the cart's count, and the line's quantity, heard whole.
    await expectToHear(reader, ["polite: 2 items", "polite: Quantity 2"]);
    await reader.previous();
    await expectToHear(reader, ["end of status"]);
    await reader.previous();
    await expectToHear(reader, ["2"]);
    await reader.moveTo("Total");
    await reader.next();
    await expectToHear(reader, ["$158"]);
  });

  test("removing the last line is heard, and the cart then reads empty", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const reader = await startScreenReader(page);
    await openCartWithNano(page, reader);
    await reader.moveTo("button, Remove Circularium Nano from cart");
    await reader.act();
    await expectToHear(reader, ["polite: No items yet"]);
    // The item the reader was on has gone: it reads on from the top, still inside the dialog.
    await reader.moveTo("end of dialog, Your Cart, No items yet");
    await expectToHear(reader, [
      "document",
      "dialog, Your Cart, No items yet",
      "dialog, Your Cart, No items yet",
      "button, Close cart",
      "heading, Your Cart, level 2",
      "status",
      "No items yet",
      "end of status",
      "paragraph",
      "Your cart is empty",
      "end of paragraph",
      "paragraph",
      "Add some amazing aquariums!",
      "end of paragraph",
      "link, Browse aquariums",
      "end of dialog, Your Cart, No items yet",
    ]);
  });

  test("a message sent is heard, then the bot's reply, its sentences apart from its links", async ({
    page,
    visit,
  }) => {
    await visit("/help-center");
    const reader = await startScreenReader(page);
    await reader.moveTo("heading, Aqua Support Bot, level 2", {
      by: "moveToNextHeading",
    });
    await reader.moveTo(
      "textbox, Type your message, placeholder Type your message…",
    );
    await reader.type("Is the Nano quiet?");
    await expectToHear(reader, [
      "textbox, Type your message, Is the Nano quiet?",
    ]);
    await reader.press("Enter");
    // The transcript is a log, a polite live region: each message is heard as it is added, the
    // bot's a second later. The box, emptied, is said again.
    await expectToHear(reader, [
      "polite: You: Is the Nano quiet?",
      "polite: Aqua Support Bot is typing…",
      "textbox, Type your message, placeholder Type your message…",
      "polite: Aqua Support Bot: I'm still in training! This feature isn't fully implemented yet. Meanwhile, the answers to common questions are in our FAQ, and the full terms are on our Warranty and Returns pages. Read the FAQ Warranty Returns",
    ]);

    // Read item by item, the reply is its words, then a named list of its links.
    await reader.moveTo("heading, Aqua Support Bot, level 2", {
      by: "moveToPreviousHeading",
    });
    await reader.moveTo(
      "I'm still in training! This feature isn't fully implemented yet. Meanwhile, the answers to common questions are in our FAQ, and the full terms are on our Warranty and Returns pages.",
    );
    await reader.moveTo("end of log, Conversation with Aqua Support Bot");
    await expectToHear(reader, [
      "end of paragraph",
      "list, Pages that can help",
      "listitem, level 1, position 1, set size 3",
      "link, Read the FAQ",
      "end of listitem, level 1, position 1, set size 3",
      "listitem, level 1, position 2, set size 3",
      "link, Warranty",
      "end of listitem, level 1, position 2, set size 3",
      "listitem, level 1, position 3, set size 3",
      "link, Returns",
      "end of listitem, level 1, position 3, set size 3",
      "end of list, Pages that can help",
      "end of log, Conversation with Aqua Support Bot",
    ]);
  });

  test("the 404 page reads its heading, its words and its way home", async ({
    page,
    visit,
  }) => {
    await visit("/no-such-aquarium");
    const reader = await startScreenReader(page);
    await reader.perform("moveToNextHeading");
    await expectToHear(reader, ["heading, Page Not Found, level 1"]);
    await reader.moveTo("link, Go Back to Home");
    await expectToHear(reader, [
      "paragraph",
      "Oops! The page you are looking for does not exist. It might have been moved or deleted.",
      "end of paragraph",
      "link, Go Back to Home",
    ]);
    await reader.act();
    // The focus moves to the home page's main content, and the reader with it.
    await expectToHear(reader, ["main"]);
    await expect(page).toHaveURL("/");
    await reader.perform("moveToNextHeading");
    await expectToHear(reader, [
      "heading, A small aquarium that keeps itself clean, level 1",
    ]);
  });
});

test.describe("the spoken mobile menu", () => {
  test.skip(
    ({ viewport }) => (viewport?.width ?? 0) >= 768,
    "the menu toggle is for small screens; wide screens show the links",
  );

  test("the toggle says whether the menu is open, and choosing a link closes it @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const reader = await startScreenReader(page);
    await reader.moveTo("button, Menu, 1 control, not expanded");
    // Enter keeps the focus on the toggle, whose new state the reader says.
    await reader.press("Enter");
    await expectToHear(reader, ["button, Menu, 1 control, expanded"]);
    await reader.moveTo("link, Features");
    await expectToHear(reader, [
      "navigation, Main",
      "list",
      "listitem, level 1, position 1, set size 4",
      "link, Home",
      "end of listitem, level 1, position 1, set size 4",
      "listitem, level 1, position 2, set size 4",
      "link, Products",
      "end of listitem, level 1, position 2, set size 4",
      "listitem, level 1, position 3, set size 4",
      "link, Features",
    ]);
    await reader.act();
    // The focus moves to the section, and the reader with it.
    await expectToHear(reader, ["region, Designed to look after itself"]);

    await reader.moveTo("banner", { by: "moveToNextBanner" });
    await reader.moveTo("button, Menu, 1 control, not expanded");
    await reader.press("Enter");
    await expectToHear(reader, ["button, Menu, 1 control, expanded"]);
    await reader.press("Escape");
    await expectToHear(reader, ["button, Menu, 1 control, not expanded"]);
  });
});
