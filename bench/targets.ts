import type { Tier } from "./cpu-calibration.ts";

/**
 * The phone every click, move and repeat visit is judged on: a low-tier one, the Moto G Power
 * that Lighthouse's mobile preset and DevTools' low tier name, its CPU calibrated on the machine
 * (bench/cpu-calibration.ts). The mid tier is measured and reported beside it, not judged.
 */
export const JUDGED_TIER: Tier = "low";

/**
 * The performance targets, which `npm run bench` judges and the size budget
 * in `npm test` enforces: each page as fast as its HTML and CSS allow, each click and each move
 * between pages as fast as the bare stack's and within Google's "good" on a low-tier phone, and
 * every page before the tap. Judged as ratios to what the same run measures, since these
 * machines differ threefold, or on a phone calibrated from the machine's own CPU index. The size
 * budget of `/` is `HOME_BUDGET` (build-reading/shipped-bytes.ts).
 */
export const TARGETS = {
  /**
   * A page's LCP over its limit's (the same HTML without scripts or module preloads), under
   * Lighthouse's simulated throttling and under DevTools' real throttling.
   */
  lcpRatio: { simulate: 1.1, devtools: 1.05 },
  /** Lighthouse's threshold for a good Total Blocking Time on mobile. */
  tbtMs: 200,
  cls: 0,
  /**
   * Input to next paint on the judged phone, against the bare stack's floor in the same run:
   * at most this ratio to it, or one frame over it, whichever is more.
   */
  interactionRatio: 1.1,
  interactionFrameMs: 16,
  /**
   * A move between pages the first time, against the same move with the new page's
   * code already loaded: at most this ratio to it, or two frames over it, whichever is more…
   */
  firstMoveRatio: 1.25,
  firstMoveFramesMs: 33,
  /** …and at most this share of the same page loaded as a document of its own. */
  firstMoveToPageLoad: 0.5,
  /** With the code loaded, against the same move on the bare stack, as for an interaction. */
  loadedMoveRatio: 1.1,
  loadedMoveFrameMs: 16,
  /**
   * A repeat visit's first contentful paint with the service worker installed, against the same
   * visit without it (the worker must make no visit slower): at most this ratio to it, or one
   * frame over it, whichever is more, what five runs by turns can tell apart.
   */
  repeatVisitRatio: 1.05,
  repeatVisitFrameMs: 16,
  /**
   * On the judged phone, each click (input to the frame that shows its result, and its Event
   * Timing duration, the larger) and each move the first time (click to the new page's first
   * frame), at the median and at the 75th percentile of its runs: Google's "good" Interaction to
   * Next Paint, which it reads at the 75th percentile.
   */
  phoneMs: 200,
} as const;

/** At most `ratio` times a reference, or `overMs` over it, whichever is more. */
const ratioOrOver = (ratio: number, overMs: number) => (referenceMs: number) =>
  Math.max(referenceMs * ratio, referenceMs + overMs);

/** The most an interaction may take, given the bare stack's floor measured beside it. */
export const interactionLimitMs = ratioOrOver(
  TARGETS.interactionRatio,
  TARGETS.interactionFrameMs,
);

/** The most a move may take the first time, given the same move with the code loaded. */
export const firstMoveLimitMs = ratioOrOver(
  TARGETS.firstMoveRatio,
  TARGETS.firstMoveFramesMs,
);

/** The most a move may take with its code loaded, given the floor's same move. */
export const loadedMoveLimitMs = ratioOrOver(
  TARGETS.loadedMoveRatio,
  TARGETS.loadedMoveFrameMs,
);

/** The most a repeat visit's first paint may take with the worker, given it without. */
export const repeatVisitLimitMs = ratioOrOver(
  TARGETS.repeatVisitRatio,
  TARGETS.repeatVisitFrameMs,
);
