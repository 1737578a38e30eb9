import { afterEach, describe, expect, test } from "vitest";
import { useWebKitPage } from "./support/use-webkit-page.ts";
import {
  cartButtonName,
  firstVisitKeptWithANano,
  isSameDocument,
  openCart,
} from "./support/shop.ts";
import { footerLinkLabel } from "../e2e/support/page-links.ts";
import { PAGES, PAGES_BUT_HOME } from "../e2e/support/spec-data.ts";

const HOME_HEADING = PAGES.find(({ path }) => path === "/")?.heading ?? "";

describe("with no connection after a first visit, in WebKit", () => {
  const page = useWebKitPage();
  afterEach(() => page.restoreConnection());

  test("every page opens by its links, the cart kept, and by a reload", async () => {
    await firstVisitKeptWithANano(page);

    await page.loseConnection();
    for (const { path, heading } of PAGES_BUT_HOME) {
      await page.click(
        page.getByRole("link", footerLinkLabel(path), {
          within: await page.getByRole("contentinfo"),
        }),
      );
      await expect.poll(() => page.pathname()).toBe(path);
      await page.getByRole("heading", heading);
      expect(await cartButtonName(page)).toBe("Open cart, 1 item");
    }
    await page.click(
      page.getByRole("link", "Home", {
        within: await page.getByRole("navigation", "Main"),
      }),
    );
    await page.getByRole("heading", HOME_HEADING);
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
