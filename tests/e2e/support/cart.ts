import { expect, type Locator, type Page } from "@playwright/test";
import { clickWhereItIs } from "./on-screen";
import type { ProductName } from "./spec-data";

/* The cart, as a shopper uses it. */

export const cartButton = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: /^Open cart/ });

export async function addToCart(page: Page, name: ProductName) {
  await page
    .getByRole("article", { name })
    .getByRole("button", { name: "Add to Cart" })
    .click();
}

export const cartDrawer = (page: Page) =>
  page.getByRole("dialog", { name: "Your Cart" });

/** The cart button is in the sticky header, always on screen: it is clicked where it is. */
export async function openCart(page: Page) {
  await clickWhereItIs(cartButton(page));
  const drawer = cartDrawer(page);
  await expect(drawer).toBeVisible();
  return drawer;
}

export const cartLine = (drawer: Locator, name: ProductName) =>
  drawer
    .getByRole("listitem")
    .filter({ has: drawer.page().getByRole("heading", { name }) });

export const cartTotal = (drawer: Locator) =>
  drawer.getByRole("paragraph").filter({ hasText: /^Total/ });
