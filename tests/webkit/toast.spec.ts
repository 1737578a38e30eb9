import { performance } from "node:perf_hooks";
import { describe, expect, test } from "vitest";
import { useWebKitPage } from "./support/use-webkit-page.ts";
import { addToCart, expectAddedToast, toasts } from "./support/shop.ts";

describe("toasts in WebKit", () => {
  const page = useWebKitPage();

  test("a toast closes by itself, 5 seconds after it shows", async () => {
    await page.visit("/");
    const tappedAt = performance.now();
    await addToCart(page, "Circularium Nano");
    await expectAddedToast(page, "Circularium Nano");

    await expect
      .poll(async () => (await toasts(page)).length, { timeout: 10_000 })
      .toBe(0);
    // Not before its 5000 ms from the tap; its 150 ms fade, and the polling on a busy machine,
    // come after (5.4 s here).
    const gone = performance.now() - tappedAt;
    expect(gone).toBeGreaterThanOrEqual(5000);
    expect(gone).toBeLessThan(8000);
  });
});
