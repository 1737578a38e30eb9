import { expect, type Locator, type Page } from "@playwright/test";

/**
 * The section has been scrolled to: its top edge rests just below the sticky header, as
 * after following a link to it (or it is the last section, and the page is scrolled to its end).
 */
export async function expectScrolledTo(page: Page, section: Locator) {
  await expect(section).toBeInViewport();
  await expect
    .poll(
      async () => {
        const box = await section.boundingBox();
        const atBottom = await page.evaluate(
          () =>
            Math.ceil(window.scrollY + window.innerHeight) >=
            document.documentElement.scrollHeight,
        );
        return box !== null && box.y >= 0 && (box.y <= 160 || atBottom);
      },
      { message: "the section is scrolled to the top of the viewport" },
    )
    .toBe(true);
}

declare global {
  interface Window {
    e2eScrollPositions?: number[];
  }
}

/** Runs in the page: records its scroll position on every frame from now on. */
function sampleScrollPositions() {
  const positions: number[] = [];
  window.e2eScrollPositions = positions;
  const sample = () => {
    positions.push(Math.round(window.scrollY));
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

/** Records the page's scroll position on every frame of the next page it loads. */
export const recordScrollPositionsFromLoad = (page: Page) =>
  page.addInitScript(sampleScrollPositions);

/** The distinct scroll positions the page has passed since recording began. */
export const scrollPositionsPassed = (page: Page) =>
  page.evaluate(() => [...new Set(window.e2eScrollPositions)]);

/**
 * Records the page's scroll position on every frame from now on. The returned function waits
 * until the page has scrolled and come to rest, and returns the distinct positions it passed.
 */
export async function recordScrollPositions(page: Page) {
  await page.evaluate(sampleScrollPositions);
  return async () => {
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const positions = window.e2eScrollPositions ?? [];
            const last = positions.at(-1);
            return (
              positions.some((position) => position !== positions[0]) &&
              positions.length > 20 &&
              positions.slice(-15).every((position) => position === last)
            );
          }),
        { message: "the page scrolled and came to rest" },
      )
      .toBe(true);
    return scrollPositionsPassed(page);
  };
}

/** Counts the documents the page loads from now on: 0 means every navigation was client-side. */
export function countDocumentLoads(page: Page) {
  let loads = 0;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      loads += 1;
  });
  return () => loads;
}
