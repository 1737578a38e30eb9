import type { Page } from "@playwright/test";

/**
 * Waits until the first visit has gone quiet: the page fetched the other pages' code once idle,
 * then registered the service worker, which has kept the release and now serves the page.
 */
export async function untilTheShopIsKept(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
