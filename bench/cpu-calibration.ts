/**
 * Phones, not multipliers: the CPU slowdown at which Chromium on this machine runs as a given
 * phone does, found as Chrome DevTools' CPU calibration finds it (its CalibrationController,
 * "Calibrate" in the Throttling settings): both score a CPU by Lighthouse's BenchmarkIndex, the
 * figure every Lighthouse report gives as `environment.benchmarkIndex`, and search for the
 * slowdown at which the benchmark, run throttled in a page, scores within 10 of the phone's index
 * (the score is not inversely proportional to the slowdown: at 6× this machine scores a quarter
 * less than its index over 6).
 * Record 137 says why these two phones, and how this compares with a fixed 4×.
 */
import type { Browser } from "@playwright/test";
import { launchChromium } from "./chromium-pages.ts";
import { median } from "./stats.ts";

/** The phones DevTools calibrates to, by their BenchmarkIndex as DevTools gives it. */
export const PHONES = {
  low: { index: 264, name: "Moto G Power (2022)", tier: "low-tier phone" },
  mid: { index: 1000, name: "Pixel 5", tier: "mid-tier phone" },
} as const;
export type Tier = keyof typeof PHONES;
export const TIERS = Object.keys(PHONES) as Tier[];

/** How long one run of the benchmark lasts, as in DevTools' calibration. */
const BENCHMARK_MS = 250;
/**
 * Runs per score, of which the median counts. DevTools takes one; on these shared machines one
 * run's score varies by about 7 % either way, which moved the low tier's slowdown from 4.8 to 7.0
 * between three calibrations a minute apart.
 */
const RUNS_PER_SCORE = 3;
/** A score this close to the phone's index is the phone, as DevTools has it. */
const CLOSE_ENOUGH = 10;
/** As many steps as DevTools' bisection takes at most. */
const MAX_STEPS = 8;

/**
 * Lighthouse's BenchmarkIndex (`computeBenchmarkIndex`, among the functions it runs in pages),
 * written out here because it is not part of Lighthouse's public API. Handed to
 * `page.evaluate`: it must use nothing from this module's scope. Half the time builds a string of
 * 10,000 characters over and over (work for the garbage collector), half copies an array of
 * 100,000 numbers back and forth; each counts how many it does per second, over ten, and the index
 * is their mean.
 */
export function benchmarkIndex(durationMs: number): number {
  const halfTime = durationMs / 2;
  const perSecondOverTen = (iterations: number, start: number) =>
    Math.round(iterations / 10 / ((Date.now() - start) / 1000));

  let start = Date.now();
  let strings = 0;
  while (Date.now() - start < halfTime) {
    let text = "";
    for (let i = 0; i < 10_000; i++) text += "a";
    // Never true: it keeps the compiler from dropping the loop as unused.
    if (text.length === 1) throw new Error("Unreachable");
    strings++;
  }
  const stringIndex = perSecondOverTen(strings, start);

  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < 100_000; i++) a[i] = b[i] = i;
  start = Date.now();
  let copies = 0;
  // The clock is read every tenth copy: reading it on each trips a slow path on some CPUs.
  while (copies % 10 !== 0 || Date.now() - start < halfTime) {
    const [from, to] = copies % 2 === 0 ? [a, b] : [b, a];
    for (let i = 0; i < from.length; i++) to[i] = from[i] ?? 0;
    copies++;
  }
  return (stringIndex + perSecondOverTen(copies, start)) / 2;
}

/** Chromium keeps a slowdown to two decimals. */
const hundredths = (rate: number) => Math.round(rate * 100) / 100;

/**
 * The slowdown at which `scoreAt` gives `target`. A score is about inversely proportional to the
 * slowdown near it, so each step scales the rate by the score over the target, from `guess`,
 * until a score is within CLOSE_ENOUGH of the target or MAX_STEPS steps are done; DevTools
 * bisects instead, which takes more steps and so, at three runs a score, more time.
 */
