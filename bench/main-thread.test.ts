import { describe, expect, it } from "vitest";
import { longestTaskAfterFirstPaint, type TraceEvent } from "./main-thread.ts";

const MAIN = { pid: 1, tid: 10 };
const task = (ts: number, ms: number, thread = MAIN): TraceEvent => ({
  name: "RunTask",
  ph: "X",
  ts,
  dur: ms * 1000,
  ...thread,
});
const firstPaint: TraceEvent = {
  name: "firstContentfulPaint",
  ph: "R",
  ts: 1_000_000,
  ...MAIN,
};

describe("longestTaskAfterFirstPaint", () => {
  it("takes the longest task of the painting thread that starts after the first paint, in ms", () => {
    expect(
      longestTaskAfterFirstPaint([
        task(900_000, 60),
        firstPaint,
        task(1_010_000, 12.5),
        task(1_050_000, 20.25),
        task(1_100_000, 4),
        task(1_200_000, 90, { pid: 1, tid: 11 }),
        task(1_300_000, 80, { pid: 2, tid: 10 }),
        { ...task(1_400_000, 70), name: "Layout" },
      ]),
    ).toBe(20.25);
  });

  it("is 0 when nothing runs after the first paint", () => {
    expect(longestTaskAfterFirstPaint([task(900_000, 60), firstPaint])).toBe(0);
  });

  it("refuses a trace without a first paint", () => {
    expect(() => longestTaskAfterFirstPaint([task(900_000, 60)])).toThrow(
      "no first contentful paint",
    );
  });
});
