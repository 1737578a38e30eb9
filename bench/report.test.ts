// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { Sizes } from "../build-reading/shipped-bytes.ts";
import type { InteractionSummary } from "./interaction-timing.ts";
import { compareWithLimit } from "./lcp-limit.ts";
import { summariseMove } from "./navigation-timing.ts";
import {
  bundleTable,
  interactionsTable,
  lighthouseTables,
  navigationTable,
  repeatVisitTable,
} from "./report.ts";
import { runSummary as run } from "./run-summary.fixture.ts";
import { describePhone } from "./cpu-calibration.ts";

const PHONE = describePhone({ tier: "low", cpuRate: 5.5, machineIndex: 1452 });

const summary = (
  eventTiming: number,
  visible: number,
  ms: number,
): InteractionSummary => ({
  eventTiming: {
    median: eventTiming,
    p75: eventTiming + 8,
    max: eventTiming + 16,
  },
  visible: { median: visible, p75: visible + 5, max: visible + 10 },
  ms: { median: ms, p75: ms + 8, max: ms + 16 },
});
const measures = (ms: number) => ({
  samples: [],
  summary: summary(ms, ms, ms),
});

describe("interactionsTable", () => {
  const table = interactionsTable(
    [
      {
        name: "Cart button → drawer",
        route: "/",
        samples: [],
        summary: summary(128, 98.4, 128),
        floor: measures(144),
        platform: measures(56),
      },
      {
        name: "Send a chat message → message",
        route: "/help-center",
        samples: [],
        summary: summary(16, 12, 16),
        floor: measures(16),
        platform: measures(16),
      },
      {
        name: "Menu button → the phone's menu",
        route: "/",
        samples: [],
        summary: summary(120, 100, 120),
        floor: null,
        platform: null,
      },
    ],
    { phone: PHONE, repetitions: 10 },
  );

  it("prints each interaction beside the stack's floor and the platform's, where measured", () => {
    expect(table.split("\n").slice(0, 6)).toEqual([
      "Interactions · Chromium through Playwright on a low-tier phone (Moto G Power (2022), index 264): 5.5× CPU slowdown of this machine's 1452, mobile screen, 10 runs each in a fresh page, tapped or typed",
      "Interaction                     Route            Event Timing          Visible           Larger            Floor       Platform",
      "------------------------------  ------------  ---------------  ---------------  ---------------  ---------------  -------------",
      "Cart button → drawer            /             128 / 136 / 144   98 / 103 / 108  128 / 136 / 144  144 / 152 / 160   56 / 64 / 72",
      "Send a chat message → message   /help-center    ≤16 / 24 / 32    ≤16 / 17 / 22    ≤16 / 24 / 32    ≤16 / 24 / 32  ≤16 / 24 / 32",
      "Menu button → the phone's menu  /             120 / 128 / 136  100 / 105 / 110  120 / 128 / 136                –              –",
    ]);
  });

  it("says what each floor is", () => {
    expect(table).toMatch(/Floor: .* bare stack/s);
    expect(table).toMatch(/Platform: .* modal <dialog> and a status region/s);
  });
});

describe("lighthouseTables", () => {
  const noIndex = {
    ...run(1, 1400),
    deductions: [{ category: "seo" as const, id: "is-crawlable", score: 0 }],
  };
  const table = lighthouseTables(
    [
      compareWithLimit("/", [run(1, 1506)], [run(1, 1356)], "simulate"),
      compareWithLimit("/", [run(1, 1645)], [run(1, 1528)], "devtools", "low"),
      compareWithLimit("/", [run(1, 1200)], [run(1, 1180)], "devtools", "mid"),
      compareWithLimit("/nope", [noIndex], [run(1, 1350)], "simulate"),
      compareWithLimit("/nope", [noIndex], [run(1, 1350)], "devtools", "low"),
    ],
    { runs: 3, phones: { low: PHONE } },
  ).split("\n");

  it("prints a table per throttling, each page beside its limit", () => {
    const simulated = table.indexOf(
      "Lighthouse (median of 3 runs) · mobile, simulated throttling",
    );
    const real = table.findIndex((line) =>
      line.startsWith(
        "Lighthouse (median of 3 runs) · mobile, DevTools throttling",
      ),
    );
    expect(simulated).toBe(0);
    expect(table[simulated + 3]).toMatch(/^\/ .* 1\.51 s .* 1\.36 s {2}1\.11×/);
    expect(table[real + 3]).toMatch(/^\/ .* 1\.65 s .* 1\.53 s {2}1\.08×/);
  });

  it("prints DevTools' throttling once per phone, named as calibrated", () => {
    const titled = (phone: string) =>
      table.findIndex((line) => line.endsWith(`, on a ${phone}`));
    expect(titled(PHONE)).toBeGreaterThan(0);
    expect(table[titled(PHONE) + 3]).toMatch(/^\/ .* 1\.65 s/);
    // A phone without a description is named by its tier.
    expect(table[titled("mid-tier phone") + 3]).toMatch(/^\/ .* 1\.20 s/);
  });

  it("lists what costs points once, whichever way it was throttled", () => {
    expect(table.filter((line) => line.includes("is-crawlable"))).toEqual([
      "/nope  seo       is-crawlable      0",
    ]);
  });
});

