/**
 * `npm run bench`: builds the site, serves it as `npm start` does, beside a copy of it stripped
 * of every script (the limit), runs Lighthouse on each page and on its limit by turns, measures
 * what `/` ships, how fast three interactions paint, on the site, on the bare stack (the floor)
 * and on the platform's primitives by turns, and how fast the moves between pages show the new
 * page, and a repeat visit's first paint with the service worker and without it, then judges
 * every figure against its target (bench/targets.ts). Progress goes to stderr, results to
 * stdout.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { measureShippedBytes } from "../build-reading/shipped-bytes.ts";
import { listFiles } from "../hosting/build-files.ts";
import type { InteractionResult } from "./interaction-timing.ts";
import {
  calibrateMachine,
  describePhone,
  phoneOf,
  phonesOf,
  PHONES,
  TIERS,
  type PhoneOnMachine,
} from "./cpu-calibration.ts";
import { JUDGED_TIER } from "./targets.ts";
import { measureInteractions, REPETITIONS } from "./interactions.ts";
import {
  measureNavigation,
  MOVE_NETWORK,
  MOVE_REPETITIONS,
} from "./navigation.ts";
import { MOVE_WAYS, type MoveResult } from "./navigation-timing.ts";
import {
  measureRepeatVisits,
  REPEAT_VISIT_REPETITIONS,
  type RepeatVisitResult,
} from "./repeat-visit.ts";
import { compareWithLimit, type RouteResult } from "./lcp-limit.ts";
import { measureMainThread, type MainThreadResult } from "./main-thread.ts";
import { stopBrowsers } from "./fresh-chromium.ts";
import { runLighthouse } from "./lighthouse.ts";
import type { RunSummary, Throttling } from "./lighthouse-summary.ts";
import {
  parseOptions,
  PARTS,
  USAGE,
  type BenchOptions,
  everyRoute,
  type Part,
} from "./options.ts";
import { startPreviewServer, type PreviewServer } from "./preview-server.ts";
import { build, buildFloor, serveFloor, stopOnSignals } from "./run-set-up.ts";
import {
  describeMachine,
  handWrittenPart,
  performanceDoc,
} from "./performance-doc.ts";
import {
  bundleTable,
  interactionsTable,
  lighthouseTables,
  mainThreadTable,
  navigationTable,
  repeatVisitTable,
} from "./report.ts";
import { writeScriptFreeBuild } from "./strip-scripts.ts";
import { formatVerdicts, judge } from "./verdicts.ts";

const projectRoot = join(import.meta.dirname, "..");
const buildDirectory = join(projectRoot, "build");
const clientBuild = join(buildDirectory, "client");
const performanceDocPath = join(projectRoot, "docs", "performance.md");

const log = (message: string) => console.error(message);
/** How the verdicts name a part the run left out. */
const PART_NAMES: Record<Part, string> = {
  lighthouse: "Lighthouse",
  interactions: "the interactions",
  navigation: "the moves between pages",
  repeat: "the repeat visits",
};
/** Traces of each route's load, with DevTools' Runtime domain on and off, by turns. */
const MAIN_THREAD_RUNS = 3;

type Origins = { page: string; limit: string };

/** What a run measured on one phone. */
type TierFigures = {
  phone: PhoneOnMachine;
  interactions: InteractionResult[] | null;
  navigation: MoveResult[] | null;
  repeatVisits: RepeatVisitResult[] | null;
};

/** One way Lighthouse runs: simulated, or with DevTools' throttling on one of the phones. */
type LighthouseWay = { throttling: Throttling; phone: PhoneOnMachine | null };

/** Each throttling asked for; DevTools' on each phone, since its CPU slowdown is the phone's. */
const lighthouseWays = (
  throttlings: readonly Throttling[],
  phones: readonly PhoneOnMachine[],
): LighthouseWay[] =>
  throttlings.flatMap((throttling): LighthouseWay[] =>
    throttling === "devtools"
      ? phones.map((phone) => ({ throttling, phone }))
      : [{ throttling, phone: null }],
  );

