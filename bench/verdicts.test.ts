// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { ShippedBytes } from "../build-reading/shipped-bytes.ts";
import type { InteractionResult } from "./interaction-timing.ts";
import { compareWithLimit } from "./lcp-limit.ts";
import { summariseMove } from "./navigation-timing.ts";
import {
  firstMoveAgainstPageLoad,
  formatVerdicts,
  firstMovePhoneVerdicts,
  interactionFloorVerdict,
  interactionVerdicts,
  judge,
} from "./verdicts.ts";
import { runSummary as run } from "./run-summary.fixture.ts";

const sizes = (brotli: number) => ({ raw: brotli * 4, gzip: brotli, brotli });
const bundle = (js: number, css: number): ShippedBytes => ({
  files: [],
  totals: { js: sizes(js), css: sizes(css), html: sizes(5000) },
  inline: { js: sizes(0), css: sizes(0) },
});

const summary = (median: number, max: number, p75 = median) => ({
  eventTiming: { median, p75, max },
  visible: { median, p75, max },
  ms: { median, p75, max },
});
const interaction = (name: string, median: number, max: number, p75 = median) =>
  ({
    name,
    route: "/",
    samples: [],
    summary: summary(median, max, p75),
    floor: { samples: [], summary: summary(120, 136) },
    platform: { samples: [], summary: summary(72, 80) },
  }) satisfies InteractionResult;

/** A move whose every run of each way took the same time. */
const move = (
  from: string,
  to: string,
  { firstTime = 0, codeLoaded = 0, pageLoad = 0, floor = 0 },
) =>
  summariseMove(
    { from, to, link: "Warranty" },
    {
      firstTime: [firstTime],
      codeLoaded: [codeLoaded],
      pageLoad: [pageLoad],
      floor: [floor],
    },
  );

