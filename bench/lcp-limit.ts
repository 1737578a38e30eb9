import {
  pickMedianRun,
  type RunSummary,
  type Throttling,
} from "./lighthouse-summary.ts";
import type { Tier } from "./cpu-calibration.ts";
import { median } from "./stats.ts";

/**
 * A route's Lighthouse runs, beside the runs of its limit (the same page without scripts), both
 * throttled the same way.
 */
export type RouteResult = {
  route: string;
  throttling: Throttling;
  /** The phone whose CPU DevTools' throttling stood for; null for Lighthouse's simulation. */
  tier: Tier | null;
  /** The page's median run, whose figures the tables show. */
  median: RunSummary;
  runs: RunSummary[];
  limit: {
    /** The median of the limit's LCPs; from an even count, the lower of the two middle ones. */
    lcp: number;
    /**
     * The median of the limit's TBTs, taken the same way: what the HTML and CSS alone block the
     * main thread for, on this machine, under Lighthouse's model.
     */
    tbt: number;
    runs: RunSummary[];
  };
  /** The LCP of the page's median run over the limit's LCP. */
  lcpRatio: number;
};

/**
 * Compares a page with its limit. The page's LCP is the one of its median run, as the tables
 * show it; the limit's is the median of its runs, taking the lower middle value from an even
 * count, so that the ratio never flatters the page.
 */
export function compareWithLimit(
  route: string,
  runs: readonly RunSummary[],
  limitRuns: readonly RunSummary[],
  throttling: Throttling = "simulate",
  tier: Tier | null = null,
): RouteResult {
  const pageMedian = pickMedianRun(runs);
  const limitMedian = (metric: "lcp" | "tbt") =>
    median(
      limitRuns.map((run) => run.metrics[metric]),
      "lower",
    );
  const limitLcp = limitMedian("lcp");
  return {
    route,
    throttling,
    tier,
    median: pageMedian,
    runs: [...runs],
    limit: { lcp: limitLcp, tbt: limitMedian("tbt"), runs: [...limitRuns] },
    lcpRatio: pageMedian.metrics.lcp / limitLcp,
  };
}
