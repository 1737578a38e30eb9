// @vitest-environment node
import { describe, expect, it } from "vitest";
import { compareWithLimit } from "./lcp-limit.ts";
import { runSummary as run } from "./run-summary.fixture.ts";

describe("compareWithLimit", () => {
  it("divides the LCP of the page's median run by the limit's median LCP", () => {
    const page = [run(0.99, 2100), run(0.97, 2600), run(0.98, 2200)];
    const limit = [run(1, 2000), run(1, 1900), run(1, 2050)];
    const result = compareWithLimit("/", page, limit);
    expect(result.route).toBe("/");
    expect(result.throttling).toBe("simulate");
    expect(result.median).toBe(page[2]);
    expect(result.limit.lcp).toBe(2000);
    expect(result.lcpRatio).toBeCloseTo(1.1);
    expect(result.runs).toEqual(page);
    expect(result.limit.runs).toEqual(limit);
  });

  it("gives the limit's median TBT beside its LCP, the lower middle one from an even count", () => {
    const result = compareWithLimit(
      "/",
      [run(1, 1500, { tbt: 120 })],
      [
        run(1, 1000, { tbt: 140 }),
        run(1, 1000, { tbt: 15 }),
        run(1, 1000, { tbt: 106 }),
        run(1, 1000, { tbt: 75 }),
      ],
    );
    expect(result.limit.tbt).toBe(75);
  });

  it("says how both were throttled", () => {
    expect(
      compareWithLimit("/", [run(1, 1645)], [run(1, 1528)], "devtools")
        .throttling,
    ).toBe("devtools");
  });

  it("takes the faster middle limit from an even count, so the ratio never flatters", () => {
    const result = compareWithLimit(
      "/returns",
      [run(1, 1500)],
      [run(1, 1000), run(1, 1400), run(1, 1200), run(1, 1300)],
    );
    expect(result.limit.lcp).toBe(1200);
    expect(result.lcpRatio).toBe(1.25);
  });
});
