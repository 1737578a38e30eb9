import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import {
  countDocumentLoads,
  expectScrolledTo,
} from "./support/navigation-checks";
import { footerLinkLabel } from "./support/page-links";
import { homeSections } from "./support/sections";
import { PAGES_BUT_HOME, PRODUCTS } from "./support/spec-data";
import { linesOfEach } from "./support/text";
import { expectPlaceholderToast } from "./support/toasts";

const footer = (page: Page) => page.getByRole("contentinfo");
const column = (page: Page, name: string) =>
  footer(page).getByRole("navigation", { name });
/** Every link or button in the footer's columns. */
const entries = (page: Page) =>
  footer(page)
    .getByRole("navigation")
    .getByRole("listitem")
    .locator("a, button");

/** The spec's words for the footer's links to its pages. */
const SPEC_LINK_NAMES: Readonly<Record<string, string>> = {
  "/help-center": "Help Center",
  "/warranty": "Warranty",
  "/returns": "Returns",
};

/** The footer's link to every page but home: the spec's by its words, any other by its own. */
const PAGE_LINKS = PAGES_BUT_HOME.map(({ path, heading }) => ({
  name: SPEC_LINK_NAMES[path] ?? footerLinkLabel(path),
  url: path,
  heading,
}));

const PLACEHOLDER_ENTRIES = [
  "Parts",
  "Installation Guide",
  "About Us",
  "Technology",
  "Careers",
  "Contact",
] as const;

test.describe("footer", () => {
  test("every entry is a tap target of at least 24 by 24 px @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/");
    // WCAG 2.2's minimum target size (2.5.8), met by the entry itself, not by its spacing.
    await expect(entries(page)).toHaveCount(
      PRODUCTS.length + PAGE_LINKS.length + PLACEHOLDER_ENTRIES.length,
    );
    for (const entry of await entries(page).all()) {
      const box = await entry.boundingBox();
      expect(box?.height, await entry.innerText()).toBeGreaterThanOrEqual(24);
      expect(box?.width, await entry.innerText()).toBeGreaterThanOrEqual(24);
    }
  });

  test("every entry stays on one line, from a phone to a desktop", async ({
    page,
    visit,
  }) => {
    await visit("/");
    for (const width of [320, 375, 640, 768, 834, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const shown = await linesOfEach(entries(page));
      expect(shown).toHaveLength(
        PRODUCTS.length + PAGE_LINKS.length + PLACEHOLDER_ENTRIES.length,
      );
      expect(
        shown.filter(({ lines }) => lines !== 1),
        `at ${width} px`,
      ).toEqual([]);
    }
  });

  test("has the Products, Support and Company columns @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/");
    await expect(footer(page).getByRole("navigation")).toHaveText([
      /^Products/,
      /^Support/,
      /^Company/,
    ]);
    for (const name of ["Products", "Support", "Company"]) {
      await expect(
        column(page, name).getByRole("heading", { name }),
      ).toBeVisible();
    }
  });

  test("its three columns of links sit side by side from 640 px, one above the other on a phone", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const tops = async () => {
      const columns = footer(page).getByRole("navigation");
      await expect(columns).toHaveCount(3);
      const boxes = await Promise.all(
        (await columns.all()).map((nav) => nav.boundingBox()),
      );
      return new Set(boxes.map((box) => box?.y)).size;
    };

    // A phone held sideways: one column left the right half empty, 960 px tall.
    for (const width of [667, 1024]) {
      await page.setViewportSize({ width, height: 375 });
      expect(await tops(), `one row at ${width} px`).toBe(1);
    }
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await tops(), "one column at 375 px").toBe(3);
  });

  test("ends the screen on a page shorter than it, with no band of background below", async ({
    page,
    visit,
  }) => {
    await page.setViewportSize({ width: 1024, height: 1366 });
    await visit("/no-such-page");
    const box = await footer(page).boundingBox();
    expect(box && box.y + box.height).toBeCloseTo(1366, 0);
  });

  test("shows a copyright line with the current year", async ({
    page,
    visit,
  }) => {
    await visit("/returns");
    const year = new Date().getFullYear();
    await expect(
      footer(page).getByText(new RegExp(`©\\s*${year}\\b.*Circularium`)),
    ).toBeVisible();
  });

  test("shows the year it is read in, not the year the page was built", async ({
    page,
    visit,
  }) => {
    // The pages were built this year; read them on the 2nd of January next year.
    const nextYear = new Date().getFullYear() + 1;
    await page.clock.install({ time: new Date(nextYear, 0, 2, 12) });
    await visit("/warranty");
    await expect(
      footer(page).getByText(new RegExp(`©\\s*${nextYear}\\b.*Circularium`)),
    ).toBeVisible();
  });

  for (const link of PAGE_LINKS) {
    test(`${link.name} opens its page without reloading the document`, async ({
      page,
      visit,
    }) => {
      await visit("/");
      const documentLoads = countDocumentLoads(page);
      await footer(page)
        .getByRole("link", { name: link.name, exact: true })
        .click();

      await expect(page).toHaveURL(link.url);
      await expect(
        page.getByRole("heading", { level: 1, name: link.heading }),
      ).toBeVisible();
      expect(documentLoads(), "documents loaded by the navigation").toBe(0);
    });
  }

  test("the Products column lists the three models, each leading to the products", async ({
    page,
    visit,
  }) => {
    await visit("/returns");
    const models = column(page, "Products").getByRole("link");
    await expect(models).toHaveText([
      "Circularium Pro",
      "Circularium Nano",
      "Circularium Deluxe",
    ]);
    for (const model of await models.all())
      await expect(model).toHaveAttribute("href", "/#products");
    await models.filter({ hasText: "Circularium Nano" }).click();
    await expect(page).toHaveURL("/#products");
    await expectScrolledTo(page, homeSections(page).products);
  });

  for (const name of PLACEHOLDER_ENTRIES) {
    test(`${name} shows the placeholder toast`, async ({ page, visit }) => {
      await visit("/warranty");
      await footer(page).getByRole("button", { name, exact: true }).click();
      await expectPlaceholderToast(page);
      await expect(page).toHaveURL("/warranty");
    });
  }
});
