import { parseArgs } from "node:util";

/** Every page of the site, and a path that none has, for the 404 page. */
export const DEFAULT_ROUTES = [
  "/",
  "/warranty",
  "/returns",
  "/help-center",
  "/this-page-does-not-exist",
];

export type BenchOptions = { json: boolean; runs: number; routes: string[] };

export const USAGE = `Usage: npm run bench -- [--runs N] [--routes /,/warranty] [--json]
(with --json, run \`npm run -s bench\` or \`node scripts/bench.ts\` to keep npm's banner off stdout)`;

export function parseOptions(args: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      json: { type: "boolean", default: false },
      runs: { type: "string", default: "3" },
      routes: { type: "string", default: DEFAULT_ROUTES.join(",") },
    },
    strict: true,
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(
      `--runs must be a whole number of at least 1, not "${values.runs}"`,
    );
  const routes = values.routes
    .split(",")
    .map((route) => route.trim())
    .filter(Boolean);
  const invalid = routes.find((route) => !route.startsWith("/"));
  if (invalid !== undefined || routes.length === 0)
    throw new Error(
      `--routes takes paths that start with "/", not "${values.routes}"`,
    );
  return { json: values.json, runs, routes };
}
