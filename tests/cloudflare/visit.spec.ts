import { addToCart, cartButton, openCart } from "../e2e/support/cart";
import { expect, test, waitForHydration } from "../e2e/support/fixtures";
import { untilTheShopIsKept } from "../e2e/support/offline";
import { PAGES_BUT_HOME } from "../e2e/support/spec-data";

/*
 * A shopper's visit to the site as a CDN publishes it (`build/client`), on Cloudflare Pages' own
 * runtime. The fixtures fail a test on any Content-Security-Policy violation, console error, page
 * error or request to another origin: here, with the headers from `_headers`.
 */

test("a shopper fills the cart, reads the warranty and comes back", async ({
  page,
  visit,
}) => {
  await visit("/");
  await addToCart(page, "Circularium Pro");
  await addToCart(page, "Circularium Nano");
  await expect(cartButton(page)).toHaveAccessibleName("Open cart, 2 items");

  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Warranty", exact: true })
    .click();
  await expect(page).toHaveURL("/warranty");
  await expect(
    page.getByRole("heading", { level: 1, name: "Warranty Policy" }),
  ).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName("Open cart, 2 items");

  await page.goBack();
  await expect(page).toHaveURL("/");
  const drawer = await openCart(page);
  await expect(drawer.getByRole("listitem")).toHaveCount(2);
});

test("each page loads at its own URL and hydrates", async ({ page }) => {
  for (const { path, heading } of PAGES_BUT_HOME) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    // The address bar keeps the page's own URL: no redirect to `/warranty/`.
    expect(new URL(page.url()).pathname, path).toBe(path);
    await waitForHydration(page);
    await expect(
      page.getByRole("heading", { level: 1, name: heading }),
    ).toBeVisible();
  }
});

test("a page's other spellings lead to the page", async ({ page }) => {
  for (const path of ["/warranty/", "/warranty.html"]) {
    await page.goto(path);
    await expect(page, path).toHaveURL("/warranty");
    await waitForHydration(page);
    await expect(
      page.getByRole("heading", { level: 1, name: "Warranty Policy" }),
    ).toBeVisible();
  }
});

test("a path with doubled slashes shows the page, at the page's own address", async ({
  page,
  baseURL,
}) => {
  // Cloudflare serves the warranty's HTML here, as written; the page mends its address.
  const response = await page.goto(`${baseURL}//warranty`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page).toHaveURL("/warranty");
  await expect(
    page.getByRole("heading", { level: 1, name: "Warranty Policy" }),
  ).toBeVisible();
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(page).toHaveTitle(/Warranty/);
});

test("an unknown path shows the 404 page, which leads home", async ({
  page,
}) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(
    page.getByRole("heading", { level: 1, name: "Page Not Found" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Go Back to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("the service worker keeps the release: every file it fetches is the build's, byte for byte", async ({
  page,
  visit,
}) => {
  // Each comes with the integrity of the build's bytes (record 131): a page or a file the
  // runtime changed on its way would fail the install, and the worker would never take over.
  await visit("/");
  await untilTheShopIsKept(page);
});
