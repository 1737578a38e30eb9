import {
  HOME_BUDGET,
  type ShippedBytes,
} from "../build-reading/shipped-bytes.ts";
import { PHONES } from "./cpu-calibration.ts";
import type { InteractionResult, Measures } from "./interaction-timing.ts";
import type { RouteResult } from "./lcp-limit.ts";
import type { Throttling } from "./lighthouse-summary.ts";
import { moveName, type MoveResult } from "./navigation-timing.ts";
import type { RepeatVisitResult } from "./repeat-visit.ts";
import { kilobytes, milliseconds } from "./report.ts";
import { median, percentile75 } from "./stats.ts";
import { formatTable } from "./table.ts";
import {
  firstMoveLimitMs,
  interactionLimitMs,
  JUDGED_TIER,
  loadedMoveLimitMs,
  repeatVisitLimitMs,
  TARGETS,
} from "./targets.ts";

/** One performance target, for one route, interaction or move, and whether it is met. */
export type Verdict = {
  met: boolean;
  subject: string;
  target: string;
  measured: string;
  wanted: string;
};

export type BenchFigures = {
  /** Null when the run skipped Lighthouse. */
  lighthouse: readonly RouteResult[] | null;
  bundle: ShippedBytes;
  /** On the judged phone (JUDGED_TIER); null when the run skipped the interactions. */
  interactions: readonly InteractionResult[] | null;
  /** On the judged phone; null when the run skipped the moves between pages. */
  navigation: readonly MoveResult[] | null;
  /** On the judged phone; null or left out when the run skipped the repeat visits. */
  repeatVisits?: readonly RepeatVisitResult[] | null;
};

/** Exact enough that a shift too small for three decimals still shows as one. */
const cls = (value: number) =>
  value === 0 || value >= 0.001 ? value.toFixed(3) : value.toExponential(1);

/** More than any figure's measure holds. */
const MAX_DECIMALS = 12;

/**
 * A figure over its target by less than it is usually printed to would read as the target
 * itself beside its ✗ ("50 ms", wanted "≤ 50 ms"): that one gets the decimals it takes to show
 * it is over, cut rather than rounded (rounded, 1.0504 would read 1.1 beside a target of 1.05).
 */
function againstTarget(
  value: number,
  target: number,
  usual: (value: number) => string,
  unit: string,
) {
  if (value <= target || usual(value) !== usual(target)) return usual(value);
  const digits = value.toFixed(MAX_DECIMALS);
  const cut = (decimals: number) =>
    digits.slice(0, digits.indexOf(".") + (decimals && decimals + 1));
  let decimals = 0;
  while (decimals < MAX_DECIMALS && Number(cut(decimals)) <= target)
    decimals += 1;
  return `${cut(decimals)}${unit}`;
}

const millisecondsAgainst = (value: number, target: number) =>
  againstTarget(value, target, milliseconds, " ms");

/** How a verdict names each throttling. */
const THROTTLING_NAMES: Record<Throttling, string> = {
  simulate: "simulated",
  devtools: "real throttling",
};

function lighthouseVerdicts(result: RouteResult): Verdict[] {
  const { route: subject, median, limit, throttling, tier } = result;
  const { lcp, tbt, cls: shift } = median.metrics;
  const lcpTarget = TARGETS.lcpRatio[throttling];
  const named = (target: string) =>
    `${target}, ${THROTTLING_NAMES[throttling]}${tier ? `, ${PHONES[tier].tier}` : ""}`;
  return [
    {
      met: result.lcpRatio <= lcpTarget,
      subject,
      target: named("LCP ratio to the limit"),
      measured: `${againstTarget(result.lcpRatio, lcpTarget, (r) => `${r.toFixed(3)}×`, "×")} (${milliseconds(lcp)} / ${milliseconds(limit.lcp)})`,
      wanted: `≤ ${lcpTarget.toFixed(2)}×`,
    },
    {
      met: tbt <= TARGETS.tbtMs,
      subject,
      target: named("TBT"),
      // Beside what the HTML alone blocks: the part of the figure that no script caused.
      measured: `${millisecondsAgainst(tbt, TARGETS.tbtMs)} (limit ${milliseconds(limit.tbt)})`,
      wanted: `≤ ${TARGETS.tbtMs} ms`,
    },
    {
      met: shift <= TARGETS.cls,
      subject,
      target: named("CLS"),
      measured: cls(shift),
      wanted: String(TARGETS.cls),
    },
  ];
}

/** A figure of the judged phone's against Google's "good", `statistic` naming which figure. */
function phoneVerdict(
  subject: string,
  what: string,
  statistic: "median" | "75th percentile",
  value: number,
): Verdict {
  return {
    met: value <= TARGETS.phoneMs,
    subject,
    target: `${what}, ${statistic}, ${PHONES[JUDGED_TIER].tier}`,
    measured: millisecondsAgainst(value, TARGETS.phoneMs),
    wanted: `≤ ${milliseconds(TARGETS.phoneMs)}`,
  };
}

/** An interaction's median and 75th percentile on the judged phone, against Google's "good". */
export function interactionPhoneVerdicts({
  name,
  route,
  summary,
}: InteractionResult): Verdict[] {
  return [
    phoneVerdict(route, name, "median", summary.ms.median),
    phoneVerdict(route, name, "75th percentile", summary.ms.p75),
  ];
}

