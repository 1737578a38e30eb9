import { addToCart, cartButton } from "./support/cart";
import { expect, waitUntilInteractive } from "./support/fixtures";
import { startAlteringProxy } from "./support/altering-proxy";
import {
  cachedPaths,
  keepThePagesDecisionOnItsWorker,
  test as offlineTest,
  untilThePageHasSeenToItsWorker,
} from "./support/offline";
import { footerLink } from "./support/sections";

/**
 * The site as a shopper reaches it through a proxy that changes one byte of the files whose path
 * matches `altered` (nothing, by default).
 */
const test = offlineTest.extend<{ altered: RegExp }>({
  altered: [/^$/, { option: true }],
  baseURL: async ({ shop, altered }, use) => {
    const proxy = await startAlteringProxy(shop.origin, altered);
    await use(proxy.origin);
    await proxy.close();
  },
});

test("through the same proxy, unaltered, the worker keeps the release", async ({
  page,
  visit,
}) => {
  await keepThePagesDecisionOnItsWorker(page);
  await visit("/");
  expect(await untilThePageHasSeenToItsWorker(page)).toBe("activated");
  const kept = (await cachedPaths(page)).map(({ path }) => path);
  expect(kept).toContain("/returns");
  expect(
    kept.filter((path) => path.startsWith("/assets/returns-")),
  ).toHaveLength(1);
});

for (const { what, altered } of [
  // Fetched afresh by the worker (`cache: "reload"`), its revision a hash of its HTML.
  { what: "a page", altered: /^\/returns$/ },
  // Named by its hash (`revision: null`): the worker takes it from the HTTP cache, where the
  // page's own fetch of the returns page's code, ahead, has just put the altered copy.
  {
    what: "a file of the release",
    altered: /^\/assets\/returns-[\w-]+\.js$/,
  },
])
  test.describe(`${what} altered on its way`, () => {
    test.use({ altered });

    test(`fails the worker's install, and the shop works from the network`, async ({
      page,
      visit,
    }) => {
      await keepThePagesDecisionOnItsWorker(page);
      await visit("/");
      expect(await untilThePageHasSeenToItsWorker(page)).toBe("redundant");
      const kept = (await cachedPaths(page)).filter(({ path }) =>
        altered.test(path),
      );
      expect(kept, "the altered file, kept").toEqual([]);
      expect(
        await page.evaluate(() => navigator.serviceWorker.controller),
      ).toBeNull();

      await addToCart(page, "Circularium Nano");
      await footerLink(page, "Returns").click();
      await expect(
        page.getByRole("heading", { level: 1, name: "Returns & Refunds" }),
      ).toBeVisible();
      await expect(cartButton(page)).toHaveAccessibleName(/^Open cart, 1 item/);
      await page.reload();
      await waitUntilInteractive(page);
      await expect(
        page.getByRole("heading", { level: 1, name: "Returns & Refunds" }),
      ).toBeVisible();
    });
  });
