import { Key } from "selenium-webdriver";
import { describe, expect, test } from "vitest";
import { fallbackReply } from "../e2e/support/chat.ts";
import { PAGES } from "../visual/support/looks.ts";
import { expectToMatchBaseline } from "./support/baselines.ts";
import { useWebKitPage } from "./support/use-webkit-page.ts";
import { DESKTOP, PHONE } from "./support/page.ts";
import {
  addToCart,
  expectAddedToast,
  menuToggle,
  messageBox,
  messages,
  openCart,
  toasts,
} from "./support/shop.ts";

/*
 * The look of the shop in WebKit, compared with the baselines in baselines/<width>/, as
 * tests/visual/look.spec.ts compares Chromium's and Firefox's. WebKitGTK's driver takes the
 * window alone (an element's screenshot is cut to the window too), so each page is its first
 * screen, as a shopper lands on it. WebDriver has no clock to stop: the toast is held open by the
 * pointer resting on it, and the chat is taken after its real second.
 */
for (const size of [PHONE, DESKTOP]) {
  describe(`the look in WebKit, ${size.width} px wide`, () => {
    const page = useWebKitPage(size);
    const expectLook = (name: string) =>
      expectToMatchBaseline(page, `${size.width}/${name}`);
    const visit = (path: string) => page.visit(path, { inWebFonts: true });

    for (const { path, name } of PAGES) {
      test(`${path}, its first screen`, async () => {
        await visit(path);
        await expectLook(name);
      });
    }

    test("the open cart, holding a line", async () => {
      await visit("/");
      await addToCart(page, "Circularium Pro");
      await openCart(page);
      await expectLook("cart-open");
    });

    test("a toast on screen: Added to cart", async () => {
      await visit("/");
      await addToCart(page, "Circularium Pro");
      await expectAddedToast(page, "Circularium Pro");
      // The pointer rests on it, as a reader's does, which holds it open (Radix pauses its five
      // seconds): on a busy machine the screenshots may take longer than that.
      const [toast] = await toasts(page);
      if (toast) await page.pointAt(toast);
      await expectLook("toast");
    });

    test("the chat, after the bot's reply", async () => {
      await visit("/help-center");
      // Tapped first, as a shopper does: the page then rests where the tap left it, not where
      // typing into a box out of sight happens to scroll it.
      await page.click(messageBox(page));
      await page.type(
        messageBox(page),
        `How long is the warranty?${Key.ENTER}`,
      );
      await expect
        .poll(async () => (await messages(page)).at(-1), { timeout: 3000 })
        .toMatch(fallbackReply);
      await expectLook("chat-reply");
    });

    test.skipIf(size.width >= 768)("the open mobile menu", async () => {
      await visit("/");
      await page.click(menuToggle(page));
      await page.getByRole("navigation", "Main");
      await expectLook("menu-open");
    });
  });
}
