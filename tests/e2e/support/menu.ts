import type { Page } from "@playwright/test";

/* The header's navigation, and on a phone the menu that holds it. */

export const mainNav = (page: Page) =>
  page.getByRole("banner").getByRole("navigation", { name: "Main" });

/** The phone's menu toggle. Its name stays "Menu" whether open or not: aria-expanded says which. */
export const menuToggle = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: "Menu", exact: true });
