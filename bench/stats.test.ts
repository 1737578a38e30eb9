// @vitest-environment node
import { describe, expect, it } from "vitest";
import { maximum, median, percentile75 } from "./stats.ts";

describe("median", () => {
  it("takes the middle value, in any order", () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([5])).toBe(5);
  });

  it("takes the higher of the two middle values from an even count, or the lower if asked", () => {
    expect(median([40, 10, 30, 20])).toBe(30);
    expect(median([40, 10, 30, 20], "lower")).toBe(20);
  });

  it("refuses no values, as maximum does", () => {
    expect(() => median([])).toThrow();
    expect(() => maximum([])).toThrow();
  });
});

describe("maximum", () => {
  it("takes the largest value", () => {
    expect(maximum([3, 9, 1])).toBe(9);
  });
});

describe("percentile75", () => {
  it("takes the smallest value that three quarters of the values are at or under", () => {
    expect(percentile75([10, 20, 30, 40])).toBe(30);
    expect(percentile75([50, 10, 40, 20, 30, 100, 60, 70, 80, 90])).toBe(80);
    expect(percentile75([7])).toBe(7);
  });

  it("refuses no values", () => {
    expect(() => percentile75([])).toThrow();
  });
});
