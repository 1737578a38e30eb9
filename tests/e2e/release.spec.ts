import type { Page } from "@playwright/test";
import { addToCart, cartButton, openCart, cartLine } from "./support/cart";
import { botMessages, fallbackReply, send } from "./support/chat";
import { expect, waitUntilInteractive } from "./support/fixtures";
import { countDocumentLoads } from "./support/navigation-checks";
import {
  BUILD,
  test as offlineTest,
  untilTheShopIsKept,
} from "./support/offline";
import { buildNextRelease, scriptsOf } from "./support/release";
import { footerLink } from "./support/sections";

/** The address the next release is built for: its pages name it as their canonical address. */
const NEXT_RELEASE_URL = "https://next-release.circularium.invalid";

const test = offlineTest.extend<
  object,
  { nextRelease: { buildDirectory: string; scripts: Set<string> } }
>({
  nextRelease: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from it
    async ({}, use) => {
      const release = await buildNextRelease(NEXT_RELEASE_URL);
      await use({
        buildDirectory: release.buildDirectory,
        scripts: await scriptsOf(release.buildDirectory),
      });
      await release.remove();
    },
    { scope: "worker", timeout: 120_000 },
  ],
});

/** The release a page is from, by the address its pages name as canonical. */
const releaseOf = (page: Page) =>
  page.locator('link[rel="canonical"]').getAttribute("href");

/** The scripts the page has run, as the site's paths. */
const scriptsRun = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map(({ name }) => new URL(name).pathname)
      .filter((path) => path.endsWith(".js")),
  );

test("a release under an open tab: the tab keeps working, the cart kept, and no page ever runs another release's code", async ({
  page,
  context,
  visit,
  shop,
  nextRelease,
}) => {
  const thisRelease = await scriptsOf(BUILD);
  const documentLoads = countDocumentLoads(page);
  await visit("/");
  await untilTheShopIsKept(page);
  await addToCart(page, "Circularium Nano");

  await shop.release(nextRelease.buildDirectory);
  for (const [link, heading] of [
    ["Warranty", "Warranty Policy"],
    ["Returns", "Returns & Refunds"],
    ["Help Center", "Help Center"],
  ] as const) {
    await footerLink(page, link).click();
    await expect(
      page.getByRole("heading", { level: 1, name: heading }),
    ).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName(/^Open cart, 1 item/);
  }
  await send(page, "Has anything changed?");
  await expect(botMessages(page).last()).toHaveText(fallbackReply);
  await page
    .getByRole("banner")
    .getByRole("link", { name: "Home", exact: true })
    .click();
  await expect(
    cartLine(await openCart(page), "Circularium Nano"),
  ).toBeVisible();
  expect(documentLoads(), "pages loaded in the open tab").toBe(1);
  for (const script of await scriptsRun(page))
    expect(thisRelease, `the open tab ran ${script}`).toContain(script);

  // A new tab, and the open one reloaded, are the new release, its pages and its code.
  const tab = await context.newPage();
  for (const opened of [tab, page]) {
    await (opened === tab ? tab.goto("/returns") : page.reload());
    await waitUntilInteractive(opened);
    expect(await releaseOf(opened)).toMatch(
      new RegExp(`^${NEXT_RELEASE_URL}/`),
    );
    for (const script of await scriptsRun(opened))
      expect(
        nextRelease.scripts,
        `the new release's page ran ${script}`,
      ).toContain(script);
  }
});
