import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";
import { WEBKIT_TOLERANCE } from "../../visual/support/looks.ts";
import type { WebKitPage } from "./page.ts";

/*
 * WebKit's looks, compared with the baselines beside the tests as Playwright compares Chromium's
 * and Firefox's: the same comparator (pixelmatch), with a tolerance of its own, a stable screenshot with the
 * animations at their end and no caret, and on a difference the actual image and an image of
 * the difference in a results folder (docs/decisions/120-visual-baselines.md).
 */

const projectRoot = join(import.meta.dirname, "../../..");
const BASELINES = join(projectRoot, "tests/webkit/baselines");
const RESULTS = join(projectRoot, "test-results/webkit");

/**
 * Set by `npm run test:visual:update`: a baseline that is missing, or that the screenshot
 * differs from, is written anew; one within the tolerance is left as it is, as Playwright's
 * `--update-snapshots=changed` does.
 */
const updating = process.env.UPDATE_WEBKIT_BASELINES === "1";

/**
 * How long the window may take to stop changing between two screenshots: under a load average of
 * 25 on two cores, a screenshot here took up to a few seconds.
 */
const STABLE_TIMEOUT = 10_000;

/**
 * Runs in the page, before each screenshot, as Playwright's `animations: "disabled"` and
 * `caret: "hide"` do: every finite animation and transition jumps to its end, and text boxes
 * draw no caret (a blinking one differs from one screenshot to the next). The site has no
 * infinite animation.
 */
function settleForScreenshot() {
  for (const animation of document.getAnimations()) {
    if (Number.isFinite(animation.effect?.getComputedTiming().endTime))
      animation.finish();
  }
  for (const box of document.querySelectorAll("input, textarea"))
    (box as HTMLElement).style.setProperty(
      "caret-color",
      "transparent",
      "important",
    );
}

/** The width of WebKitGTK's overlay scrollbar, wide as when the pointer is on it, with a margin. */
const SCROLLBAR_WIDTH = 14;

/**
 * Runs in the page: where WebKitGTK may draw its overlay scrollbars, along the right edge of the
 * window and of every box that scrolls. It shows one for about 3.5 s after its box has scrolled
 * (measured here: then it fades out within 100 ms), so that a screenshot catches it or not by a
 * few milliseconds. Their strips are painted over, in every screenshot and so in its baseline, as
 * Playwright's `mask` paints over what it hides: they are the browser's, not the page's.
 */
function scrollbarStrips(width: number) {
  const strips = [];
  if (document.documentElement.scrollHeight > innerHeight)
    strips.push({ x: innerWidth - width, y: 0, height: innerHeight });
  for (const box of document.body.querySelectorAll("*")) {
    if (
      box.scrollHeight > box.clientHeight &&
      /auto|scroll/.test(getComputedStyle(box).overflowY) &&
      box.checkVisibility()
    ) {
      const { right, top, bottom } = box.getBoundingClientRect();
      strips.push({
        x: Math.round(right) - width,
        y: Math.max(0, Math.round(top)),
        height:
          Math.min(innerHeight, Math.round(bottom)) -
          Math.max(0, Math.round(top)),
      });
    }
  }
  return strips;
}

async function screenshot(page: WebKitPage) {
  await page.evaluate(settleForScreenshot);
  const strips = await page.evaluate(scrollbarStrips, SCROLLBAR_WIDTH);
  const image = PNG.sync.read(
    Buffer.from(await page.driver.takeScreenshot(), "base64"),
  );
  for (const { x, y, height } of strips)
    paint(image, x, y, SCROLLBAR_WIDTH, height);
  return image;
}

/** Paints a rectangle of the image in magenta, Playwright's colour for what a mask hides. */
function paint(
  image: PNG,
  left: number,
  top: number,
  width: number,
  height: number,
) {
  for (let y = Math.max(0, top); y < Math.min(image.height, top + height); y++)
    for (
      let x = Math.max(0, left);
      x < Math.min(image.width, left + width);
      x++
    )
      image.data.set([255, 0, 255, 255], (y * image.width + x) * 4);
}

