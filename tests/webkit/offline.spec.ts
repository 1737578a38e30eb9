import { afterEach, describe, expect, test } from "vitest";
import { useWebKitPage } from "./support/use-webkit-page.ts";
import {
  cartButtonName,
  firstVisitKeptWithANano,
  isSameDocument,
  openCart,
} from "./support/shop.ts";

/** Each page, the footer's link to it, and its heading, as a shopper finds them. */
const PAGES = [
  {
    path: "/",
    link: "Home",
    heading: "A small aquarium that keeps itself clean",
  },
  { path: "/warranty", link: "Warranty", heading: "Warranty Policy" },
  { path: "/returns", link: "Returns", heading: "Returns & Refunds" },
  { path: "/help-center", link: "Help Center", heading: "Help Center" },
] as const;

describe("with no connection after a first visit, in WebKit", () => {
  const page = useWebKitPage();
  afterEach(() => page.restoreConnection());

  test("every page opens by its links, the cart kept, and by a reload", async () => {
    await firstVisitKeptWithANano(page);

    await page.loseConnection();
    for (const { path, link, heading } of PAGES.slice(1)) {
      await page.click(
        page.getByRole("link", link, {
          within: await page.getByRole("contentinfo"),
        }),
      );
      await expect.poll(() => page.pathname()).toBe(path);
      await page.getByRole("heading", heading);
      expect(await cartButtonName(page)).toBe("Open cart, 1 item");
    }
    await page.click(
      page.getByRole("link", PAGES[0].link, {
        within: await page.getByRole("navigation", "Main"),
      }),
    );
    await page.getByRole("heading", PAGES[0].heading);
    await page.getByRole("heading", "Circularium Nano", {
      within: await openCart(page),
    });
    expect(await isSameDocument(page)).toBe(true);

    for (const { path, heading } of PAGES) {
      await page.visit(path);
      await page.getByRole("heading", heading);
    }
  });
});
