import { median } from "./stats.ts";

/**
 * The ways a move between pages is tried, each in a fresh context (bench/navigation.ts):
 * - `firstTime`: as a new visitor makes it, once the page they arrived on has gone quiet;
 * - `codeLoaded`: the same, after the same move there and back, so that the new page's code is
 *   in the browser: the most that loading it ahead can give, the first time's limit;
 * - `pageLoad`: the new page loaded as a document of its own, from the same page, as a plain
 *   link would: what a move must beat;
 * - `floor`: the move with its code loaded on the bare stack (bench/floor), pages of the same
 *   copy in plain markup.
 */
export const MOVE_WAYS = [
  "firstTime",
  "codeLoaded",
  "pageLoad",
  "floor",
] as const;
export type MoveWay = (typeof MOVE_WAYS)[number];

/** A move as measured some of the ways (`W`), every way by default. */
export type MoveResult<W extends MoveWay = MoveWay> = {
  from: string;
  to: string;
  /** The accessible name of the link clicked. */
  link: string;
  /**
   * Milliseconds, run by run, from the click (from the navigation's start, for a page load) to
   * the first frame that shows the new page's heading.
   */
  samples: Record<W, number[]>;
  median: Record<W, number>;
};

export function summariseMove<W extends MoveWay>(
  move: Pick<MoveResult, "from" | "to" | "link">,
  samples: Record<W, number[]>,
): MoveResult<W> {
  const medians = Object.fromEntries(
    (Object.entries(samples) as [W, number[]][]).map(([way, runs]) => [
      way,
      median(runs),
    ]),
  ) as Record<W, number>;
  return { ...move, samples, median: medians };
}

/** How a move is named in the report: `/ → /warranty`. */
export const moveName = ({ from, to }: Pick<MoveResult, "from" | "to">) =>
  `${from} → ${to}`;
