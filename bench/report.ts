import type { ShippedBytes } from "../build-reading/shipped-bytes.ts";
import {
  EVENT_TIMING_THRESHOLD_MS,
  type InteractionResult,
  type Spread,
} from "./interaction-timing.ts";
import type { RouteResult } from "./lcp-limit.ts";
import {
  medianBenchmarkIndex,
  THROTTLINGS,
  type Throttling,
} from "./lighthouse-summary.ts";
import type { MainThreadResult } from "./main-thread.ts";
import { moveName, type MoveResult } from "./navigation-timing.ts";
import type { RepeatVisitResult } from "./repeat-visit.ts";
import { PHONES, TIERS, type Tier } from "./cpu-calibration.ts";
import { percentile75 } from "./stats.ts";
import { formatTable } from "./table.ts";

export const score = (value: number | null) =>
  value === null ? "–" : String(Math.round(value * 100));
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const milliseconds = (ms: number) => `${Math.round(ms)} ms`;
export const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const ratio = (value: number) => `${value.toFixed(2)}×`;

/** How each throttling is titled above its table. */
const THROTTLING_TITLES: Record<Throttling, string> = {
  simulate: "simulated throttling",
  devtools:
    "DevTools throttling (the network and the CPU slowed down as the page loads, metrics observed)",
};

function scoresTable(results: readonly RouteResult[]): string {
  return formatTable(
    [
      "Route",
      "Perf",
      "A11y",
      "BP",
      "SEO",
      "FCP",
      "LCP",
      "TBT",
      "CLS",
      "Limit LCP",
      "Ratio",
      "Limit TBT",
    ],
    results.map(({ route, median: { scores: s, metrics: m }, ...rest }) => [
      route,
      score(s.performance),
      score(s.accessibility),
      score(s["best-practices"]),
      score(s.seo),
      seconds(m.fcp),
      seconds(m.lcp),
      milliseconds(m.tbt),
      m.cls.toFixed(3),
      seconds(rest.limit.lcp),
      ratio(rest.lcpRatio),
      milliseconds(rest.limit.tbt),
    ]),
  );
}

