import { expect, type Locator, type Page } from "@playwright/test";

/** The focus ring (2 px wide, 2 px out from the control) shows whole, on screen. */
export async function expectFocusRingOnScreen(control: Locator) {
  const box = await control.boundingBox();
  const screen = control.page().viewportSize();
  const ring = 4;
  if (!box || !screen)
    throw new Error("The control is not laid out on a screen");
  expect(
    {
      top: box.y >= ring,
      left: box.x >= ring,
      bottom: box.y + box.height <= screen.height - ring,
      right: box.x + box.width <= screen.width - ring,
    },
    "each edge of the focus ring on screen",
  ).toEqual({ top: true, left: true, bottom: true, right: true });
}

/** Waits until the element's animations (an entrance, an exit, a spring-back) have finished. */
export const animationsFinished = (element: Locator) =>
  element.evaluate((node) =>
    Promise.all(node.getAnimations().map(({ finished }) => finished)),
  );

/**
 * Nothing that takes pointer events is painted over the element's centre (the browser's hit
 * test skips the rest): `toBeVisible` also passes for an element that something else covers.
 */
export async function expectOnTop(element: Locator) {
  // The browser says what is on top only within the window.
  await element.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      element.evaluate((node) => {
        const { x, y, width, height } = node.getBoundingClientRect();
        const top = document.elementFromPoint(x + width / 2, y + height / 2);
        return top !== null && node.contains(top);
      }),
    )
    .toBe(true);
}

/** The widths of the phones the layout is checked at, narrowest first. */
export const PHONE_WIDTHS = [320, 360, 375, 390, 414];

/**
 * Sets the browser's text size (its default font size), as a reader does in its settings. The
 * session stays open: detached, the browser forgets the size.
 */
export async function setBrowserTextSize(page: Page, pixels: number) {
  const browser = await page.context().newCDPSession(page);
  await browser.send("Page.setFontSizes", { fontSizes: { standard: pixels } });
}

/**
 * Clicks the element where it is on screen, as a person does. Playwright's own click first
 * scrolls the element into view, and over WebDriver BiDi (Firefox) it always scrolls it to the
 * middle of the window, even a button of the sticky header: the page would move under the test.
 */
export async function clickWhereItIs(element: Locator) {
  await expect(element).toBeInViewport();
  const box = await element.boundingBox();
  if (!box) throw new Error("The element is not laid out on a screen");
  await element
    .page()
    .mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * The middle of the page's width, in CSS px: the window's, less a classic scrollbar (Firefox on
 * a desktop draws one; a phone's, and headless Chromium's, take no room).
 */
export const pageCentre = (page: Page) =>
  page.evaluate(() => document.documentElement.clientWidth / 2);

/**
 * Sizes the window so that the page is laid out `width` CSS px wide. A classic scrollbar
 * (Firefox's on a desktop) takes its room from the window; a phone's takes none.
 */
export async function setPageSize(
  page: Page,
  size: { width: number; height: number },
) {
  await page.setViewportSize(size);
  const scrollbar = await page.evaluate(
    () => window.innerWidth - document.documentElement.clientWidth,
  );
  if (scrollbar > 0)
    await page.setViewportSize({ ...size, width: size.width + scrollbar });
}
