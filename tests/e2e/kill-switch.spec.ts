import type { Page } from "@playwright/test";
import { addToCart, cartButton, cartLine, openCart } from "./support/cart";
import { expect, waitUntilInteractive } from "./support/fixtures";
import { countDocumentLoads } from "./support/navigation-checks";
import {
  BUILD,
  keepThePagesDecisionOnItsWorker,
  test as offlineTest,
  untilThePageHasSeenToItsWorker,
  untilTheShopIsKept,
  whatTheBrowserKeeps,
} from "./support/offline";
import { killSwitchRelease } from "./support/release";
import { footerLink } from "./support/sections";

/** This build, with `npm run kill-switch` run on it: the release an operator publishes. */
const test = offlineTest.extend<object, { killSwitch: string }>({
  killSwitch: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from it
    async ({}, use) => {
      const release = await killSwitchRelease(BUILD);
      await use(release.buildDirectory);
      await release.remove();
    },
    { scope: "worker", timeout: 120_000 },
  ],
});

const heading = (page: Page, name: string) =>
  page.getByRole("heading", { level: 1, name });

/** Another app of the same origin's cache: its own Workbox precache, under its own scope. */
const othersCache = (origin: string) => `workbox-precache-v2-${origin}/blog/`;

/**
 * Once the page has registered the worker, as every page does once idle, the browser keeps no
 * registration of it and no cache of the shop's: another app's cache, alone.
 */
async function untilNothingOfTheWorkersIsLeft(page: Page) {
  await untilThePageHasSeenToItsWorker(page);
  // The page's registration may hand back the old worker, already active: the browser then finds
  // the kill switch by an update of its own, which nothing in the page can await. On two busy
  // cores (load average 14) its fetch, install and clean-up took longer than expect's 5 s.
  await expect
    .poll(() => whatTheBrowserKeeps(page), {
      message: "what the browser keeps of the shop",
      timeout: 30_000,
    })
    .toEqual({
      registrations: 0,
      caches: [othersCache(new URL(page.url()).origin)],
    });
}

test("the kill switch under an open tab: the tab keeps working from the network, the cart kept, and after the next visit nothing of the worker's is left", async ({
  page,
  context,
  visit,
  shop,
  killSwitch,
}) => {
  // Two tabs, a release, and pages opened again, each waited on until its worker is gone: on
  // two busy cores (load average 17) the steps took 60 to 100 s.
  test.setTimeout(180_000);
  const documentLoads = countDocumentLoads(page);
  await visit("/");
  await untilTheShopIsKept(page);
  await addToCart(page, "Circularium Nano");
  await page.evaluate(async (name) => {
    await (await caches.open(name)).put("/blog/", new Response("the blog"));
  }, othersCache(shop.origin));
  const before = await whatTheBrowserKeeps(page);
  expect(before.registrations).toBe(1);
  expect(before.caches).toHaveLength(2);

  await shop.release(killSwitch);
  // The next visit: the browser looks for a new worker as it opens a page of the site.
  const tab = await context.newPage();
  await keepThePagesDecisionOnItsWorker(tab);
  await tab.goto("/warranty");
  await waitUntilInteractive(tab);
  await untilNothingOfTheWorkersIsLeft(tab);

  // The open tab goes on as it was, its pages' code in memory and its files from the network,
  // under the kill switch, whose registration is gone: the page registers no worker again.
  expect(
    await page.evaluate(async () => ({
      controlled: navigator.serviceWorker.controller !== null,
      registered:
        (await navigator.serviceWorker.getRegistration()) !== undefined,
    })),
  ).toEqual({ controlled: true, registered: false });
  for (const [link, name] of [
    ["Warranty", "Warranty Policy"],
    ["Returns", "Returns & Refunds"],
    ["Circularium Nano", "A small aquarium that keeps itself clean"],
  ] as const) {
    await footerLink(page, link).click();
    await expect(heading(page, name)).toBeVisible();
  }
  await addToCart(page, "Circularium Pro");
  await expect(cartButton(page)).toHaveAccessibleName(/^Open cart, 2 items/);
  const drawer = await openCart(page);
  await expect(cartLine(drawer, "Circularium Nano")).toBeVisible();
  await expect(cartLine(drawer, "Circularium Pro")).toBeVisible();
  expect(documentLoads(), "pages loaded in the open tab").toBe(1);

  // Once the shopper has left it, the shop from the network: each page opened again is no
  // worker's, and registers the kill switch anew, which removes itself again. (While a tab the
  // kill switch took over stays open, Chromium keeps its registration, and a page loaded
  // elsewhere that registers the worker brings it back: record 131.)
  await page.close();
  for (const [path, name] of [
    ["/returns", "Returns & Refunds"],
    ["/", "A small aquarium that keeps itself clean"],
  ] as const) {
    await tab.goto(path);
    await waitUntilInteractive(tab);
    await expect(heading(tab, name)).toBeVisible();
    expect(
      await tab.evaluate(() => navigator.serviceWorker.controller),
    ).toBeNull();
    await untilNothingOfTheWorkersIsLeft(tab);
  }
  await addToCart(tab, "Circularium Deluxe");
  await expect(cartButton(tab)).toHaveAccessibleName(/^Open cart, 1 item/);
});
