/**
 * A repeat visit's first paint, with the shop's service worker installed and without it: the worker
 * sits in front of every page load, and must not delay one while it starts. Each run is a fresh
 * context on Lighthouse's phone: a first visit that hydrates and goes quiet (the worker, where
 * allowed, installed and in control), then the same page opened again in a new tab on the mobile
 * network and CPU of the moves between pages. The worker is stopped before the second visit, as the
 * browser stops an idle one: a shopper who comes back tomorrow meets a worker that has to start.
 */
import type { Browser, Page } from "@playwright/test";
import {
  launchChromium,
  MOBILE,
  pageUrl,
  waitForHydration,
} from "./chromium-pages.ts";
import { emulateMobileNetwork, untilQuiet } from "./navigation.ts";
import { median } from "./stats.ts";

export const REPEAT_VISIT_REPETITIONS = 5;
export const REPEAT_VISIT_ROUTES = ["/", "/warranty"] as const;

export const REPEAT_WAYS = ["withWorker", "withoutWorker"] as const;
export type RepeatWay = (typeof REPEAT_WAYS)[number];

export type RepeatVisitResult = {
  route: string;
  /** First contentful paint of the second visit, in milliseconds, run by run. */
  samples: Record<RepeatWay, number[]>;
  median: Record<RepeatWay, number>;
};

const firstContentfulPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((entries, observer) => {
          const paint = entries.getEntriesByName("first-contentful-paint")[0];
          if (!paint) return;
          observer.disconnect();
          resolve(paint.startTime);
        }).observe({ type: "paint", buffered: true });
      }),
  );

/** One repeat visit of `url`, in a fresh context that allows the worker or blocks it. */
async function visitAgain(
  browser: Browser,
  url: string,
  way: RepeatWay,
  cpuRate: number,
): Promise<number> {
  const context = await browser.newContext({
    ...MOBILE,
    serviceWorkers: way === "withWorker" ? "allow" : "block",
  });
  try {
    const first = await context.newPage();
    const quiet = untilQuiet(first);
    await first.goto(url);
    await waitForHydration(first);
    if (way === "withWorker")
      // Installed (the build precached) and in control of the page.
      await first.waitForFunction(
        () => navigator.serviceWorker.controller?.state === "activated",
        undefined,
        { polling: 100, timeout: 60_000 },
      );
    await quiet();
    await first.close();

    const again = await context.newPage();
    const cdp = await context.newCDPSession(again);
    if (way === "withWorker") {
      await cdp.send("ServiceWorker.enable");
      await cdp.send("ServiceWorker.stopAllWorkers");
    }
    await emulateMobileNetwork(cdp);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
    await again.goto(url);
    return await firstContentfulPaint(again);
  } finally {
    await context.close();
  }
}

/** Every route, `repetitions` times each way by turns (with the worker, without, with…). */
export async function measureRepeatVisits(
  origin: string,
  {
    cpuRate,
    routes = REPEAT_VISIT_ROUTES,
    repetitions = REPEAT_VISIT_REPETITIONS,
    onProgress,
  }: {
    /** Chromium's CPU slowdown: a phone's, from bench/cpu-calibration.ts. */
    cpuRate: number;
    routes?: readonly string[];
    repetitions?: number;
    onProgress?: (message: string) => void;
  },
): Promise<RepeatVisitResult[]> {
  const browser = await launchChromium();
  try {
    const results: RepeatVisitResult[] = [];
    for (const route of routes) {
      const samples: Record<RepeatWay, number[]> = {
        withWorker: [],
        withoutWorker: [],
      };
      for (let run = 1; run <= repetitions; run++) {
        onProgress?.(
          `${route}: ${run} of ${repetitions}, with the worker, then without`,
        );
        for (const way of REPEAT_WAYS)
          samples[way].push(
            await visitAgain(browser, pageUrl(origin, route), way, cpuRate),
          );
      }
      results.push({
        route,
        samples,
        median: {
          withWorker: median(samples.withWorker),
          withoutWorker: median(samples.withoutWorker),
        },
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
