import {
  HOME_BUDGET,
  type ShippedBytes,
} from "../scripts/build/shipped-bytes.ts";
import type { InteractionResult } from "./interaction-timing.ts";
import type { RouteResult } from "./lcp-limit.ts";
import { moveName, type MoveResult } from "./navigation-timing.ts";
import { kilobytes, milliseconds } from "./report.ts";
import { formatTable } from "./table.ts";
import {
  firstMoveLimitMs,
  interactionLimitMs,
  loadedMoveLimitMs,
  TARGETS,
} from "./targets.ts";

/** One target of the issues, for one route, interaction or move, and whether it is met. */
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
  /** Null when the run skipped the interactions. */
  interactions: readonly InteractionResult[] | null;
  /** Null when the run skipped the moves between pages. */
  navigation: readonly MoveResult[] | null;
};

/** Exact enough that a shift too small for three decimals still shows as one. */
const cls = (value: number) =>
  value === 0 || value >= 0.001 ? value.toFixed(3) : value.toExponential(1);

/**
 * A figure over its target by less than it is usually printed to would read as the target
 * itself beside its ✗ ("50 ms", wanted "≤ 50 ms"): that one gets the decimals it takes to show
 * it is over.
 */
function againstTarget(
  value: number,
  target: number,
  usual: (value: number) => string,
  unit: string,
) {
  if (value <= target || usual(value) !== usual(target)) return usual(value);
  let decimals = 0;
  while (Number(value.toFixed(decimals)) <= target) decimals += 1;
  return `${value.toFixed(decimals)}${unit}`;
}

const lcpRatio = (value: number) =>
  againstTarget(value, TARGETS.lcpRatio, (r) => `${r.toFixed(3)}×`, "×");
const millisecondsAgainst = (value: number, target: number) =>
  againstTarget(value, target, milliseconds, " ms");

function lighthouseVerdicts(result: RouteResult): Verdict[] {
  const { route: subject, median, limit } = result;
  const { lcp, tbt, cls: shift } = median.metrics;
  return [
    {
      met: result.lcpRatio <= TARGETS.lcpRatio,
      subject,
      target: "LCP ratio to the limit",
      measured: `${lcpRatio(result.lcpRatio)} (${milliseconds(lcp)} / ${milliseconds(limit.lcp)})`,
      wanted: `≤ ${TARGETS.lcpRatio.toFixed(2)}×`,
    },
    {
      met: tbt <= TARGETS.tbtMs,
      subject,
      target: "TBT",
      // Beside what the HTML alone blocks: the part of the figure that no script caused.
      measured: `${millisecondsAgainst(tbt, TARGETS.tbtMs)} (limit ${milliseconds(limit.tbt)})`,
      wanted: `≤ ${TARGETS.tbtMs} ms`,
    },
    {
      met: shift <= TARGETS.cls,
      subject,
      target: "CLS",
      measured: cls(shift),
      wanted: String(TARGETS.cls),
    },
  ];
}

/**
 * A move the first time, against its limit (the code loaded) and against a page load; and with
 * the code loaded, against the floor.
 */
function moveVerdicts(move: MoveResult): Verdict[] {
  const subject = moveName(move);
  const { firstTime, codeLoaded, pageLoad, floor } = move.median;
  const verdict = (
    target: string,
    value: number,
    limit: number,
    reference: string,
  ): Verdict => ({
    met: value <= limit,
    subject,
    target,
    measured: millisecondsAgainst(value, limit),
    wanted: `≤ ${milliseconds(limit)} (${reference})`,
  });
  return [
    verdict(
      "first time, against the code loaded",
      firstTime,
      firstMoveLimitMs(codeLoaded),
      `code loaded ${milliseconds(codeLoaded)}`,
    ),
    verdict(
      "first time, against a page load",
      firstTime,
      pageLoad * TARGETS.firstMoveToPageLoad,
      `page load ${milliseconds(pageLoad)}`,
    ),
    verdict(
      "code loaded, against the floor",
      codeLoaded,
      loadedMoveLimitMs(floor),
      `floor ${milliseconds(floor)}`,
    ),
  ];
}

/** Every target of the issues that the figures can judge, in the order the report shows them. */
export function judge({
  lighthouse,
  bundle,
  interactions,
  navigation,
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
    ...(interactions ?? []).map(({ name, route, summary, floor, platform }) => {
      const limit = interactionLimitMs(floor.summary.ms.median);
      return {
        met: summary.ms.median <= limit,
        subject: route,
        target: `${name}, median`,
        // Beside the platform's: what the stack's primitives cost.
        measured: `${millisecondsAgainst(summary.ms.median, limit)} (max ${milliseconds(summary.ms.max)}, platform ${milliseconds(platform.summary.ms.median)})`,
        wanted: `≤ ${milliseconds(limit)} (floor ${milliseconds(floor.summary.ms.median)})`,
      };
    }),
    ...(navigation ?? []).flatMap(moveVerdicts),
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
  return ["Targets (issues 32 and 36)", table, "", summary, ...notJudged].join(
    "\n",
  );
}
