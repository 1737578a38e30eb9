/**
 * `npm run bench`: builds the site, serves it as `npm start` does, runs Lighthouse on each page
 * and measures what `/` ships. Progress goes to stderr, results to stdout.
 */
import { spawnSync } from "node:child_process";
import { constants, cpus } from "node:os";
import { join } from "node:path";
import { measureShippedBytes, type ShippedBytes } from "./bench/bundle-size.ts";
import { runLighthouse, stopBrowsers } from "./bench/lighthouse.ts";
import { pickMedianRun, type RunSummary } from "./bench/lighthouse-summary.ts";
import { parseOptions, USAGE, type BenchOptions } from "./bench/options.ts";
import { startPreviewServer } from "./bench/preview-server.ts";
import { formatTable } from "./bench/table.ts";

type RouteResult = { route: string; median: RunSummary; runs: RunSummary[] };

const projectRoot = join(import.meta.dirname, "..");
const clientBuild = join(projectRoot, "build", "client");

const log = (message: string) => console.error(message);

function build() {
  log("Building the site…");
  const result = spawnSync("npm", ["run", "build"], {
    cwd: projectRoot,
    stdio: ["ignore", process.stderr, process.stderr],
  });
  if (result.status !== 0)
    throw new Error(`npm run build failed with code ${result.status}`);
}

async function benchRoutes(
  origin: string,
  { routes, runs }: BenchOptions,
): Promise<RouteResult[]> {
  const results: RouteResult[] = [];
  for (const route of routes) {
    const summaries: RunSummary[] = [];
    for (let run = 1; run <= runs; run++) {
      log(`Lighthouse ${route}: run ${run} of ${runs}`);
      const summary = await runLighthouse(new URL(route, origin).href, {
        onRetry: (error) => log(`  ${String(error)}; trying again`),
      });
      summaries.push(summary);
    }
    results.push({ route, median: pickMedianRun(summaries), runs: summaries });
  }
  return results;
}

const score = (value: number | null) =>
  value === null ? "–" : String(Math.round(value * 100));
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function lighthouseTables(results: RouteResult[], runs: number): string {
  const scores = formatTable(
    ["Route", "Perf", "A11y", "BP", "SEO", "FCP", "LCP", "TBT", "CLS"],
    results.map(({ route, median: { scores: s, metrics: m } }) => [
      route,
      score(s.performance),
      score(s.accessibility),
      score(s["best-practices"]),
      score(s.seo),
      seconds(m.fcp),
      seconds(m.lcp),
      `${Math.round(m.tbt)} ms`,
      m.cls.toFixed(3),
    ]),
  );
  const deductions = results.flatMap(({ route, median }) =>
    median.deductions.map((d) => [route, d.category, d.id, score(d.score)]),
  );
  return [
    `Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ""}· mobile, simulated throttling`,
    scores,
    "",
    "Audits that cost points in the median runs",
    deductions.length
      ? formatTable(["Route", "Category", "Audit", "Score"], deductions, [
          "left",
          "left",
          "left",
          "right",
        ])
      : "none",
  ].join("\n");
}

function bundleTable({ files, totals }: ShippedBytes): string {
  const count = (kind: string) => files.filter((f) => f.kind === kind).length;
  const rows = (["js", "css", "html"] as const).map((kind) => [
    `${kind.toUpperCase()} (${count(kind)} file${count(kind) === 1 ? "" : "s"})`,
    kilobytes(totals[kind].raw),
    kilobytes(totals[kind].gzip),
    kilobytes(totals[kind].brotli),
  ]);
  return [
    "What / ships (from build/client; 1 kB = 1000 bytes)",
    formatTable(["", "Raw", "gzip", "brotli"], rows),
  ].join("\n");
}

async function main() {
  let options: BenchOptions;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    log(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }

  const startedAt = performance.now();
  build();
  const shipped = await measureShippedBytes(clientBuild, "index.html");
  const server = await startPreviewServer(projectRoot);
  // A Ctrl-C or a kill must not leave the server holding its port, nor a Chromium running.
  const stopOnSignal = (signal: NodeJS.Signals) => {
    stopBrowsers();
    void server
      .stop()
      .then(() => process.exit(128 + constants.signals[signal]));
  };
  process.once("SIGINT", stopOnSignal).once("SIGTERM", stopOnSignal);

  let results: RouteResult[];
  try {
    results = await benchRoutes(server.origin, options);
  } finally {
    await server.stop();
  }
  const elapsed = (performance.now() - startedAt) / 1000;

  if (options.json) {
    const environment = {
      date: new Date().toISOString(),
      node: process.version,
      cpu: cpus()[0]?.model,
      cpus: cpus().length,
      elapsedSeconds: Math.round(elapsed),
    };
    const output = { environment, lighthouse: results, bundle: shipped };
    console.log(JSON.stringify(output, null, 2));
    return;
  }
  console.log(lighthouseTables(results, options.runs));
  console.log(`\n${bundleTable(shipped)}`);
  log(`\nDone in ${elapsed.toFixed(0)} s.`);
}

await main();