describe("navigationTable", () => {
  const table = navigationTable(
    [
      summariseMove(
        { from: "/", to: "/warranty", link: "Warranty" },
        {
          firstTime: [470.4],
          codeLoaded: [81],
          pageLoad: [333],
          floor: [39.6],
        },
      ),
      summariseMove(
        { from: "/help-center", to: "/", link: "Circularium home" },
        { firstTime: [292], codeLoaded: [205], pageLoad: [360], floor: [60] },
      ),
    ],
    { phone: PHONE, repetitions: 5, network: { rttMs: 150, downMbps: 1.6 } },
  );

  it("prints each move's four ways beside each other, in milliseconds", () => {
    expect(table.split("\n").slice(0, 5)).toEqual([
      "Moves between pages · Chromium through Playwright on a low-tier phone (Moto G Power (2022), index 264): 5.5× CPU slowdown of this machine's 1452, 150 ms round trip, 1.6 Mbps down, mobile screen, median of 5 runs by turns",
      "Move              Link              First time  First time, p75  Code loaded (limit)  Plain page load  Floor",
      "----------------  ----------------  ----------  ---------------  -------------------  ---------------  -----",
      "/ → /warranty     Warranty              470 ms           470 ms                81 ms           333 ms  40 ms",
      "/help-center → /  Circularium home      292 ms           292 ms               205 ms           360 ms  60 ms",
    ]);
  });

  it("says what each way is", () => {
    expect(table).toMatch(/Code loaded: .* the first time's limit/s);
    expect(table).toMatch(/Plain page load: .* as a plain link/s);
    expect(table).toMatch(/Floor: .* bare stack/s);
  });
});

describe("bundleTable", () => {
  const sizes = (raw: number): Sizes => ({
    raw,
    gzip: raw / 2,
    brotli: raw / 4,
  });

  it("prints the files / loads, and the code its HTML holds apart from them", () => {
    const table = bundleTable({
      files: [
        { kind: "html", path: "/index.html", ...sizes(40_000) },
        { kind: "js", path: "/assets/a.js", ...sizes(300_000) },
        { kind: "js", path: "/assets/b.js", ...sizes(100_000) },
        { kind: "css", path: "/assets/c.css", ...sizes(32_000) },
      ],
      totals: { js: sizes(400_000), css: sizes(32_000), html: sizes(40_000) },
      inline: { js: sizes(4_000), css: sizes(0) },
    }).split("\n");
    expect(table.slice(1, 6)).toEqual([
      "                    Raw      gzip    brotli",
      "-------------  --------  --------  --------",
      "JS (2 files)   400.0 kB  200.0 kB  100.0 kB",
      "CSS (1 file)    32.0 kB   16.0 kB    8.0 kB",
      "HTML (1 file)   40.0 kB   20.0 kB   10.0 kB",
    ]);
    expect(table[6]).toBe(
      "The HTML holds 4.0 kB of inline JavaScript (1.0 kB brotli, compressed on its own) and no inline CSS.",
    );
  });
});

describe("repeatVisitTable", () => {
  const table = repeatVisitTable(
    [
      {
        route: "/",
        samples: { withWorker: [480.4], withoutWorker: [544] },
        median: { withWorker: 480.4, withoutWorker: 544 },
      },
    ],
    { phone: PHONE, repetitions: 5, network: { rttMs: 150, downMbps: 1.6 } },
  );

  it("prints each route's first paint with the worker beside it without", () => {
    expect(table.split("\n").slice(0, 4)).toEqual([
      "Repeat visits · Chromium through Playwright on a low-tier phone (Moto G Power (2022), index 264): 5.5× CPU slowdown of this machine's 1452, 150 ms round trip, 1.6 Mbps down, mobile screen, median of 5 runs by turns",
      "Route  With the service worker  Without it",
      "-----  -----------------------  ----------",
      "/                       480 ms      544 ms",
    ]);
  });

  it("says the worker had to start", () => {
    expect(table).toMatch(/then stopped, .* so that it starts/s);
  });
});
