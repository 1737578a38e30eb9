import type { Locator, Page } from "@playwright/test";

/** The home page section that holds `content`. */
const sectionWith = (page: Page, content: Locator) =>
  page.getByRole("main").getByRole("region").filter({ has: content });

export const homeSections = (page: Page) => ({
  hero: sectionWith(page, page.getByRole("link", { name: "Shop Now" })),
  features: sectionWith(
    page,
    page.getByRole("heading", { name: "Self-Cleaning" }),
  ),
  products: sectionWith(
    page,
    page.getByRole("article", { name: "Circularium Pro" }),
  ),
  callToAction: sectionWith(
    page,
    page.getByRole("button", { name: "Contact Us" }),
  ),
});

/** A link of the site's footer, by its text. */
export const footerLink = (page: Page, name: string) =>
  page.getByRole("contentinfo").getByRole("link", { name, exact: true });
