import type { Page } from "@playwright/test";
import { addToCart, cartButton, cartLine, openCart } from "./support/cart";
import { botMessages, fallbackReply, send } from "./support/chat";
import { expect, waitUntilInteractive } from "./support/fixtures";
import { countDocumentLoads } from "./support/navigation-checks";
import { test, untilTheShopIsKept } from "./support/offline";
import { footerLinkLabel } from "./support/page-links";
import { footerLink } from "./support/sections";
import { PAGES, PAGES_BUT_HOME } from "./support/spec-data";

const HOME_HEADING = PAGES.find(({ path }) => path === "/")?.heading ?? "";

const pageHeading = (page: Page, name: string) =>
  page.getByRole("heading", { level: 1, name });

const oneItemInCart = /^Open cart, 1 item/;

test.describe("with no connection after a first visit", () => {
  test("every page opens by its links, the cart is kept, and the chat answers @mobile", async ({
    page,
    visit,
    loseConnection,
  }) => {
    const documentLoads = countDocumentLoads(page);
    await visit("/");
    await untilTheShopIsKept(page);
    await addToCart(page, "Circularium Nano");
    await expect(cartButton(page)).toHaveAccessibleName(oneItemInCart);

    await loseConnection();
    for (const { path, heading } of PAGES_BUT_HOME) {
      await footerLink(page, footerLinkLabel(path)).click();
      await expect(pageHeading(page, heading)).toBeVisible();
      await expect(cartButton(page)).toHaveAccessibleName(oneItemInCart);
    }
    await footerLink(page, "Help Center").click();
    await send(page, "Is my Nano covered?");
    await expect(botMessages(page).last()).toHaveText(fallbackReply);

    await footerLink(page, "Circularium Nano").click();
    await expect(pageHeading(page, HOME_HEADING)).toBeVisible();
    const drawer = await openCart(page);
    await expect(cartLine(drawer, "Circularium Nano")).toBeVisible();
    expect(documentLoads(), "pages loaded in all").toBe(1);
  });

  test("every page opens by a reload, and works", async ({
    page,
    visit,
    loseConnection,
  }) => {
    await visit("/");
    await untilTheShopIsKept(page);
    await loseConnection();

    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await expect(pageHeading(page, heading)).toBeVisible();
      await waitUntilInteractive(page);
      await page.reload();
      await expect(pageHeading(page, heading)).toBeVisible();
      await waitUntilInteractive(page);
    }
    // A page loaded with no connection works: its code came with it.
    await page.goto("/");
    await waitUntilInteractive(page);
    await addToCart(page, "Circularium Pro");
    await expect(cartButton(page)).toHaveAccessibleName(oneItemInCart);
  });

  test("every page opens in a new tab, and any other address is the 404 page", async ({
    page,
    context,
    visit,
    loseConnection,
  }) => {
    await visit("/");
    await untilTheShopIsKept(page);
    await loseConnection();

    const tab = await context.newPage();
    const tabProblems: string[] = [];
    tab.on("pageerror", (error) => tabProblems.push(error.message));
    tab.on("console", (message) => {
      // The 404 page comes with its status, which Chromium logs as an error.
      const notFoundPage = message.location().url.endsWith("/no-such-page");
      if (message.type() === "error" && !notFoundPage)
        tabProblems.push(message.text());
    });
    for (const { path, heading } of PAGES) {
      await tab.goto(path);
      await expect(pageHeading(tab, heading)).toBeVisible();
      await waitUntilInteractive(tab);
    }
    await tab.goto("/no-such-page");
    await expect(pageHeading(tab, "Page Not Found")).toBeVisible();
    await expect(
      tab.getByRole("link", { name: "Go Back to Home" }),
    ).toBeVisible();
    expect(tabProblems, "errors in the new tab").toEqual([]);
  });
});

test.describe("when the other pages' code cannot be had", () => {
  // Without the worker, whose copy would answer: this is a first visit losing its connection.
  test.use({ serviceWorkers: "block" });

  test("pointing at and focusing every link to another page never reloads the page, and the cart stays", async ({
    page,
    visit,
    refuse,
  }) => {
    const refused = await refuse(
      /\/assets\/(?:warranty|returns|help-center)-[\w-]+\.js$/,
    );
    const documentLoads = countDocumentLoads(page);
    await visit("/");
    await addToCart(page, "Circularium Nano");
    // The page fetched them ahead once idle, and was refused each.
    await expect.poll(refused).toBe(3);

    const toOtherPages = page.getByRole("link", {
      name: /^(?:Warranty|Returns|Help Center)$/,
    });
    await expect(toOtherPages).toHaveCount(3);
    for (const link of await toOtherPages.all()) {
      await link.hover();
      await link.focus();
    }
    // Long enough for anything that fetches on a pointer's rest to have asked and failed.
    await page.waitForTimeout(500);
    expect(documentLoads(), "pages loaded").toBe(1);
    await expect(cartButton(page)).toHaveAccessibleName(oneItemInCart);
  });
});

test.describe("a repeat visit", () => {
  test("takes the page's files from the kept release without waiting for the worker to start", async ({
    page,
    context,
    visit,
    browserName,
  }) => {
    test.skip(
      browserName !== "chromium",
      "the static routing API is Chromium's alone (123 on): elsewhere the worker answers them",
    );
    await visit("/");
    await untilTheShopIsKept(page);

    const again = await context.newPage();
    await again.goto("/warranty");
    await expect(pageHeading(again, "Warranty Policy")).toBeVisible();
    await waitUntilInteractive(again);
    // Where each of the release's files came from, as the browser reports it.
    const sources = await again.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter(({ name }) => new URL(name).pathname.startsWith("/assets/"))
        .map((entry) => ({
          file: new URL(entry.name).pathname,
          source:
            "workerMatchedSourceType" in entry
              ? entry.workerMatchedSourceType
              : "not reported",
        })),
    );
    expect(sources.length, "the stylesheet, fonts and code").toBeGreaterThan(3);
    expect(sources.filter(({ source }) => source !== "cache")).toEqual([]);
  });
});