/**
 * Lighthouse on each route and on its limit, by turns (page, limit, page, limit…), so that both
 * see the machine in the same state; each run throttled each way, by the same turns.
 */
async function benchRoutes(
  origins: Origins,
  runs: number,
  ways: readonly LighthouseWay[],
  routes: readonly string[],
): Promise<RouteResult[]> {
  const onRetry = (error: unknown) => log(`  ${String(error)}; trying again`);
  const results: RouteResult[] = [];
  for (const route of routes) {
    const pageRuns = ways.map((): RunSummary[] => []);
    const limitRuns = ways.map((): RunSummary[] => []);
    for (let run = 1; run <= runs; run++) {
      for (const [index, { throttling, phone }] of ways.entries()) {
        log(
          `Lighthouse ${route}, ${throttling} throttling${phone ? ` (${phone.tier} tier)` : ""}: run ${run} of ${runs}, page then limit`,
        );
        const measure = (origin: string) =>
          runLighthouse(new URL(route, origin).href, {
            throttling: phone
              ? { method: "devtools", cpuSlowdown: phone.cpuRate }
              : { method: "simulate" },
            onRetry,
          });
        pageRuns[index]?.push(await measure(origins.page));
        limitRuns[index]?.push(await measure(origins.limit));
      }
    }
    for (const [index, { throttling, phone }] of ways.entries())
      results.push(
        compareWithLimit(
          route,
          pageRuns[index] ?? [],
          limitRuns[index] ?? [],
          throttling,
          phone?.tier ?? null,
        ),
      );
  }
  return results;
}

