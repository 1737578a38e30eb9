import { describe, expect, test } from "vitest";
import { useWebKitPage } from "./support/fixtures.ts";
import { addToCart, cartButtonName, expectAddedToast } from "./support/shop.ts";

describe("Add to Cart in WebKit", () => {
  const page = useWebKitPage();

  test("tapped at once after the page loads, before it has hydrated, adds the product once", async () => {
    await page.goto("/");
    await addToCart(page, "Circularium Pro");
    await page.waitForHydration();

    expect(await page.taps(), "the tap came before hydration").toEqual([
      { beforeHydration: true },
    ]);
    await expect.poll(() => cartButtonName(page)).toBe("Open cart, 1 item");
    await expectAddedToast(page, "Circularium Pro");
    // The replay is over (the page has hydrated): still one.
    expect(await cartButtonName(page)).toBe("Open cart, 1 item");
  });

  test("tapped once the page has hydrated, adds the product", async () => {
    await page.visit("/");
    await addToCart(page, "Circularium Nano");

    expect(await page.taps()).toEqual([{ beforeHydration: false }]);
    await expect.poll(() => cartButtonName(page)).toBe("Open cart, 1 item");
    await expectAddedToast(page, "Circularium Nano");
  });
});
