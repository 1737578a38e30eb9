// @vitest-environment node
import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";
import {
  medianBenchmarkIndex,
  pickMedianRun,
  summarise,
} from "./lighthouse-summary.ts";
import { runSummary as run } from "./run-summary.fixture.ts";

describe("pickMedianRun", () => {
  it("picks the run in the middle by performance score", () => {
    const runs = [run(0.9, 2000), run(0.5, 4000), run(0.7, 3000)];
    expect(pickMedianRun(runs)).toBe(runs[2]);
  });

  it("ranks runs with the same score by LCP", () => {
    const runs = [run(1, 900), run(1, 1200), run(1, 1000)];
    expect(pickMedianRun(runs)).toBe(runs[2]);
  });

  it("picks the worse of the two middle runs from an even count", () => {
    const runs = [run(0.8, 2000), run(0.9, 1500), run(0.6, 3000), run(1, 900)];
    expect(pickMedianRun(runs)).toBe(runs[0]);
  });

  it("ranks a run without a score below every scored run", () => {
    const runs = [run(null, 1000), run(0.2, 1000), run(0.3, 1000)];
    expect(pickMedianRun(runs)).toBe(runs[1]);
  });

  it("returns the only run, and refuses none", () => {
    const only = run(0.5, 1000);
    expect(pickMedianRun([only])).toBe(only);
    expect(() => pickMedianRun([])).toThrow(/no lighthouse runs/i);
  });
});

describe("summarise", () => {
  const lhr = {
    categories: {
      performance: { score: 0.5, auditRefs: [{ id: "lcp-audit", weight: 25 }] },
      accessibility: { score: 1, auditRefs: [] },
      "best-practices": {
        score: 0.96,
        auditRefs: [
          { id: "errors-in-console", weight: 1 },
          { id: "unscored", weight: 0 },
        ],
      },
      seo: {
        score: 0.5,
        auditRefs: [
          { id: "http-status-code", weight: 1 },
          { id: "document-title", weight: 1 },
          { id: "not-applicable", weight: 1 },
        ],
      },
    },
    audits: {
      "lcp-audit": { score: 0.3 },
      "first-contentful-paint": { numericValue: 1200 },
      "largest-contentful-paint": { numericValue: 2500 },
      "total-blocking-time": { numericValue: 120 },
      "cumulative-layout-shift": { numericValue: 0.01 },
      "errors-in-console": { score: 0 },
      unscored: { score: 0 },
      "http-status-code": { score: 0 },
      "document-title": { score: 1 },
      "not-applicable": { score: null },
      "resource-summary": {
        details: {
          type: "table",
          items: [
            { resourceType: "total", transferSize: 90_000 },
            { resourceType: "script", transferSize: 70_000 },
            { resourceType: "stylesheet", transferSize: 9_000 },
          ],
        },
      },
    },
    runWarnings: ["Status code: 404"],
    environment: { benchmarkIndex: 1304.5 },
  } as unknown as Result;

  it("keeps the four scores and the four metrics", () => {
    const summary = summarise(lhr);
    expect(summary.scores).toEqual({
      performance: 0.5,
      accessibility: 1,
      "best-practices": 0.96,
      seo: 0.5,
    });
    expect(summary.metrics).toEqual({
      fcp: 1200,
      lcp: 2500,
      tbt: 120,
      cls: 0.01,
    });
    expect(summary.warnings).toEqual(["Status code: 404"]);
    expect(summary.benchmarkIndex).toBe(1304.5);
  });

  it("keeps the script and stylesheet bytes transferred, when the run has them", () => {
    expect(summarise(lhr).transfer).toEqual({
      script: 70_000,
      stylesheet: 9_000,
    });
    const audits = { ...lhr.audits };
    delete audits["resource-summary"];
    expect(summarise({ ...lhr, audits }).transfer).toBeNull();
  });

  it("lists the weighted audits that failed, outside performance", () => {
    expect(summarise(lhr).deductions).toEqual([
      { category: "best-practices", id: "errors-in-console", score: 0 },
      { category: "seo", id: "http-status-code", score: 0 },
    ]);
  });
});

describe("medianBenchmarkIndex", () => {
  const withIndex = (benchmarkIndex: number | null) => ({
    ...run(1, 1000),
    benchmarkIndex,
  });

  it("takes the median of the runs that measured one", () => {
    expect(
      medianBenchmarkIndex([
        withIndex(1300),
        withIndex(null),
        withIndex(1250),
        withIndex(1400),
      ]),
    ).toBe(1300);
  });

  it("is null when no run measured one", () => {
    expect(medianBenchmarkIndex([withIndex(null)])).toBeNull();
    expect(medianBenchmarkIndex([])).toBeNull();
  });
});
