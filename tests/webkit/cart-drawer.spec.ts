import { Key } from "selenium-webdriver";
import { describe, expect, test } from "vitest";
import { TEXTS } from "../e2e/support/spec-data.ts";
import { useWebKitPage } from "./support/use-webkit-page.ts";
import {
  addToCart,
  cartButton,
  cartButtonName,
  cartTotal,
  expectToast,
  openCart,
  quantityOf,
  stepButton,
} from "./support/shop.ts";

describe("the cart drawer in WebKit", () => {
  const page = useWebKitPage();

  const drawersOpen = async () =>
    (await page.queryAllByRole("dialog", "Your Cart")).length;

  test("opens from the header's cart button; + and − change the quantity and the total, Remove takes a line out", async () => {
    await page.visit("/");
    await addToCart(page, "Circularium Pro");
    await addToCart(page, "Circularium Nano");
    await expect.poll(() => cartButtonName(page)).toBe("Open cart, 2 items");

    await openCart(page);
    expect(await cartTotal(page)).toMatch(/^Total\s*\$378$/);

    await page.click(stepButton(page, "Circularium Nano", "+"));
    await expect.poll(() => quantityOf(page, "Circularium Nano")).toBe("2");
    // $299 + 2 × $79
    await expect.poll(() => cartTotal(page)).toMatch(/^Total\s*\$457$/);

    await page.click(stepButton(page, "Circularium Nano", "-"));
    await expect.poll(() => quantityOf(page, "Circularium Nano")).toBe("1");
    await expect.poll(() => cartTotal(page)).toMatch(/^Total\s*\$378$/);

    await page.click(
      page.getByRole("button", "Remove Circularium Pro from cart"),
    );
    await expect.poll(() => cartTotal(page)).toMatch(/^Total\s*\$79$/);
    expect(
      await page.queryAllByRole("group", "Quantity, Circularium Pro"),
    ).toHaveLength(0);
  });

  test("Escape closes it, and focus returns to the cart button", async () => {
    await page.visit("/");
    await openCart(page);
    await page.press(Key.ESCAPE);
    await expect.poll(drawersOpen).toBe(0);
    expect(await page.hasFocus(cartButton(page))).toBe(true);
  });

  test("a click on the backdrop closes it", async () => {
    await page.visit("/");
    const drawer = await openCart(page);
    // Halfway between the window's edge and the drawer's.
    const { x } = await drawer.getRect();
    await page.clickAt(x / 2, 450);
    await expect.poll(drawersOpen).toBe(0);
  });

  test("Proceed to Checkout shows the placeholder toast, over the drawer", async () => {
    await page.visit("/");
    await addToCart(page, "Circularium Deluxe");
    await openCart(page);
    await page.click(page.getByRole("button", "Proceed to Checkout"));
    await expectToast(page, TEXTS.placeholderToast, undefined, {
      behindModal: true,
    });
    expect(await drawersOpen()).toBe(1);
  });
});