/** How many pixels differ beyond the tolerance, and the image of the difference. */
function compare(expected: PNG, actual: PNG) {
  const { width, height } = expected;
  const diff = new PNG({ width, height });
  if (actual.width !== width || actual.height !== height)
    return { sizes: true, pixels: width * height, diff };
  const pixels = pixelmatch(
    expected.data,
    actual.data,
    diff.data,
    width,
    height,
    {
      threshold: WEBKIT_TOLERANCE.threshold,
    },
  );
  return { sizes: false, pixels, diff };
}

/**
 * The window as it shows once it has stopped changing: screenshots are taken until two in a row
 * are alike within the tolerance, as Playwright's toHaveScreenshot does. If they never are, the
 * last two and their difference are written out, as for a difference from the baseline.
 */
async function stableScreenshot(page: WebKitPage, name: string) {
  const deadline = Date.now() + STABLE_TIMEOUT;
  let previous = await screenshot(page);
  for (;;) {
    const next = await screenshot(page);
    const { pixels, diff } = compare(previous, next);
    if (pixels <= WEBKIT_TOLERANCE.maxDiffPixels) return next;
    if (Date.now() > deadline) {
      const written = await writeResults(name, {
        previous,
        actual: next,
        diff,
      });
      throw new Error(
        [
          `${name}: the window was still changing after ${STABLE_TIMEOUT / 1000} s, ${pixels} pixels apart between the last two screenshots`,
          ...written,
        ].join("\n"),
      );
    }
    previous = next;
  }
}

/** Writes the images to test-results/webkit/<name>-<kind>.png, and names each. */
async function writeResults(name: string, images: Record<string, PNG>) {
  const lines = [];
  for (const [kind, image] of Object.entries(images)) {
    const path = join(RESULTS, `${name}-${kind}.png`);
    await write(path, image);
    lines.push(`  ${kind}: ${relative(projectRoot, path)}`);
  }
  return lines;
}

const write = async (path: string, image: PNG) => {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, PNG.sync.write(image));
};

/**
 * The window looks as its baseline does, `tests/webkit/baselines/<width>/<look>-<platform>.png`
 * for the `name` `<width>/<look>`. When it does not, the actual image, the baseline and the image
 * of their difference (in red) are written to `test-results/webkit/`, and the error names them.
 */
export async function expectToMatchBaseline(page: WebKitPage, name: string) {
  const file = `${name}-${process.platform}.png`;
  const baseline = join(BASELINES, file);
  const actual = await stableScreenshot(page, name);
  if (!existsSync(baseline)) {
    await write(baseline, actual);
    if (updating) return;
    // As Playwright does with a missing baseline: written, and the test fails.
    throw new Error(
      `${relative(projectRoot, baseline)} did not exist: written from this run. Look at it, and commit it.`,
    );
  }
  const expected = PNG.sync.read(await readFile(baseline));
  const { sizes, pixels, diff } = compare(expected, actual);
  if (!sizes && pixels <= WEBKIT_TOLERANCE.maxDiffPixels) return;
  if (updating) {
    await write(baseline, actual);
    return;
  }
  const written = await writeResults(name, {
    expected,
    actual,
    ...(sizes ? {} : { diff }),
  });
  throw new Error(
    [
      sizes
        ? `${name}: the window is ${actual.width}×${actual.height}, its baseline ${expected.width}×${expected.height}`
        : `${name}: ${pixels} pixels differ from the baseline (${WEBKIT_TOLERANCE.maxDiffPixels} allowed, threshold ${WEBKIT_TOLERANCE.threshold})`,
      `  baseline: ${relative(projectRoot, baseline)}`,
      ...written,
      "If the change is meant, npm run test:visual:update takes the baselines anew.",
    ].join("\n"),
  );
}
