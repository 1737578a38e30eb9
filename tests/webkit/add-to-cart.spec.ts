import { describe, expect, test } from "vitest";
import { useWebKitPage } from "./support/use-webkit-page.ts";
import { DESKTOP } from "./support/page.ts";
import { addToCart, cartButtonName, expectAddedToast } from "./support/shop.ts";

describe("Add to Cart in WebKit, before the page has hydrated", () => {
  // A session of its own: its first page, whose scripts no cache holds.
  const page = useWebKitPage(DESKTOP, { waitForLoad: false });

  test("tapped while the app's scripts are still loading, adds the product once", async () => {
    const hydrate = await page.gotoBeforeHydration("/");
    await addToCart(page, "Circularium Pro");
    expect(await page.taps(), "the tap came before hydration").toEqual([
      { beforeHydration: true },
    ]);
    await hydrate();

    await expect.poll(() => cartButtonName(page)).toBe("Open cart, 1 item");
    await expectAddedToast(page, "Circularium Pro");
    // The replay is over (the page has hydrated): still one.
    expect(await cartButtonName(page)).toBe("Open cart, 1 item");
  });
});

describe("Add to Cart in WebKit, once the page has hydrated", () => {
  const page = useWebKitPage();

  test("tapped, adds the product", async () => {
    await page.visit("/");
    await addToCart(page, "Circularium Nano");

    expect(await page.taps()).toEqual([{ beforeHydration: false }]);
    await expect.poll(() => cartButtonName(page)).toBe("Open cart, 1 item");
    await expectAddedToast(page, "Circularium Nano");
  });
});
