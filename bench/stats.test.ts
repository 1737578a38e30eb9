// @vitest-environment node
import { describe, expect, it } from "vitest";
import { maximum, median } from "./stats.ts";

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