export function lighthouseTables(
  results: readonly RouteResult[],
  {
    runs,
    phones,
  }: {
    runs: number;
    /** How each phone that DevTools' throttling stood for is described (describePhone). */
    phones: Partial<Record<Tier, string>>;
  },
): string {
  const ways = [null, ...TIERS].flatMap((tier) =>
    THROTTLINGS.map((throttling) => ({ throttling, tier })),
  );
  const tables = ways.flatMap(({ throttling, tier }) => {
    const ofWay = results.filter(
      (r) => r.throttling === throttling && r.tier === tier,
    );
    const phone = tier ? `, on a ${phones[tier] ?? PHONES[tier].tier}` : "";
    return ofWay.length
      ? [
          `Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ""}· mobile, ${THROTTLING_TITLES[throttling]}${phone}`,
          scoresTable(ofWay),
        ]
      : [];
  });
  // What costs points is the page's, whichever way it was throttled: each is listed once.
  const deductions = [
    ...new Map(
      results.flatMap(({ route, median }) =>
        median.deductions.map((d) => [
          `${route} ${d.category} ${d.id}`,
          [route, d.category, d.id, score(d.score)],
        ]),
      ),
    ).values(),
  ];
  const benchmarkIndex = medianBenchmarkIndex(
    results.flatMap(({ runs, limit }) => [...runs, ...limit.runs]),
  );
  return [
    ...tables,
    "Limit: the same page with every <script> and modulepreload stripped, served the same way,",
    "run by turns with the page, throttled the same way (median of its runs). Ratio: the page's LCP",
    "over its limit's. Limit TBT: what the HTML and CSS alone block, with no JavaScript at all, on",
    "this machine.",
    ...(benchmarkIndex === null
      ? []
      : [
          `This machine's CPU benchmark index, as Lighthouse measures it before each run: ${Math.round(benchmarkIndex)} (median; higher`,
          "is faster). DevTools' throttling runs on each phone, calibrated once at the start of the bench",
          "(bench/cpu-calibration.ts); the simulation keeps Lighthouse's own model of the phone.",
        ]),
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

export function bundleTable(
  { files, totals, inline }: ShippedBytes,
  transferred?: { script: number; stylesheet: number } | null,
): string {
  const count = (kind: string) => files.filter((f) => f.kind === kind).length;
  const rows = (["js", "css", "html"] as const).map((kind) => [
    `${kind.toUpperCase()} (${count(kind)} file${count(kind) === 1 ? "" : "s"})`,
    kilobytes(totals[kind].raw),
    kilobytes(totals[kind].gzip),
    kilobytes(totals[kind].brotli),
  ]);
  return [
    "What / ships (from build/client, lazy chunks included; 1 kB = 1000 bytes)",
    formatTable(["", "Raw", "gzip", "brotli"], rows),
    // Counted with the HTML, which carries it, as a browser and Lighthouse count it: the budget
    // is the script and stylesheet files. Shown, so that code moved inline cannot pass unseen.
    `The HTML holds ${kilobytes(inline.js.raw)} of inline JavaScript (${kilobytes(inline.js.brotli)} brotli, compressed on its own) and ${inline.css.raw ? `${kilobytes(inline.css.raw)} of` : "no"} inline CSS.`,
    ...(transferred
      ? [
          `Lighthouse saw / transfer ${kilobytes(transferred.script)} of scripts and ${kilobytes(transferred.stylesheet)} of stylesheets in its median run (brotli, HTTP headers included).`,
        ]
      : []),
  ].join("\n");
}

/** An interaction's milliseconds, bare; under Event Timing's threshold there is no figure. */
const timing = (value: number) =>
  value <= EVENT_TIMING_THRESHOLD_MS ? "≤16" : String(Math.round(value));
const spread = ({ median, p75, max }: Spread) =>
  `${timing(median)} / ${timing(p75)} / ${timing(max)}`;
/** Where there is no figure: not measured. */
const spreadOf = (measures: { summary: { ms: Spread } } | null) =>
  measures ? spread(measures.summary.ms) : "–";

export function interactionsTable(
  results: readonly InteractionResult[],
  { phone, repetitions }: { phone: string; repetitions: number },
): string {
  return [
    `Interactions · Chromium through Playwright on a ${phone}, mobile screen, ${repetitions} runs each in a fresh page, tapped or typed`,
    formatTable(
      [
        "Interaction",
        "Route",
        "Event Timing",
        "Visible",
        "Larger",
        "Floor",
        "Platform",
      ],
      results.map(({ name, route, summary, floor, platform }) => [
        name,
        route,
        spread(summary.eventTiming),
        spread(summary.visible),
        spread(summary.ms),
        spreadOf(floor),
        spreadOf(platform),
      ]),
      ["left", "left", "right", "right", "right", "right", "right"],
    ),
    "Milliseconds, median / 75th percentile / max. Event Timing: the interaction's duration, input to",
    "next paint (≤16: no entry, under the API's threshold). Visible: input to the frame that first",
    "shows the result (toast and badge, drawer, message, quantity, empty cart, menu). Larger: the",
    "larger of the two, run by run. A tap is a finger's raw touch input, with none of Playwright's",
    "checks in the page during it.",
    "Floor: the larger of the two for the same interaction on the bare stack, run by turns with the",
    "shop: React Router, React and Radix's Dialog and Toast with their defaults, no design and no",
    "tuning (bench/floor), where it has the interaction (–: it has no cart lines nor phone's menu).",
    "What the shop's own code and design add is the difference.",
    "Platform: the same floor with the platform's modal <dialog> and a status region in place of",
    "Radix's Dialog and Toast, run by the same turns. What those two primitives cost is the",
    "difference from the floor.",
  ].join("\n");
}

/** The phone the moves and the repeat visits are measured on, and how many runs by turns. */
type PhoneProfile = {
  phone: string;
  repetitions: number;
  network: { rttMs: number; downMbps: number };
};

const phoneHeading = (
  title: string,
  { phone, repetitions, network }: PhoneProfile,
) =>
  `${title} · Chromium through Playwright on a ${phone}, ${network.rttMs} ms round trip, ${network.downMbps} Mbps down, mobile screen, median of ${repetitions} runs by turns`;

export function navigationTable(
  results: readonly MoveResult[],
  profile: PhoneProfile,
): string {
  return [
    phoneHeading("Moves between pages", profile),
    formatTable(
      [
        "Move",
        "Link",
        "First time",
        "First time, p75",
        "Code loaded (limit)",
        "Plain page load",
        "Floor",
      ],
      results.map((move) => [
        moveName(move),
        move.link,
        milliseconds(move.median.firstTime),
        milliseconds(percentile75(move.samples.firstTime)),
        milliseconds(move.median.codeLoaded),
        milliseconds(move.median.pageLoad),
        milliseconds(move.median.floor),
      ]),
      ["left", "left", "right", "right", "right", "right", "right"],
    ),
    "From the click, the mouse having rested 100 ms on the link, to the first frame that shows the",
    "new page's heading; each run in a fresh context, once the first page has hydrated, gone quiet and",
    "installed the shop's worker (which has kept the release).",
    "First time: as a new visitor makes the move. Code loaded: the same move after going there and",
    "back once, the new page's code loaded and run: the first time's limit. Plain page load: the new",
    "page loaded as a document of its own from the same page, as a plain link would load it, from the",
    "navigation's start. Floor: the move with its code loaded on the bare stack (bench/floor), the",
    "shop's copy of both pages in plain markup, run by the same turns.",
  ].join("\n");
}

export function repeatVisitTable(
  results: readonly RepeatVisitResult[],
  profile: PhoneProfile,
): string {
  return [
    phoneHeading("Repeat visits", profile),
    formatTable(
      ["Route", "With the service worker", "Without it"],
      results.map(({ route, median }) => [
        route,
        milliseconds(median.withWorker),
        milliseconds(median.withoutWorker),
      ]),
      ["left", "right", "right"],
    ),
    "First contentful paint of a page opened again in a new tab, after a first visit that hydrated",
    "and went quiet; each run in a fresh context. With the service worker: installed in the first",
    "visit, then stopped, as the browser stops an idle one, so that it starts for the visit. Without",
    "it: the same visit with service workers blocked, from the same HTTP cache.",
  ].join("\n");
}

export function mainThreadTable(
  results: readonly MainThreadResult[],
  runs: number,
): string {
  return [
    `Longest main-thread task after the first paint · a fresh Chromium traced over DevTools, 1× CPU, median of ${runs} runs`,
    formatTable(
      ["Route", "Runtime domain on", "Runtime domain off"],
      results.map(({ route, withRuntime, withoutRuntime }) => [
        route,
        milliseconds(withRuntime),
        milliseconds(withoutRuntime),
      ]),
    ),
    "On: as Lighthouse runs the page. V8 then parses a script again to give DevTools the stack of",
    "an error created while it starts (record 100). Off: as a shopper's browser runs it.",
    "Lighthouse multiplies each task by 4: a task over 12.5 ms adds to its TBT.",
  ].join("\n");
}
