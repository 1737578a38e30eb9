// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  benchmarkIndex,
  findRate,
  PHONES,
  phonesOf,
  rateFor,
} from "./cpu-calibration.ts";

/** A CPU whose score falls as the slowdown's power `curve`: 1 is inversely proportional. */
const cpu =
  (index: number, curve = 1) =>
  (rate: number) =>
    Promise.resolve(index / rate ** curve);

describe("findRate", () => {
  it("finds the slowdown at which the score is the phone's", async () => {
    const rate = await findRate(cpu(2000), PHONES.low.index, 2000 / 264);
    expect(Math.abs(2000 / rate - PHONES.low.index)).toBeLessThan(10);
  });

  it("gets there from a wrong guess when the score is not inversely proportional", async () => {
    // As measured here: at 6×, a quarter less than the index over 6.
    const curve = 1.16;
    const rate = await findRate(cpu(2000, curve), PHONES.low.index, 2000 / 264);
    expect(rate).toBeLessThan(2000 / 264);
    expect(Math.abs(2000 / rate ** curve - PHONES.low.index)).toBeLessThan(10);
  });

  it("never goes under no slowdown, and gives hundredths, as Chromium keeps them", async () => {
    expect(await findRate(cpu(900), PHONES.mid.index, 0.9)).toBe(1);
    const rate = await findRate(cpu(1234.5), PHONES.mid.index, 1.2345);
    expect(Math.round(rate * 100) / 100).toBe(rate);
  });
});

describe("rateFor", () => {
  it("gives a tier's slowdown, or says the machine is too slow to stand for the phone", () => {
    const calibration = { machineIndex: 800, rates: { low: 3.1, mid: null } };
    expect(rateFor(calibration, "low")).toBe(3.1);
    expect(() => rateFor(calibration, "mid")).toThrow(
      "This machine's CPU (BenchmarkIndex 800) is slower than a mid-tier phone's (1000)",
    );
  });
});

describe("phonesOf", () => {
  it("leaves out a phone the machine is too slow to stand for, rather than failing the run", () => {
    const calibration = { machineIndex: 800, rates: { low: 3.1, mid: null } };
    expect(phonesOf(calibration)).toEqual([
      { tier: "low", cpuRate: 3.1, machineIndex: 800 },
    ]);
  });
});

describe("benchmarkIndex", () => {
  it("scores this CPU, higher for more work done in the time", () => {
    const score = benchmarkIndex(100);
    expect(score).toBeGreaterThan(0);
    expect(Number.isFinite(score)).toBe(true);
  });
});