describe("judge", () => {
  it("meets every target with a page at its limit's pace, in budget and quick", () => {
    const verdicts = judge({
      lighthouse: [compareWithLimit("/", [run(1, 1100)], [run(1, 1000)])],
      bundle: bundle(130_000, 15_000),
      interactions: [interaction("Cart button → drawer", 100, 180)],
      navigation: null,
    });
    expect(verdicts.map((v) => `${v.subject} ${v.target}`)).toEqual([
      "/ LCP ratio to the limit, simulated",
      "/ TBT, simulated",
      "/ CLS, simulated",
      "/ JavaScript, brotli",
      "/ CSS, brotli",
      "/ Cart button → drawer, median",
      "/ Cart button → drawer, median, low-tier phone",
      "/ Cart button → drawer, 75th percentile, low-tier phone",
    ]);
    expect(verdicts.every((v) => v.met)).toBe(true);
    expect(verdicts[0]?.measured).toBe("1.100× (1100 ms / 1000 ms)");
    // At most 1.10× the floor, or one frame (16 ms) over it, whichever is more.
    expect(verdicts.at(-3)?.measured).toBe(
      "100 ms (max 180 ms, platform 72 ms)",
    );
    expect(verdicts.at(-3)?.wanted).toBe("≤ 136 ms (floor 120 ms)");
    expect(verdicts.at(-1)?.wanted).toBe("≤ 200 ms");
  });

  it("misses each target that a figure is over, even by a hair, and prints that hair", () => {
    const verdicts = judge({
      lighthouse: [
        compareWithLimit(
          "/warranty",
          [run(0.99, 1100.4, { tbt: 200.004, cls: 0.00004 })],
          [run(1, 1000, { tbt: 20 })],
        ),
      ],
      bundle: bundle(130_001, 15_001),
      interactions: [interaction("Add to Cart", 136.2, 140)],
      navigation: null,
    });
    expect(
      verdicts.filter((v) => !v.met).map((v) => [v.target, v.measured]),
    ).toEqual([
      ["LCP ratio to the limit, simulated", "1.1004× (1100 ms / 1000 ms)"],
      ["TBT, simulated", "200.004 ms (limit 20 ms)"],
      ["CLS, simulated", "4.0e-5"],
      ["JavaScript, brotli", "130001 B"],
      ["CSS, brotli", "15001 B"],
      ["Add to Cart, median", "136.2 ms (max 140 ms, platform 72 ms)"],
    ]);
  });

  it("holds a page under real throttling to 1.05× its limit, and to the same TBT and CLS", () => {
    const verdicts = judge({
      lighthouse: [
        compareWithLimit("/", [run(1, 1645)], [run(1, 1528)], "devtools"),
        compareWithLimit(
          "/returns",
          [run(1, 1050.4, { tbt: 150 })],
          [run(1, 1000)],
          "devtools",
        ),
      ],
      bundle: bundle(1, 1),
      interactions: null,
      navigation: null,
    });
    expect(
      verdicts
        .slice(0, 6)
        .map((v) => [v.subject, v.target, v.measured, v.wanted, v.met]),
    ).toEqual([
      [
        "/",
        "LCP ratio to the limit, real throttling",
        "1.077× (1645 ms / 1528 ms)",
        "≤ 1.05×",
        false,
      ],
      ["/", "TBT, real throttling", "0 ms (limit 0 ms)", "≤ 200 ms", true],
      ["/", "CLS, real throttling", "0.000", "0", true],
      [
        "/returns",
        "LCP ratio to the limit, real throttling",
        "1.0504× (1050 ms / 1000 ms)",
        "≤ 1.05×",
        false,
      ],
      [
        "/returns",
        "TBT, real throttling",
        "150 ms (limit 0 ms)",
        "≤ 200 ms",
        true,
      ],
      ["/returns", "CLS, real throttling", "0.000", "0", true],
    ]);
  });

  it("names the phone DevTools' throttling stood for", () => {
    const [lcp] = judge({
      lighthouse: [
        compareWithLimit(
          "/",
          [run(1, 1200)],
          [run(1, 1180)],
          "devtools",
          "mid",
        ),
      ],
      bundle: bundle(1, 1),
      interactions: null,
      navigation: null,
    });
    expect(lcp).toMatchObject({
      target: "LCP ratio to the limit, real throttling, mid-tier phone",
      met: true,
    });
  });

  it("judges only the sizes when every other part was skipped", () => {
    expect(
      judge({
        lighthouse: null,
        bundle: bundle(1, 1),
        interactions: null,
        navigation: null,
      }).map((v) => v.target),
    ).toEqual(["JavaScript, brotli", "CSS, brotli"]);
  });

  it("judges a move the first time against its code loaded and a page load, and with its code loaded against the floor", () => {
    const verdicts = judge({
      lighthouse: null,
      bundle: bundle(1, 1),
      interactions: null,
      navigation: [
        move("/", "/warranty", {
          firstTime: 120,
          codeLoaded: 80,
          pageLoad: 300,
          floor: 60,
        }),
      ],
    }).slice(2);
    expect(
      verdicts.map((v) => [v.subject, v.target, v.measured, v.wanted, v.met]),
    ).toEqual([
      // 1.25× 80 is 100 ms; two frames over it, 113 ms: the more of the two.
      [
        "/ → /warranty",
        "first time, against the code loaded",
        "120 ms",
        "≤ 113 ms (code loaded 80 ms)",
        false,
      ],
      [
        "/ → /warranty",
        "first time, against a page load",
        "120 ms",
        "≤ 150 ms (page load 300 ms)",
        true,
      ],
      // 1.10× 60 is 66 ms; one frame over it, 76 ms.
      [
        "/ → /warranty",
        "code loaded, against the floor",
        "80 ms",
        "≤ 76 ms (floor 60 ms)",
        false,
      ],
      [
        "/ → /warranty",
        "first time, median, low-tier phone",
        "120 ms",
        "≤ 200 ms",
        true,
      ],
      [
        "/ → /warranty",
        "first time, 75th percentile, low-tier phone",
        "120 ms",
        "≤ 200 ms",
        true,
      ],
    ]);
  });

  it("takes the ratio where it allows more than the frames, and prints a hair over", () => {
    const [first, , loaded] = judge({
      lighthouse: null,
      bundle: bundle(1, 1),
      interactions: null,
      navigation: [
        move("/help-center", "/", {
          firstTime: 250.2,
          codeLoaded: 200,
          pageLoad: 1000,
          floor: 300,
        }),
      ],
    }).slice(2);
    expect(first).toMatchObject({
      met: false,
      measured: "250.2 ms",
      wanted: "≤ 250 ms (code loaded 200 ms)",
    });
    expect(loaded).toMatchObject({
      met: true,
      wanted: "≤ 330 ms (floor 300 ms)",
    });
  });
});