export async function findRate(
  scoreAt: (rate: number) => Promise<number>,
  target: number,
  guess: number,
): Promise<number> {
  let rate = hundredths(Math.max(1, guess));
  for (let step = 1; step <= MAX_STEPS; step++) {
    const score = await scoreAt(rate);
    if (Math.abs(score - target) < CLOSE_ENOUGH) break;
    const next = hundredths(Math.max(1, (rate * score) / target));
    if (next === rate) break;
    rate = next;
  }
  return rate;
}

export type Calibration = {
  /** This machine's BenchmarkIndex, unthrottled. */
  machineIndex: number;
  /** The slowdown that makes it each phone; null if the machine is slower than the phone. */
  rates: Record<Tier, number | null>;
};

/**
 * Calibrates as DevTools does: a warm-up run, this machine's index (measured again if it falls
 * short of the mid tier), then each phone's slowdown, from the ratio of the indices.
 * Each score is the median of RUNS_PER_SCORE runs of the benchmark, throttled, in a blank page.
 */
async function calibrate(browser: Browser): Promise<Calibration> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const scores = new Map<number, number>();
    const scoreAt = async (rate: number) => {
      const known = scores.get(rate);
      if (known !== undefined) return known;
      await cdp.send("Emulation.setCPUThrottlingRate", { rate });
      const runs: number[] = [];
      for (let run = 0; run < RUNS_PER_SCORE; run++)
        runs.push(await page.evaluate(benchmarkIndex, BENCHMARK_MS));
      const score = median(runs);
      scores.set(rate, score);
      return score;
    };
    await page.evaluate(benchmarkIndex, BENCHMARK_MS);
    let machineIndex = await scoreAt(1);
    if (machineIndex < PHONES.mid.index) {
      scores.clear();
      machineIndex = await scoreAt(1);
    }
    const rateOf = (tier: Tier) =>
      machineIndex < PHONES[tier].index
        ? null
        : findRate(
            scoreAt,
            PHONES[tier].index,
            machineIndex / PHONES[tier].index,
          );
    return {
      machineIndex,
      rates: { low: await rateOf("low"), mid: await rateOf("mid") },
    };
  } finally {
    await context.close();
  }
}

/** Calibrates once, in a Chromium of its own, closed afterwards: what a run of the bench does first. */
export async function calibrateMachine(): Promise<Calibration> {
  const browser = await launchChromium();
  try {
    return await calibrate(browser);
  } finally {
    await browser.close();
  }
}

/** The slowdown for `tier`, or an error that says this machine is too slow to stand for it. */
export function rateFor({ machineIndex, rates }: Calibration, tier: Tier) {
  const rate = rates[tier];
  if (rate === null)
    throw new Error(
      `This machine's CPU (BenchmarkIndex ${machineIndex}) is slower than a ${PHONES[tier].tier}'s (${PHONES[tier].index}): it cannot stand for one`,
    );
  return rate;
}

/** A tier as measured on this machine: the phone, and the slowdown that stands for it. */
export type PhoneOnMachine = {
  tier: Tier;
  cpuRate: number;
  machineIndex: number;
};

/** `tier` on this machine, or an error that says the machine is too slow to stand for it. */
export const phoneOf = (
  calibration: Calibration,
  tier: Tier,
): PhoneOnMachine => ({
  tier,
  cpuRate: rateFor(calibration, tier),
  machineIndex: calibration.machineIndex,
});

/** Every tier this machine can stand for: a machine slower than a Pixel 5 has the low tier alone. */
export const phonesOf = (calibration: Calibration): PhoneOnMachine[] =>
  TIERS.filter((tier) => calibration.rates[tier] !== null).map((tier) =>
    phoneOf(calibration, tier),
  );

/** How a report names it: "low-tier phone (Moto G Power (2022), index 264): 5.55× this machine's 2098". */
export const describePhone = ({
  tier,
  cpuRate,
  machineIndex,
}: PhoneOnMachine) =>
  `${PHONES[tier].tier} (${PHONES[tier].name}, index ${PHONES[tier].index}): ${cpuRate}× CPU slowdown of this machine's ${Math.round(machineIndex)}`;
