import { ROUTES } from "../../e2e/support/spec-data.ts";

/* What the look is made of in every engine: Playwright's in Chromium and Firefox, WebDriver's in WebKit. */

/** Every page, by the name its looks are kept under. */
export const PAGES = ROUTES.map(({ path }) => ({
  path,
  name: path === "/" ? "home" : path.slice(1),
}));

/**
 * How far a screenshot may stray from its baseline, in pixelmatch's terms, which Playwright's
 * toHaveScreenshot uses too: a pixel differs when its colour is further than `threshold` from the
 * baseline's (0 to 1, a distance in YIQ space; anti-aliased edges aside), and a look differs when
 * more than `maxDiffPixels` pixels do. Chosen from runs in a row on one machine
 * (record 120): Chromium's looks moved by at most 15 pixels, none beyond 0.02, Firefox's
 * not at all; 0.05 still sees a shade's change that 0.2, Playwright's default, lets through.
 */
export const TOLERANCE = { threshold: 0.05, maxDiffPixels: 0 };

/**
 * WebKitGTK draws a few pixels differently from one run to the next (the edge of the cart's
 * icon, a tile's edge): at most 52 beyond 0.05 in three runs. About twice that may differ.
 */
export const WEBKIT_TOLERANCE = { ...TOLERANCE, maxDiffPixels: 100 };
