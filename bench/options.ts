import { parseArgs } from "node:util";
import { pagePaths } from "../hosting/build-files.ts";
import { THROTTLINGS, type Throttling } from "./lighthouse-summary.ts";

/** A path that no page has, for the 404 page. */
export const NOT_FOUND_ROUTE = "/this-page-does-not-exist";

/**
 * Every page of a build, from its files (the pages React Router pre-rendered from the route
 * table), and the 404 page: what the bench measures unless asked for routes, so that a page
 * added to the shop is measured without a list here to edit.
 */
export function everyRoute(files: readonly string[]): string[] {
  return [...pagePaths(files), NOT_FOUND_ROUTE];
}

/**
 * The parts of the bench besides the sizes, which it always measures: Lighthouse on each page
 * and its limit (with the main thread's longest task), the interactions, the moves between pages,
 * a repeat visit with the service worker and without it.
 */
export const PARTS = [
  "lighthouse",
  "interactions",
  "navigation",
  "repeat",
] as const;
export type Part = (typeof PARTS)[number];

export type BenchOptions = {
  json: boolean;
  runs: number;
  /** The routes asked for; `null` for every page of the build (`everyRoute`). */
  routes: string[] | null;
  writeDoc: boolean;
  /** The parts to run, in the order of PARTS. */
  parts: Part[];
  /** How Lighthouse throttles each page and its limit, in the order of THROTTLINGS. */
  throttlings: Throttling[];
};

export const USAGE = `Usage: npm run bench -- [--runs N] [--routes /,/warranty] [--throttling …] [--only PARTS] [--skip-lighthouse] [--json] [--write-doc]
  --runs N           Lighthouse runs per route and throttling, and as many of its limit (default 3)
  --routes …         the routes to run Lighthouse on (default: every page and the 404 page)
  --throttling …     Lighthouse's throttling, comma-separated: simulate (its model of a phone),
                     devtools (the phone's network and CPU applied as the page loads), or both
                     (default: both)
  --only PARTS       only these parts, comma-separated: lighthouse (each page against its limit,
                     and the main thread), interactions, navigation (moves between pages),
                     repeat (a repeat visit with the service worker and without); the sizes
                     are always measured (default: all four)
  --skip-lighthouse  every part but Lighthouse
  --json             print the figures as JSON instead of the report (run \`npm run -s bench\`
                     or \`node bench/bench.ts\` to keep npm's banner off stdout)
  --write-doc        also write the report, the date and the machine into docs/performance.md`;

/** The names in a comma-separated list, each checked to be one of `known`. */
function listOf<T extends string>(
  option: string,
  value: string,
  known: readonly T[],
): T[] {
  const names = value.split(",").map((name) => name.trim());
  const isKnown = (name: string): name is T =>
    (known as readonly string[]).includes(name);
  if (!names.every(isKnown))
    throw new Error(
      `${option} takes a list among ${known.join(", ")}, not "${value}"`,
    );
  return known.filter((name) => names.includes(name));
}

export function parseOptions(args: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      json: { type: "boolean", default: false },
      runs: { type: "string", default: "3" },
      routes: { type: "string" },
      "write-doc": { type: "boolean", default: false },
      throttling: { type: "string", default: THROTTLINGS.join(",") },
      only: { type: "string", default: PARTS.join(",") },
      "skip-lighthouse": { type: "boolean", default: false },
    },
    strict: true,
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(
      `--runs must be a whole number of at least 1, not "${values.runs}"`,
    );
  const routes =
    values.routes
      ?.split(",")
      .map((route) => route.trim())
      .filter(Boolean) ?? null;
  const invalid = routes?.find((route) => !route.startsWith("/"));
  if (invalid !== undefined || routes?.length === 0)
    throw new Error(
      `--routes takes paths that start with "/", not "${values.routes ?? ""}"`,
    );
  const parts = listOf("--only", values.only, PARTS).filter(
    (part) => !(part === "lighthouse" && values["skip-lighthouse"]),
  );
  if (parts.length === 0)
    throw new Error("--only and --skip-lighthouse leave no part to run");
  return {
    json: values.json,
    runs,
    routes,
    writeDoc: values["write-doc"],
    parts,
    throttlings: listOf("--throttling", values.throttling, THROTTLINGS),
  };
}