async function main() {
  const args = process.argv.slice(2);
  let options: BenchOptions;
  try {
    options = parseOptions(args);
  } catch (error) {
    log(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }

  const included = (part: Part) => options.parts.includes(part);
  const needsFloor = included("interactions") || included("navigation");

  const startedAt = performance.now();
  build("the site", "npm", ["run", "build"], projectRoot);
  if (needsFloor) buildFloor();
  const shipped = await measureShippedBytes(clientBuild, "index.html");
  const routes = options.routes ?? everyRoute(await listFiles(clientBuild));
  const limitBuild = await mkdtemp(join(tmpdir(), "circularium-limit-"));
  const servers: PreviewServer[] = [];
  const cleanUp = async () => {
    stopBrowsers();
    await Promise.all(servers.map((server) => server.stop()));
    await rm(limitBuild, { recursive: true, force: true });
  };
  // Lighthouse's Chromium runs in a process group of its own, which a signal to the bench does
  // not reach; Playwright closes the browser it launched when this process exits.
  stopOnSignals(cleanUp);

  log(
    "Calibrating the phones: this machine's CPU index, and each phone's slowdown…",
  );
  const calibration = await calibrateMachine();
  // Throws, saying so, on a machine slower than the judged phone.
  phoneOf(calibration, JUDGED_TIER);
  const phones = phonesOf(calibration);
  for (const phone of phones) log(`  ${describePhone(phone)}`);
  for (const tier of TIERS)
    if (calibration.rates[tier] === null)
      log(`  no ${PHONES[tier].tier}: this machine is slower than one`);

  let lighthouse: RouteResult[] | null = null;
  let mainThread: MainThreadResult[] | null = null;
  const tiers: TierFigures[] = [];
  try {
    const page = await startPreviewServer(projectRoot);
    servers.push(page);
    if (included("lighthouse")) {
      log("Writing the limit: the build without scripts…");
      await writeScriptFreeBuild(buildDirectory, limitBuild);
      const limit = await startPreviewServer(projectRoot, {
        script: "bench/serve-build.ts",
        args: [limitBuild],
      });
      servers.push(limit);
      lighthouse = await benchRoutes(
        { page: page.origin, limit: limit.origin },
        options.runs,
        lighthouseWays(options.throttlings, phones),
        routes,
      );
      mainThread = await measureMainThread(page.origin, routes, {
        runs: MAIN_THREAD_RUNS,
        onProgress: (message) => log(`Main thread ${message}`),
      });
    }
    const floor = needsFloor ? await serveFloor(projectRoot) : null;
    if (floor) servers.push(floor);
    for (const phone of phones) {
      const { cpuRate, tier } = phone;
      const progress = (what: string) => (message: string) =>
        log(`${what}, ${tier} tier: ${message}`);
      const origins = floor && { site: page.origin, floor: floor.origin };
      tiers.push({
        phone,
        interactions:
          origins && included("interactions")
            ? await measureInteractions(origins, {
                cpuRate,
                onProgress: progress("Interaction"),
              })
            : null,
        navigation:
          origins && included("navigation")
            ? await measureNavigation(origins, {
                cpuRate,
                ways: MOVE_WAYS,
                onProgress: progress("Move"),
              })
            : null,
        repeatVisits: included("repeat")
          ? await measureRepeatVisits(page.origin, {
              cpuRate,
              onProgress: progress("Repeat visit"),
            })
          : null,
      });
    }
  } finally {
    await cleanUp();
  }
  const elapsed = (performance.now() - startedAt) / 1000;

  const ofJudged = tiers.find(({ phone }) => phone.tier === JUDGED_TIER);
  const verdicts = judge({
    lighthouse,
    bundle: shipped,
    interactions: ofJudged?.interactions ?? null,
    navigation: ofJudged?.navigation ?? null,
    repeatVisits: ofJudged?.repeatVisits ?? null,
  });
  // What Lighthouse saw transferred does not depend on the throttling: the first run of / has it.
  const home = lighthouse?.find((result) => result.route === "/");
  const report = [
    ...(lighthouse
      ? [
          lighthouseTables(lighthouse, {
            runs: options.runs,
            phones: Object.fromEntries(
              phones.map((phone) => [phone.tier, describePhone(phone)]),
            ),
          }),
        ]
      : []),
    ...(mainThread ? [mainThreadTable(mainThread, MAIN_THREAD_RUNS)] : []),
    bundleTable(shipped, home?.median.transfer),
    ...tiers.flatMap(({ phone, interactions, navigation, repeatVisits }) => {
      const described = describePhone(phone);
      const profile = (repetitions: number) => ({
        phone: described,
        repetitions,
        network: MOVE_NETWORK,
      });
      return [
        ...(interactions
          ? [
              interactionsTable(interactions, {
                phone: described,
                repetitions: REPETITIONS,
              }),
            ]
          : []),
        ...(navigation
          ? [navigationTable(navigation, profile(MOVE_REPETITIONS))]
          : []),
        ...(repeatVisits
          ? [repeatVisitTable(repeatVisits, profile(REPEAT_VISIT_REPETITIONS))]
          : []),
      ];
    }),
    formatVerdicts(
      verdicts,
      PARTS.filter((part) => !included(part)).map((part) => PART_NAMES[part]),
    ),
  ].join("\n\n");

  const date = new Date();
  const machine = await describeMachine(projectRoot);
  if (options.json) {
    const environment = {
      date: date.toISOString(),
      ...machine,
      elapsedSeconds: Math.round(elapsed),
    };
    console.log(
      JSON.stringify(
        {
          environment,
          calibration,
          lighthouse,
          mainThread,
          bundle: shipped,
          tiers,
          verdicts,
        },
        null,
        2,
      ),
    );
  } else {
    console.log(report);
  }
  if (options.writeDoc) {
    const command = ["npm run bench", ...(args.length ? ["--", ...args] : [])];
    const previous = await readFile(performanceDocPath, "utf8").catch(() => "");
    await writeFile(
      performanceDocPath,
      performanceDoc({
        date,
        command: command.join(" "),
        machine,
        report,
        handWritten: handWrittenPart(previous),
      }),
    );
    log(`\nWrote ${performanceDocPath}`);
  }
  log(`\nDone in ${elapsed.toFixed(0)} s.`);
}

await main();
