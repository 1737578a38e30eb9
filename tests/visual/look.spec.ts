import { addToCart, openCart } from "../e2e/support/cart";
import { botMessages, fallbackReply, send } from "../e2e/support/chat";
import { mainNav, menuToggle } from "../e2e/support/menu";
import { clickWhereItIs } from "../e2e/support/on-screen";
import { expectAddedToast } from "../e2e/support/toasts";
import { expect } from "../e2e/support/fixtures";
import { test } from "./support/look";
import { PAGES } from "./support/looks";

/*
 * The look of the shop, compared with the baselines in baselines/<project>/ (the settings are in
 * playwright.config.ts; docs/decisions/120-visual-baselines.md says why). Each page is taken
 * whole; each state as the screen shows it, since the drawer, a toast and the sticky header lie
 * on the window, not on the page.
 */

for (const { path, name } of PAGES) {
  test(`${path}, the whole page`, async ({ page, visit }) => {
    await visit(path);
    await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true });
  });
}

test("the open cart, holding a line", async ({ page, visit }) => {
  await visit("/");
  await addToCart(page, "Circularium Pro");
  await openCart(page);
  await expect(page).toHaveScreenshot("cart-open.png");
});

test("a toast on screen: Added to cart", async ({ page, visit }) => {
  await visit("/");
  await addToCart(page, "Circularium Pro");
  await expectAddedToast(page, "Circularium Pro");
  await expect(page).toHaveScreenshot("toast.png");
});

test("the chat, after the bot's reply", async ({ page, visit }) => {
  await visit("/help-center");
  await send(page, "How long is the warranty?");
  await page.clock.runFor(1000);
  await expect(botMessages(page).last()).toHaveText(fallbackReply);
  await expect(page).toHaveScreenshot("chat-reply.png");
});

test("the open mobile menu", async ({ page, visit }) => {
  test.skip(
    (page.viewportSize()?.width ?? 0) >= 768,
    "from 768 px up the header shows its links, and there is no menu",
  );
  await visit("/");
  await clickWhereItIs(menuToggle(page));
  await expect(mainNav(page).getByRole("link")).toHaveCount(4);
  await expect(page).toHaveScreenshot("menu-open.png");
});
