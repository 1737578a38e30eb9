import { expect, type Page } from "@playwright/test";
import { type ProductName, TEXTS } from "./spec-data";

/** Radix's toast viewport: a landmark named after its hotkey. */
export const notifications = (page: Page, { behindModal = false } = {}) =>
  page.getByRole("region", {
    name: "Notifications (F8)",
    // An open modal dialog hides the rest of the page, this region included, from assistive
    // technology; the toast still shows on top of it.
    includeHidden: behindModal,
  });

/** The toasts on screen. */
export const toasts = (page: Page, options?: { behindModal?: boolean }) =>
  notifications(page, options).getByRole("listitem", {
    includeHidden: options?.behindModal ?? false,
  });

/** Exactly one toast is on screen, and it reads `title` (and `description`). */
export async function expectToast(
  page: Page,
  title: string,
  description?: string,
  options?: { behindModal?: boolean },
) {
  const toast = toasts(page, options);
  await expect(toast).toHaveCount(1);
  await expect(toast).toBeVisible();
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  if (description !== undefined) {
    await expect(toast.getByText(description, { exact: true })).toBeVisible();
  }
}

export const expectPlaceholderToast = (
  page: Page,
  options?: { behindModal?: boolean },
) => expectToast(page, TEXTS.placeholderToast, undefined, options);

/** The toast that says `name` was just added to the cart is the one on screen. */
export function expectAddedToast(page: Page, name: ProductName) {
  const { title, description } = TEXTS.addedToCart(name);
  return expectToast(page, title, description);
}
