/**
 * What the bench's measures in Playwright share: Debian's Chromium, the phone of Lighthouse's
 * mobile runs (its screen and its network; its CPU is calibrated, bench/cpu-calibration.ts), and
 * how they wait for a page and for the probe (bench/interaction-probe.ts).
 */
import { chromium, type Locator, type Page } from "@playwright/test";
import { defaultConfig } from "lighthouse";
import { HYDRATED_ATTRIBUTE } from "../app/lib/hydrated-marker.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/chromium.ts";
import type { ProbeRecord } from "./interaction-timing.ts";

/**
 * Lighthouse's mobile throttling (`mobileSlow4G`), from its public default settings: the phone
 * that its runs and the bench's own measures both stand for.
 */
function lighthouseMobileThrottling() {
  const { rttMs, throughputKbps, uploadThroughputKbps, cpuSlowdownMultiplier } =
    defaultConfig.settings?.throttling ?? {};
  if (
    rttMs === undefined ||
    throughputKbps === undefined ||
    uploadThroughputKbps === undefined ||
    cpuSlowdownMultiplier === undefined
  )
    throw new Error(
      "Lighthouse's default settings no longer give its mobile throttling",
    );
  return { rttMs, throughputKbps, uploadThroughputKbps, cpuSlowdownMultiplier };
}
export const MOBILE_THROTTLING = lighthouseMobileThrottling();

/** The screen of Lighthouse's mobile runs (a Moto G Power), so that both judge one layout. */
export const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

export const launchChromium = () =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

/** A route's page under a base that may have a path of its own (the floor's platform shell). */
export const pageUrl = (base: string, route: string) =>
  route === "/" ? base : `${base}${route}`;

/**
 * React has taken the page over, on the shop and on the floor alike: both mark `<html>` so
 * (app/lib/hydrated-marker.ts).
 */
export const waitForHydration = (page: Page) =>
  page.waitForFunction(
    (attribute) => document.documentElement.hasAttribute(attribute),
    HYDRATED_ATTRIBUTE,
  );

/**
 * Where a finger or the mouse meets what `target` finds: its middle, scrolled into view. Measured
 * input goes there raw (`page.touchscreen`, `page.mouse`), not through Playwright's `click` or
 * `tap`: their checks that nothing covers the target run the page's hit testing and a listener
 * of Playwright's own in the page during the input, which a shopper's tap does not, and which at
 * a low-tier phone's slowdown took 35 ms of the Add to Cart's (record 137).
 */
export async function middleOf(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`Nothing to point at: ${target.toString()}`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Resolves at the start of the frame after next: whatever was pending has been rendered. */
export const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            resolve();
          });
        });
      }),
  );

/** Waits until the probe has seen the frame that shows what it expects, and returns its record. */
export async function probeRecord(page: Page): Promise<ProbeRecord> {
  // Polled on a timer, not on frames: a poll per frame would add work to every frame.
  await page.waitForFunction(
    () => typeof window.__benchProbe?.visibleAt === "number",
    undefined,
    { polling: 50, timeout: 15_000 },
  );
  const record = await page.evaluate(() => window.__benchProbe);
  if (!record) throw new Error("The probe's record is gone");
  return record;
}
