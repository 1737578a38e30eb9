import type { Locator, Page } from "@playwright/test";
import { addToCart } from "./support/cart";
import { CHROMIUM_ONLY, expect, test } from "./support/fixtures";
import { animationsFinished } from "./support/on-screen";
import { TEXTS } from "./support/spec-data";
import {
  expectAddedToast,
  expectPlaceholderToast,
  notifications,
  toasts,
} from "./support/toasts";

/** Shows the placeholder toast the way a shopper does: with the hero's Learn More. */
async function showToast(page: Page) {
  await page.getByRole("button", { name: "Learn More" }).click();
  await expectPlaceholderToast(page);
  return toasts(page);
}

/**
 * The toast is on screen and staying: not fading out. A toast that has just closed still shows
 * for its exit animation, so wait for its animations to end before looking at it.
 */
async function expectToastStays(toast: Locator) {
  await animationsFinished(toast);
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCSS("opacity", "1");
}

/**
 * Drags the toast by `right` and `up` pixels: with a finger on a touch screen, where shoppers
 * swipe, and with the mouse elsewhere.
 */
async function dragToast(
  page: Page,
  { right = 0, up = 0 }: { right?: number; up?: number },
  touch: boolean,
) {
  const box = await toasts(page).boundingBox();
  if (!box) throw new Error("no toast to drag");
  // Whole pixels, so the drag covers exactly the distance asked for.
  const start = {
    x: Math.round(box.x + box.width / 2),
    y: Math.round(box.y + box.height / 2),
  };
  const steps = 10;
  const along = (step: number) => ({
    x: start.x + (right * step) / steps,
    y: start.y - (up * step) / steps,
  });
  if (!touch) {
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + right, start.y - up, { steps });
    await page.mouse.up();
    return;
  }
  // Playwright's touchscreen only taps: a drag goes through the browser's touch input.
  const input = await page.context().newCDPSession(page);
  const touchAt = (
    type: "touchStart" | "touchMove" | "touchEnd",
    points: { x: number; y: number }[],
  ) => input.send("Input.dispatchTouchEvent", { type, touchPoints: points });
  await touchAt("touchStart", [start]);
  for (let step = 1; step <= steps; step++)
    await touchAt("touchMove", [along(step)]);
  await touchAt("touchEnd", []);
  await input.detach();
}

