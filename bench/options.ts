import { parseArgs } from "node:util";

/** Every page of the site, and a path that none has, for the 404 page. */
export const DEFAULT_ROUTES = [
  "/",
  "/warranty",
  "/returns",
  "/help-center",
  "/this-page-does-not-exist",
];

export type BenchOptions = {
  json: boolean;
  runs: number;
  routes: string[];
  writeDoc: boolean;
  skipLighthouse: boolean;
};

export const USAGE = `Usage: npm run bench -- [--runs N] [--routes /,/warranty] [--json] [--write-doc] [--skip-lighthouse]
  --runs N           Lighthouse runs per route, and as many of its limit (default 3)
  --routes …         the routes to run Lighthouse on (default: every page and the 404 page)
  --json             print the figures as JSON instead of the report (run \`npm run -s bench\`
                     or \`node bench/bench.ts\` to keep npm's banner off stdout)
  --write-doc        also write the report, the date and the machine into docs/performance.md
  --skip-lighthouse  only the sizes and the interactions, for a quick check`;

export function parseOptions(args: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      json: { type: "boolean", default: false },
      runs: { type: "string", default: "3" },
      routes: { type: "string", default: DEFAULT_ROUTES.join(",") },
      "write-doc": { type: "boolean", default: false },
      "skip-lighthouse": { type: "boolean", default: false },
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
  return {
    json: values.json,
    runs,
    routes,
    writeDoc: values["write-doc"],
    skipLighthouse: values["skip-lighthouse"],
  };
}
