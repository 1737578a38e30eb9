/**
 * The speed gate's rule (record 121): a target counts as missed only if the miss repeats. Whatever
 * missed is measured again, its scenario or move alone, a bounded number of times; a target fails
 * when it missed every time it was measured, and passes as soon as one measure meets it.
 */
import { formatTable } from "./table.ts";
import type { Verdict } from "./verdicts.ts";

/** A scenario or a move, by the name it is measured by, with the verdicts on its targets. */
export type Judged = { name: string; verdicts: readonly Verdict[] };

/** One target through the gate. */
export type GateTarget = {
  /** The scenario or move whose measure judges it. */
  measure: string;
  /** Its verdict at the first measure, then one for each measure again, taken while it missed. */
  verdicts: Verdict[];
};

const keyOf = ({ subject, target }: Verdict) => `${subject} ${target}`;

/** Missed each time it was measured: a miss that repeated, or one not measured again yet. */
export const missedEveryTime = ({ verdicts }: GateTarget) =>
  verdicts.every((verdict) => !verdict.met);

/** Every target of the first measure, each with its verdict. */
export const firstMeasure = (judged: readonly Judged[]): GateTarget[] =>
  judged.flatMap(({ name, verdicts }) =>
    verdicts.map((verdict) => ({ measure: name, verdicts: [verdict] })),
  );

/**
 * The scenarios and moves to measure again: those with a target that missed every time so far,
 * measured fewer than `maxMeasures` times for it. Each once, in the order of the first measure.
 */
export function toMeasureAgain(
  targets: readonly GateTarget[],
  maxMeasures: number,
): string[] {
  const names = targets
    .filter(
      (target) =>
        missedEveryTime(target) && target.verdicts.length < maxMeasures,
    )
    .map(({ measure }) => measure);
  return [...new Set(names)];
}

/**
 * Adds a measure again's verdicts to the targets that missed every time so far, of the scenarios
 * and moves it measured. A target met once stays met: what misses only now is not counted.
 */
export function addMeasure(
  targets: readonly GateTarget[],
  judged: readonly Judged[],
): GateTarget[] {
  const again = new Map(
    judged.flatMap(({ name, verdicts }) =>
      verdicts.map((verdict) => [`${name} ${keyOf(verdict)}`, verdict]),
    ),
  );
  const measuredAgain = new Set(judged.map(({ name }) => name));
  return targets.map((target) => {
    if (!measuredAgain.has(target.measure) || !missedEveryTime(target))
      return target;
    const [first] = target.verdicts;
    const verdict = first && again.get(`${target.measure} ${keyOf(first)}`);
    if (!verdict)
      throw new Error(
        `Measured ${target.measure} again without judging its target ${first ? keyOf(first) : "?"}`,
      );
    return { ...target, verdicts: [...target.verdicts, verdict] };
  });
}

/**
 * Measures everything once, then measures again, each time only the scenarios and moves with a
 * target that missed every time so far, until none is left or each has been measured
 * `maxMeasures` times. `measure` measures the named ones, or all of them when given none.
 */
export async function runGate(
  measure: (only?: readonly string[]) => Promise<Judged[]>,
  maxMeasures: number,
): Promise<GateTarget[]> {
  let targets = firstMeasure(await measure());
  for (;;) {
    const again = toMeasureAgain(targets, maxMeasures);
    if (again.length === 0) return targets;
    targets = addMeasure(targets, await measure(again));
  }
}

/** The targets that fail the gate: missed at every measure. */
export const failures = (targets: readonly GateTarget[]) =>
  targets.filter(missedEveryTime);

/** How a measure is named in the report: the first, then each measure again. */
const measureName = (index: number) =>
  index === 0 ? "first" : `again (${index})`;

/**
 * A line per measure of each target (its ✓ or ✗, figure and wanted figure, and which measure it
 * was), then one that says whether the gate passed, and names the misses that were measured
 * again and what became of them.
 */
export function formatGate(targets: readonly GateTarget[]): string {
  const rows = targets.flatMap(({ verdicts }) =>
    verdicts.map((v, index) => [
      v.met ? "✓" : "✗",
      v.subject,
      v.target,
      v.measured,
      v.wanted,
      measureName(index),
    ]),
  );
  const table = formatTable(
    ["", "Route or move", "Target", "Measured", "Wanted", "Measure"],
    rows,
    ["left", "left", "left", "left", "left", "left"],
  );
  const named = (list: readonly GateTarget[]) =>
    list
      .map(({ verdicts }) => {
        const [first] = verdicts;
        return `${first ? keyOf(first) : "?"} (${verdicts.map((v) => (v.met ? "✓" : "✗")).join(" ")})`;
      })
      .join("; ");
  const failed = failures(targets);
  const recovered = targets.filter(
    (target) => target.verdicts.length > 1 && !missedEveryTime(target),
  );
  const summary =
    failed.length === 0
      ? `✓ Speed gate passed: all ${targets.length} targets met${recovered.length ? `, ${recovered.length} of them when measured again after a miss that did not repeat: ${named(recovered)}` : ", none measured again"}.`
      : `✗ Speed gate failed: ${failed.length} of ${targets.length} targets missed at every measure: ${named(failed)}.${recovered.length ? ` Met when measured again after a miss: ${named(recovered)}.` : ""}`;
  return [table, "", summary].join("\n");
}
