import { describe, expect, test } from "vitest";
import { useWebKitPage } from "./support/use-webkit-page.ts";
import { addToCart, cartButtonName } from "./support/shop.ts";

declare global {
  interface Window {
    webkitSameDocument?: true;
  }
}

describe("links between pages in WebKit", () => {
  const page = useWebKitPage();

  test("the cart survives going to the warranty page and back home: no page is loaded again", async () => {
    await page.visit("/");
    await addToCart(page, "Circularium Pro");
    await expect.poll(() => cartButtonName(page)).toBe("Open cart, 1 item");
    // Gone with the document, were a link to load another.
    await page.evaluate(() => {
      window.webkitSameDocument = true;
    });

    await page.click(
      page.getByRole("link", "Warranty", {
        within: await page.getByRole("contentinfo"),
      }),
    );
    await expect.poll(() => page.pathname()).toBe("/warranty");
    await page.getByRole("heading", "Warranty Policy");

    await page.click(
      page.getByRole("link", "Home", {
        within: await page.getByRole("navigation", "Main"),
      }),
    );
    await expect.poll(() => page.pathname()).toBe("/");
    expect(await cartButtonName(page)).toBe("Open cart, 1 item");
    expect(await page.evaluate(() => window.webkitSameDocument)).toBe(true);
  });
});
