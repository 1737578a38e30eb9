import type { RunSummary } from "./lighthouse-summary.ts";

/** A Lighthouse run's summary, for the bench's tests: every score 1 unless told otherwise. */
export function runSummary(
  performance: number | null,
  lcp: number,
  metrics: Partial<RunSummary["metrics"]> = {},
): RunSummary {
  return {
    scores: { performance, accessibility: 1, "best-practices": 1, seo: 1 },
    metrics: { fcp: 800, lcp, tbt: 0, cls: 0, ...metrics },
    transfer: null,
    deductions: [],
    warnings: [],
    benchmarkIndex: null,
  };
}
