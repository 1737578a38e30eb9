import { addToCart, cartButton } from "./support/cart";
import { expect, test } from "./support/fixtures";
import { untilTheShopIsKept } from "./support/offline";

// Playwright turns Chromium's back/forward cache off; a shopper's Chromium has it on.
test.use({
  launchOptions: async ({ launchOptions }, use) => {
    await use({
      ...launchOptions,
      ignoreDefaultArgs: ["--disable-back-forward-cache"],
    });
  },
});

test("back from another page, the shop is as the shopper left it, the cart included", async ({
  page,
  visit,
}) => {
  await visit("/");
  // A page that leaves with a request on its way is not kept: the first visit fetches the other
  // pages' code once idle, then the service worker keeps the release.
  await untilTheShopIsKept(page);
  await addToCart(page, "Circularium Nano");
  await expect(cartButton(page)).toHaveAccessibleName(/^Open cart, 1 item/);

  // A page loaded anew, as from the address bar: the cart lives in the page's memory.
  await page.goto("/returns");
  await expect(
    page.getByRole("heading", { level: 1, name: "Returns & Refunds" }),
  ).toBeVisible();
  // The browser's Back, started from the page. Playwright's goBack, and over WebDriver BiDi
  // (Firefox) its assertions too, wait for a navigation a page restored from the cache does not
  // report: the test polls what the page says itself.
  await page.evaluate(() => {
    setTimeout(() => history.back());
  });
  await expect
    .poll(() => page.evaluate(() => location.pathname).catch(() => ""))
    .toBe("/");
  // The cart button's accessible name is its label: what a screen reader says of it. Chromium
  // says why a page was loaded anew rather than restored.
  const notRestoredReasons = await page
    .evaluate(() => {
      const [entry] = performance.getEntriesByType("navigation");
      return JSON.stringify(
        entry && "notRestoredReasons" in entry
          ? entry.notRestoredReasons
          : null,
      );
    })
    .catch(() => "");
  await expect
    .poll(() => cartButton(page).getAttribute("aria-label"), {
      message: `the cart after Back; not restored because: ${notRestoredReasons}`,
    })
    .toMatch(/^Open cart, 1 item/);
});
