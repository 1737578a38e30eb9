/**
 * The performance targets (issue 32), which `npm run bench` judges and the size budget in
 * `npm test` enforces: each page as fast as its HTML and CSS allow, each click as fast as the
 * bare stack's. Judged as ratios to what the same run measures, since these machines differ
 * threefold. The size budget of `/` is `HOME_BUDGET` (scripts/build/shipped-bytes.ts).
 */
export const TARGETS = {
  /** A page's LCP over its limit's: the same HTML without scripts or module preloads. */
  lcpRatio: 1.1,
  /** Lighthouse's threshold for a good Total Blocking Time on mobile. */
  tbtMs: 200,
  cls: 0,
  /**
   * Input to next paint at 4× CPU slowdown, against the bare stack's floor in the same run:
   * at most this ratio to it, or one frame over it, whichever is more.
   */
  interactionRatio: 1.1,
  interactionFrameMs: 16,
} as const;

/** The most an interaction may take, given the bare stack's floor measured beside it. */
export const interactionLimitMs = (floorMs: number) =>
  Math.max(
    floorMs * TARGETS.interactionRatio,
    floorMs + TARGETS.interactionFrameMs,
  );