test.describe("toasts", () => {
  test("only one toast shows at a time: a new one replaces the previous @mobile", async ({
    page,
    visit,
  }) => {
    // With time standing still, the first toast would stay: only the new one can remove it.
    await visit("/", { pausedClock: true });
    await showToast(page);

    await addToCart(page, "Circularium Pro");
    await expectAddedToast(page, "Circularium Pro");
    await expect(
      notifications(page).getByText(TEXTS.placeholderToast),
    ).toHaveCount(0);

    await addToCart(page, "Circularium Nano");
    await expectAddedToast(page, "Circularium Nano");
    await expect(
      notifications(page).getByText(
        TEXTS.addedToCart("Circularium Pro").description,
      ),
    ).toHaveCount(0);
  });

  test("a screen reader hears the toast's title, description and action apart, in order", async ({
    page,
    visit,
  }) => {
    await visit("/warranty");
    await page.getByRole("button", { name: "Request RMA" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: TEXTS.rmaToast.title }),
    ).toHaveText(
      `Notification ${TEXTS.rmaToast.title} ${TEXTS.rmaToast.description} Visit the Help Center`,
    );
  });

  for (const { kind, path, button } of [
    { kind: "placeholder", path: "/", button: "Learn More" },
    { kind: "added-to-cart", path: "/", button: "Add to Cart" },
    { kind: "RMA", path: "/warranty", button: "Request RMA" },
    { kind: "RMA", path: "/returns", button: "Start a Return" },
  ]) {
    test(`the ${kind} toast from ${button} closes by itself after 5 seconds`, async ({
      page,
      visit,
    }) => {
      await visit(path, { pausedClock: true });
      await page.getByRole("button", { name: button }).first().click();
      const toast = toasts(page);
      await expect(toast).toHaveCount(1);
      // Away from the toast, whose timer pauses under the pointer.
      await page.mouse.move(0, 0);

      await page.clock.runFor(4999);
      await expectToastStays(toast);
      await page.clock.runFor(1);
      await expect(toast).toHaveCount(0);
    });
  }

  test("the timer pauses while the pointer is over the toast", async ({
    page,
    visit,
  }) => {
    await visit("/", { pausedClock: true });
    const toast = await showToast(page);

    await page.clock.runFor(1000);
    await toast.hover();
    await page.clock.runFor(10_000);
    await expectToastStays(toast);

    // Away from the toast, the remaining 4 seconds run again.
    await page.mouse.move(10, 400);
    await page.clock.runFor(3900);
    await expectToastStays(toast);
    await page.clock.runFor(100);
    await expect(toast).toHaveCount(0);
  });

  test("the timer pauses while the toast has focus", async ({
    page,
    visit,
  }) => {
    await visit("/", { pausedClock: true });
    const toast = await showToast(page);

    await page.clock.runFor(1000);
    await page.keyboard.press("F8");
    await page.keyboard.press("Tab");
    await expect(toast).toBeFocused();
    await page.clock.runFor(10_000);
    await expectToastStays(toast);

    // Focus leaves the toast: the remaining 4 seconds run again.
    await page.getByRole("heading", { level: 1 }).click();
    await expect(toast).not.toBeFocused();
    await page.clock.runFor(3900);
    await expectToastStays(toast);
    await page.clock.runFor(100);
    await expect(toast).toHaveCount(0);
  });

  test("swiping a toast right past 50 px dismisses it @mobile", async ({
    page,
    browserName,
    visit,
    hasTouch,
  }) => {
    test.skip(hasTouch && browserName !== "chromium", CHROMIUM_ONLY.touchDrag);
    await visit("/", { pausedClock: true });
    const toast = await showToast(page);
    await dragToast(page, { right: 51 }, hasTouch);
    await expect(toast).toHaveCount(0);
  });

  test("a finger put down on a toast and drawn up scrolls the page, and leaves the toast in place @mobile", async ({
    page,
    browserName,
    visit,
    hasTouch,
  }) => {
    test.skip(hasTouch && browserName !== "chromium", CHROMIUM_ONLY.touchDrag);
    test.skip(!hasTouch, "a drag with the mouse selects; a finger scrolls");
    await visit("/", { pausedClock: true });
    const toast = await showToast(page);
    const scrolled = () => page.evaluate(() => scrollY);
    const before = await scrolled();
    await dragToast(page, { up: 200 }, hasTouch);
    await expect.poll(scrolled).toBeGreaterThan(before + 100);
    await expectToastStays(toast);
  });

  test("a swipe of 50 px, not past it, leaves the toast in place @mobile", async ({
    page,
    browserName,
    visit,
    hasTouch,
  }) => {
    test.skip(hasTouch && browserName !== "chromium", CHROMIUM_ONLY.touchDrag);
    await visit("/", { pausedClock: true });
    const toast = await showToast(page);
    const restingX = async () => {
      // Once its entrance (or spring-back) animation has finished.
      await animationsFinished(toast);
      return (await toast.boundingBox())?.x;
    };
    const before = await restingX();
    await dragToast(page, { right: 50 }, hasTouch);
    await expectToastStays(toast);
    // It springs back to where it was.
    await expect.poll(restingX).toBe(before);
  });

  test("the close button dismisses the toast @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/", { pausedClock: true });
    const toast = await showToast(page);
    await toast.getByRole("button", { name: "Close notification" }).click();
    await expect(toast).toHaveCount(0);
  });

  test("F8 moves focus to the notifications", async ({ page, visit }) => {
    await visit("/", { pausedClock: true });
    const toast = await showToast(page);
    await expect(toast).not.toBeFocused();

    await page.keyboard.press("F8");
    const list = notifications(page).getByRole("list");
    await expect(list).toBeFocused();
    // Where focus went shows: a ring around the toasts.
    await expect(list).toHaveCSS("outline-style", "solid");
    await page.keyboard.press("Tab");
    await expect(toast).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(
      toast.getByRole("button", { name: "Close notification" }),
    ).toBeFocused();
  });

  test("F8 with no notification on screen leaves focus where it is", async ({
    page,
    visit,
  }) => {
    await visit("/", { pausedClock: true });
    // The toaster has loaded: its (empty) region is on the page.
    await expect(notifications(page)).toBeAttached();
    const learnMore = page.getByRole("button", { name: "Learn More" });
    await learnMore.focus();
    await page.keyboard.press("F8");
    await expect(learnMore).toBeFocused();

    await page.keyboard.press("Enter");
    const toast = toasts(page);
    await expect(toast).toBeVisible();
    await page.keyboard.press("F8");
    await expect(notifications(page).getByRole("list")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toast).toHaveCount(0);
    await expect(learnMore).toBeFocused();
    await page.keyboard.press("F8");
    await expect(learnMore).toBeFocused();
  });

  test("closing a toast from the keyboard gives focus back to where it was before F8", async ({
    page,
    visit,
  }) => {
    await visit("/warranty", { pausedClock: true });
    const requestRma = page.getByRole("button", { name: "Request RMA" });
    await requestRma.focus();
    await page.keyboard.press("Enter");
    const toast = toasts(page);
    await expect(toast).toBeVisible();

    await page.keyboard.press("F8");
    await page.keyboard.press("Tab");
    await expect(toast).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toast).toHaveCount(0);
    await expect(requestRma).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(toast).toBeVisible();
    await page.keyboard.press("F8");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const close = toast.getByRole("button", { name: "Close notification" });
    await expect(close).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toast).toHaveCount(0);
    await expect(requestRma).toBeFocused();
  });
});