describe("judge, repeat visits", () => {
  const repeatVisit = (withWorker: number, withoutWorker: number) => ({
    route: "/",
    samples: { withWorker: [withWorker], withoutWorker: [withoutWorker] },
    median: { withWorker, withoutWorker },
  });
  const judged = (withWorker: number, withoutWorker: number) =>
    judge({
      lighthouse: null,
      bundle: bundle(1, 1),
      interactions: null,
      navigation: null,
      repeatVisits: [repeatVisit(withWorker, withoutWorker)],
    }).slice(2);

  it("holds the first paint with the worker to 1.05× the visit without it, or a frame over", () => {
    expect(judged(520, 500)).toEqual([
      {
        met: true,
        subject: "/",
        target: "repeat visit's first paint, with the worker",
        measured: "520 ms",
        wanted: "≤ 525 ms (without 500 ms)",
      },
    ]);
    expect(judged(526, 500)[0]?.met).toBe(false);
    expect(judged(116, 100)[0]).toMatchObject({
      met: true,
      wanted: "≤ 116 ms (without 100 ms)",
    });
  });

  it("judges nothing of them when the part was skipped", () => {
    expect(
      judge({
        lighthouse: null,
        bundle: bundle(1, 1),
        interactions: null,
        navigation: null,
        repeatVisits: null,
      }),
    ).toHaveLength(2);
  });
});

describe("interactionFloorVerdict", () => {
  it("judges a click measured without the platform shell, and prints no figure for it", () => {
    const click = interaction("Add to Cart → toast and badge", 152, 224);
    expect(
      interactionFloorVerdict({ ...click, floor: click.floor, platform: null }),
    ).toEqual({
      met: false,
      subject: "/",
      target: "Add to Cart → toast and badge, median",
      measured: "152 ms (max 224 ms)",
      wanted: "≤ 136 ms (floor 120 ms)",
    });
  });
});

describe("interactionVerdicts", () => {
  it("holds a click to 200 ms on the low-tier phone at its median and at its 75th percentile", () => {
    const verdicts = (p75: number) =>
      interactionVerdicts({
        ...interaction("Menu button → the phone's menu", 180, 260, p75),
        floor: null,
        platform: null,
      }).map((v) => [v.target, v.measured, v.met]);
    expect(verdicts(200)).toEqual([
      [
        "Menu button → the phone's menu, median, low-tier phone",
        "180 ms",
        true,
      ],
      [
        "Menu button → the phone's menu, 75th percentile, low-tier phone",
        "200 ms",
        true,
      ],
    ]);
    expect(verdicts(200.4)[1]).toEqual([
      "Menu button → the phone's menu, 75th percentile, low-tier phone",
      "200.4 ms",
      false,
    ]);
  });
});

describe("firstMovePhoneVerdicts", () => {
  it("reads the median and the 75th percentile of a move's first times", () => {
    const verdicts = firstMovePhoneVerdicts(
      summariseMove(
        { from: "/", to: "/warranty", link: "Warranty" },
        { firstTime: [150, 260, 170, 190, 210, 160, 180, 250, 175, 165] },
      ),
    );
    expect(verdicts.map((v) => [v.measured, v.met])).toEqual([
      ["180 ms", true],
      ["210 ms", false],
    ]);
  });
});

describe("firstMoveAgainstPageLoad", () => {
  it("judges a move measured only the first time and as a page load", () => {
    const measured = (firstTime: number) =>
      firstMoveAgainstPageLoad(
        summariseMove(
          { from: "/warranty", to: "/returns", link: "Returns" },
          { firstTime: [firstTime], pageLoad: [360] },
        ),
      );
    expect(measured(180)).toEqual({
      met: true,
      subject: "/warranty → /returns",
      target: "first time, against a page load",
      measured: "180 ms",
      wanted: "≤ 180 ms (page load 360 ms)",
    });
    // A move that waits for its page's code, as before it was fetched ahead.
    expect(measured(480)).toMatchObject({ met: false, measured: "480 ms" });
  });
});

describe("formatVerdicts", () => {
  const verdicts = judge({
    lighthouse: null,
    bundle: bundle(138_183, 7_100),
    interactions: [interaction("Cart button → drawer", 384, 424)],
    navigation: null,
  }).slice(0, 3);

  it("prints a ✓ or ✗ line per target and names the misses", () => {
    expect(formatVerdicts(verdicts, ["Lighthouse"])).toBe(
      [
        "Targets (bench/targets.ts)",
        "   Route  Target                        Measured                             Wanted",
        "-  -----  ----------------------------  -----------------------------------  -----------------------",
        "✗  /      JavaScript, brotli            138.2 kB                             ≤ 130.0 kB",
        "✓  /      CSS, brotli                   7.1 kB                               ≤ 15.0 kB",
        "✗  /      Cart button → drawer, median  384 ms (max 424 ms, platform 72 ms)  ≤ 136 ms (floor 120 ms)",
        "",
        "✗ 2 of 3 targets missed: / JavaScript, brotli; / Cart button → drawer, median.",
        "Not judged in this run: Lighthouse.",
      ].join("\n"),
    );
  });

  it("says so when every target is met", () => {
    expect(formatVerdicts(verdicts.filter((v) => v.met))).toMatch(
      /\n✓ All 1 targets met\.$/,
    );
  });
});