/** An interaction's median against its floor's, measured by the same turns. */
export function interactionFloorVerdict({
  name,
  route,
  summary,
  floor,
  platform,
}: InteractionResult & { floor: Measures }): Verdict {
  const limit = interactionLimitMs(floor.summary.ms.median);
  // Beside the platform's, when measured: what the stack's primitives cost.
  const beside = [
    `max ${milliseconds(summary.ms.max)}`,
    ...(platform
      ? [`platform ${milliseconds(platform.summary.ms.median)}`]
      : []),
  ];
  return {
    met: summary.ms.median <= limit,
    subject: route,
    target: `${name}, median`,
    measured: `${millisecondsAgainst(summary.ms.median, limit)} (${beside.join(", ")})`,
    wanted: `≤ ${milliseconds(limit)} (floor ${milliseconds(floor.summary.ms.median)})`,
  };
}

/** A move's figure (`value`, of one way) against a limit taken from another way's. */
function moveVerdict(
  move: Pick<MoveResult, "from" | "to">,
  target: string,
  value: number,
  limit: number,
  reference: string,
): Verdict {
  return {
    met: value <= limit,
    subject: moveName(move),
    target,
    measured: millisecondsAgainst(value, limit),
    wanted: `≤ ${milliseconds(limit)} (${reference})`,
  };
}

/** A move the first time on the judged phone, its median and 75th percentile, against "good". */
export function firstMovePhoneVerdicts(
  move: MoveResult<"firstTime">,
): Verdict[] {
  const firstTimes = move.samples.firstTime;
  return [
    phoneVerdict(moveName(move), "first time", "median", median(firstTimes)),
    phoneVerdict(
      moveName(move),
      "first time",
      "75th percentile",
      percentile75(firstTimes),
    ),
  ];
}

/** Every target of an interaction: against its floor where the floor has it, and on the phone. */
export const interactionVerdicts = (result: InteractionResult): Verdict[] => [
  ...(result.floor
    ? [interactionFloorVerdict({ ...result, floor: result.floor })]
    : []),
  ...interactionPhoneVerdicts(result),
];

/** A move the first time against a page load: the one target that needs only those two ways. */
export function firstMoveAgainstPageLoad(
  move: MoveResult<"firstTime" | "pageLoad">,
): Verdict {
  const { firstTime, pageLoad } = move.median;
  return moveVerdict(
    move,
    "first time, against a page load",
    firstTime,
    pageLoad * TARGETS.firstMoveToPageLoad,
    `page load ${milliseconds(pageLoad)}`,
  );
}

/**
 * A move the first time, against its limit (the code loaded) and against a page load; and with
 * the code loaded, against the floor.
 */
export function moveVerdicts(move: MoveResult): Verdict[] {
  const { firstTime, codeLoaded, floor } = move.median;
  return [
    moveVerdict(
      move,
      "first time, against the code loaded",
      firstTime,
      firstMoveLimitMs(codeLoaded),
      `code loaded ${milliseconds(codeLoaded)}`,
    ),
    firstMoveAgainstPageLoad(move),
    moveVerdict(
      move,
      "code loaded, against the floor",
      codeLoaded,
      loadedMoveLimitMs(floor),
      `floor ${milliseconds(floor)}`,
    ),
  ];
}

/** A repeat visit's first paint with the service worker, against the same visit without it. */
function repeatVisitVerdict({ route, median }: RepeatVisitResult): Verdict {
  const limit = repeatVisitLimitMs(median.withoutWorker);
  return {
    met: median.withWorker <= limit,
    subject: route,
    target: "repeat visit's first paint, with the worker",
    measured: millisecondsAgainst(median.withWorker, limit),
    wanted: `≤ ${milliseconds(limit)} (without ${milliseconds(median.withoutWorker)})`,
  };
}

/** Every target that the figures can judge, in the order the report shows them. */
export function judge({
  lighthouse,
  bundle,
  interactions,
  navigation,
  repeatVisits,
}: BenchFigures): Verdict[] {
  const bytes = (kind: "js" | "css", target: string, limit: number) => ({
    met: bundle.totals[kind].brotli <= limit,
    subject: "/",
    target,
    measured: againstTarget(bundle.totals[kind].brotli, limit, kilobytes, " B"),
    wanted: `≤ ${kilobytes(limit)}`,
  });
  return [
    ...(lighthouse ?? []).flatMap(lighthouseVerdicts),
    bytes("js", "JavaScript, brotli", HOME_BUDGET.js),
    bytes("css", "CSS, brotli", HOME_BUDGET.css),
    ...(interactions ?? []).flatMap(interactionVerdicts),
    ...(navigation ?? []).flatMap((move) => [
      ...moveVerdicts(move),
      ...firstMovePhoneVerdicts(move),
    ]),
    ...(repeatVisits ?? []).map(repeatVisitVerdict),
  ];
}

/** A ✓ or ✗ line per target, then one line that sums them up and names the misses. */
export function formatVerdicts(
  verdicts: readonly Verdict[],
  skipped: readonly string[] = [],
): string {
  const table = formatTable(
    ["", "Route", "Target", "Measured", "Wanted"],
    verdicts.map((v) => [
      v.met ? "✓" : "✗",
      v.subject,
      v.target,
      v.measured,
      v.wanted,
    ]),
    ["left", "left", "left", "left", "left"],
  );
  const missed = verdicts.filter((v) => !v.met);
  const summary =
    missed.length === 0
      ? `✓ All ${verdicts.length} targets met.`
      : `✗ ${missed.length} of ${verdicts.length} targets missed: ${missed
          .map((v) => `${v.subject} ${v.target}`)
          .join("; ")}.`;
  const notJudged = skipped.length
    ? [`Not judged in this run: ${skipped.join(", ")}.`]
    : [];
  return ["Targets (bench/targets.ts)", table, "", summary, ...notJudged].join(
    "\n",
  );
}
