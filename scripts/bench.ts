/**
 * `npm run bench`: builds the site, serves it as `npm start` does, beside a copy of it stripped
 * of every script (the limit), runs Lighthouse on each page and on its limit by turns, and
 * measures what `/` ships. Progress goes to stderr, results to stdout.
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { constants, cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { measureShippedBytes } from "./bench/bundle-size.ts";
import { compareWithLimit, type RouteResult } from "./bench/lcp-limit.ts";
import { runLighthouse, stopBrowsers } from "./bench/lighthouse.ts";
import type { RunSummary } from "./bench/lighthouse-summary.ts";
import { parseOptions, USAGE, type BenchOptions } from "./bench/options.ts";
import {
  startPreviewServer,
  type PreviewServer,
} from "./bench/preview-server.ts";
import { bundleTable, lighthouseTables } from "./bench/report.ts";
import { writeScriptFreeBuild } from "./bench/strip-scripts.ts";

const projectRoot = join(import.meta.dirname, "..");
const buildDirectory = join(projectRoot, "build");
const clientBuild = join(buildDirectory, "client");

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

type Origins = { page: string; limit: string };

/**
 * Lighthouse on each route and on its limit, by turns (page, limit, page, limit…), so that both
 * see the machine in the same state.
 */
async function benchRoutes(
  origins: Origins,
  { routes, runs }: BenchOptions,
): Promise<RouteResult[]> {
  const onRetry = (error: unknown) => log(`  ${String(error)}; trying again`);
  const results: RouteResult[] = [];
  for (const route of routes) {
    const pageRuns: RunSummary[] = [];
    const limitRuns: RunSummary[] = [];
    for (let run = 1; run <= runs; run++) {
      log(`Lighthouse ${route}: run ${run} of ${runs}, page then limit`);
      pageRuns.push(
        await runLighthouse(new URL(route, origins.page).href, { onRetry }),
      );
      limitRuns.push(
        await runLighthouse(new URL(route, origins.limit).href, { onRetry }),
      );
    }
    results.push(compareWithLimit(route, pageRuns, limitRuns));
  }
  return results;
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
  const limitBuild = await mkdtemp(join(tmpdir(), "circularium-limit-"));
  const servers: PreviewServer[] = [];
  const cleanUp = async () => {
    stopBrowsers();
    await Promise.all(servers.map((server) => server.stop()));
    await rm(limitBuild, { recursive: true, force: true });
  };
  // A Ctrl-C or a kill must not leave a server holding its port, nor a Chromium running.
  const stopOnSignal = (signal: NodeJS.Signals) => {
    void cleanUp().then(() => process.exit(128 + constants.signals[signal]));
  };
  process.once("SIGINT", stopOnSignal).once("SIGTERM", stopOnSignal);

  let results: RouteResult[];
  try {
    log("Writing the limit: the build without scripts…");
    await writeScriptFreeBuild(buildDirectory, limitBuild);
    const page = await startPreviewServer(projectRoot);
    servers.push(page);
    const limit = await startPreviewServer(projectRoot, {
      script: "scripts/bench/serve-build.ts",
      args: [limitBuild],
    });
    servers.push(limit);
    results = await benchRoutes(
      { page: page.origin, limit: limit.origin },
      options,
    );
  } finally {
    await cleanUp();
  }
  const elapsed = (performance.now() - startedAt) / 1000;
  const home = results.find((result) => result.route === "/");

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
  console.log(`\n${bundleTable(shipped, home?.median.transfer)}`);
  log(`\nDone in ${elapsed.toFixed(0)} s.`);
}

await main();
