import type { Result } from "lighthouse";
import { median } from "./stats.ts";

export const CATEGORIES = [
  "performance",
  "accessibility",
  "best-practices",
  "seo",
] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * How Lighthouse slows the page down to a phone's pace (its `throttlingMethod`):
 * - `simulate`, its default: it loads the page at full speed and computes the metrics a phone
 *   would see from the trace, with its model of the network and the CPU (Lantern);
 * - `devtools`: DevTools slows the network and the CPU down while the page loads, and the
 *   metrics are the ones observed.
 */
export const THROTTLINGS = ["simulate", "devtools"] as const;
export type Throttling = (typeof THROTTLINGS)[number];

export type Metrics = { fcp: number; lcp: number; tbt: number; cls: number };
/** An audit that costs its category points. */
export type Deduction = { category: Category; id: string; score: number };
/** Bytes transferred during the run (bodies as sent, compressed, plus HTTP headers). */
export type Transfer = { script: number; stylesheet: number };
export type RunSummary = {
  scores: Record<Category, number | null>;
  metrics: Metrics;
  transfer: Transfer | null;
  deductions: Deduction[];
  warnings: string[];
  /** Lighthouse's measure of the machine's CPU speed, taken before the run: higher is faster. */
  benchmarkIndex: number | null;
};

function numericValue(lhr: Result, auditId: string): number {
  return lhr.audits[auditId]?.numericValue ?? Number.NaN;
}

/** Script and stylesheet bytes from the `resource-summary` audit, when the run has it. */
function transferOf(lhr: Result): Transfer | null {
  const details = lhr.audits["resource-summary"]?.details;
  if (details?.type !== "table") return null;
  const bytes = (type: string) => {
    const row = details.items.find((item) => item.resourceType === type);
    return typeof row?.transferSize === "number" ? row.transferSize : 0;
  };
  return { script: bytes("script"), stylesheet: bytes("stylesheet") };
}

export function summarise(lhr: Result): RunSummary {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? null]),
  ) as Record<Category, number | null>;
  const deductions: Deduction[] = [];
  for (const category of CATEGORIES) {
    // Performance points come from the metrics; its failing insights are advice, not deductions.
    if (category === "performance") continue;
    for (const { id, weight } of lhr.categories[category]?.auditRefs ?? []) {
      const score = lhr.audits[id]?.score;
      if (weight > 0 && typeof score === "number" && score < 1)
        deductions.push({ category, id, score });
    }
  }
  return {
    scores,
    metrics: {
      fcp: numericValue(lhr, "first-contentful-paint"),
      lcp: numericValue(lhr, "largest-contentful-paint"),
      tbt: numericValue(lhr, "total-blocking-time"),
      cls: numericValue(lhr, "cumulative-layout-shift"),
    },
    transfer: transferOf(lhr),
    deductions,
    warnings: lhr.runWarnings.map(String),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** The median benchmark index of the runs that have one; null when none has. */
export function medianBenchmarkIndex(
  runs: readonly RunSummary[],
): number | null {
  const indices = runs.flatMap((run) =>
    run.benchmarkIndex === null ? [] : [run.benchmarkIndex],
  );
  return indices.length ? median(indices) : null;
}

/**
 * The middle run, ranked by performance score and then by LCP. With an even count, the worse
 * of the two middle runs: a benchmark should not flatter.
 */
export function pickMedianRun<T extends RunSummary>(runs: readonly T[]): T {
  const ranked = runs.toSorted(
    (a, b) =>
      (a.scores.performance ?? -1) - (b.scores.performance ?? -1) ||
      b.metrics.lcp - a.metrics.lcp,
  );
  const median = ranked[Math.floor((ranked.length - 1) / 2)];
  if (!median) throw new Error("No Lighthouse runs to pick a median from");
  return median;
}
