import { By, type WebElement } from "selenium-webdriver";
import { expect } from "vitest";
import { type ProductName, TEXTS } from "../../e2e/support/spec-data.ts";
import type { WebKitPage } from "./page.ts";

/* The shopper's moves and what they see, as tests/e2e/support has them for Playwright. */

declare global {
  interface Window {
    webkitSameDocument?: true;
  }
}

export const cartButton = async (page: WebKitPage) =>
  page.getByRole("button", /^Open cart/, {
    within: await page.getByRole("banner"),
  });

export const cartButtonName = async (page: WebKitPage) =>
  (await cartButton(page)).getAccessibleName();

/** The phone's menu toggle. Its name stays "Menu" whether open or not: aria-expanded says which. */
export const menuToggle = async (page: WebKitPage) =>
  page.getByRole("button", "Menu", {
    within: await page.getByRole("banner"),
  });

/** Each card's button is named after its product too (product-card.tsx says why). */
export const addToCartButton = (page: WebKitPage, name: ProductName) =>
  page.getByRole("button", `Add to Cart ${name}`);

export async function addToCart(page: WebKitPage, name: ProductName) {
  await page.click(addToCartButton(page, name));
}

export const cartDrawer = (page: WebKitPage) =>
  page.getByRole("dialog", "Your Cart");

/** Opens the drawer, and waits until it has slid in: a control on the move takes no click. */
export async function openCart(page: WebKitPage) {
  await page.click(cartButton(page));
  const drawer = await cartDrawer(page);
  await page.animationsFinished(drawer);
  return drawer;
}

/** The open modal drawer hides the notifications from assistive technology, not from sight. */
const notifications = (page: WebKitPage, { behindModal = false } = {}) =>
  page.getByRole("region", "Notifications (F8)", {
    includeHidden: behindModal,
  });

/** The toasts on screen. */
export const toasts = async (page: WebKitPage, { behindModal = false } = {}) =>
  page.queryAllByRole("listitem", undefined, {
    within: await notifications(page, { behindModal }),
    includeHidden: behindModal,
  });

/** Exactly one toast is on screen, and it reads `title` (and `description`). */
export async function expectToast(
  page: WebKitPage,
  title: string,
  description?: string,
  { behindModal = false } = {},
) {
  const texts = [title, description].filter((text) => text !== undefined);
  const textsIn = async (toast: WebElement) => {
    const scope = { within: toast, includeHidden: behindModal };
    const counts = await Promise.all(
      texts.map(
        async (text) => (await page.queryAllByText(text, scope)).length,
      ),
    );
    return texts.filter((_, index) => counts[index] === 1);
  };
  await expect
    .poll(async () => {
      const shown = await toasts(page, { behindModal });
      return {
        toasts: shown.length,
        reading: shown.length === 1 && shown[0] ? await textsIn(shown[0]) : [],
      };
    })
    .toEqual({ toasts: 1, reading: texts });
}

export function expectAddedToast(page: WebKitPage, name: ProductName) {
  const { title, description } = TEXTS.addedToCart(name);
  return expectToast(page, title, description);
}

/** The quantity the drawer shows on a product's line (a screen reader hears "Quantity 2"). */
export async function quantityOf(page: WebKitPage, name: ProductName) {
  const stepper = await page.getByRole("group", `Quantity, ${name}`, {
    within: await cartDrawer(page),
  });
  return (
    await page.getByRole("status", undefined, { within: stepper })
  ).getText();
}

export const stepButton = async (
  page: WebKitPage,
  name: ProductName,
  direction: "+" | "-",
) =>
  page.getByRole(
    "button",
    `${direction === "+" ? "Increase" : "Decrease"} quantity of ${name}`,
    { within: await cartDrawer(page) },
  );

/** The drawer's line of the total, as it reads ("Total $457"). */
export async function cartTotal(page: WebKitPage) {
  const label = await page.getByText("Total", {
    within: await cartDrawer(page),
  });
  return (await label.findElement(By.xpath(".."))).getText();
}

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

/**
 * A first visit to `/` that has gone quiet, the service worker keeping the shop, with a Nano in
 * the cart. The document is marked: `isSameDocument` tells whether it was ever loaded again.
 */
export async function firstVisitKeptWithANano(page: WebKitPage) {
  await page.visit("/");
  await page.untilTheShopIsKept();
  await addToCart(page, "Circularium Nano");
  await expect.poll(() => cartButtonName(page)).toBe("Open cart, 1 item");
  await page.evaluate(() => {
    window.webkitSameDocument = true;
  });
}

export const isSameDocument = (page: WebKitPage) =>
  page.evaluate(() => window.webkitSameDocument === true);
