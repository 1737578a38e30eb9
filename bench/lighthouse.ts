import lighthouse, { defaultConfig } from "lighthouse";
import { withFreshChromium } from "./fresh-chromium.ts";
import {
  CATEGORIES,
  summarise,
  type RunSummary,
} from "./lighthouse-summary.ts";

/**
 * How a run is throttled: Lighthouse's simulation, its own model of the phone; or DevTools'
 * throttling, its CPU slowed `cpuSlowdown` times (a calibrated phone's) in place of its fixed 4×.
 */
export type LighthouseThrottling =
  { method: "simulate" } | { method: "devtools"; cpuSlowdown: number };

/** One Lighthouse run with its mobile defaults, throttled as asked, in a fresh Chromium. */
async function runOnce(
  url: string,
  throttling: LighthouseThrottling,
): Promise<RunSummary> {
  return withFreshChromium(async (port) => {
    const result = await lighthouse(url, {
      port,
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      // Its mobile network and CPU either way (mobileSlow4G): applied by DevTools, the latency
      // of each request is the round trip times 3.75 (562.5 ms), for the connections it opens.
      throttlingMethod: throttling.method,
      ...(throttling.method === "devtools"
        ? {
            throttling: {
              ...defaultConfig.settings?.throttling,
              cpuSlowdownMultiplier: throttling.cpuSlowdown,
            },
          }
        : {}),
      // The 404 page answers 404 on purpose, and its scores matter as much as any page's.
      ignoreStatusCode: true,
      disableFullPageScreenshot: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(
        `Lighthouse failed on ${url}: ${lhr.runtimeError.message}`,
      );
    return summarise(lhr);
  });
}

/**
 * Retries a failed run: on a busy machine Chromium sometimes loses the trace (NO_NAVSTART,
 * NO_FCP), and Lighthouse's own advice is to run it again.
 */
export async function runLighthouse(
  url: string,
  {
    throttling = { method: "simulate" },
    attempts = 3,
    onRetry,
  }: {
    throttling?: LighthouseThrottling;
    attempts?: number;
    onRetry?: (error: unknown) => void;
  } = {},
): Promise<RunSummary> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, throttling);
    } catch (error) {
      if (attempt >= attempts) throw error;
      onRetry?.(error);
    }
  }
}
