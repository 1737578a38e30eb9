/**
 * Moves between pages, as a new visitor on a phone makes them: Lighthouse's mobile network, its
 * phone's screen, a calibrated phone's CPU (bench/cpu-calibration.ts), the mouse resting on the link before the click,
 * timed from the click to the first frame that shows the new page's heading. Each move is tried
 * four ways by turns (bench/navigation-timing.ts), each in a fresh context.
 */
import type {
  Browser,
  BrowserContext,
  CDPSession,
  Page,
} from "@playwright/test";
import {
  launchChromium,
  MOBILE,
  middleOf,
  MOBILE_THROTTLING,
  pageUrl,
  probeRecord,
  waitForHydration,
} from "./chromium-pages.ts";
import { armProbe, type Expectation } from "./interaction-probe.ts";
import { sampleOf } from "./interaction-timing.ts";
import {
  moveName,
  summariseMove,
  type MoveResult,
  type MoveWay,
} from "./navigation-timing.ts";

export const MOVE_REPETITIONS = 5;
/** How long the mouse rests on the link before the click, as a hand does. */
const HOVER_MS = 100;
/** "Quiet": no request in flight for this long, once the page has hydrated. */
const QUIET_MS = 1000;

/** A link, by its landmark and accessible name, on the shop and on the floor. */
type Link = { landmark: "banner" | "contentinfo"; name: string };

/**
 * A move: a link clicked on `from`; or the browser's Back to `to` from `from`, where `cameBy`
 * led from `to` first.
 */
type Move = { from: string; to: string } & (
  { link: Link } | { back: { cameBy: Link } }
);

const MOVES: readonly Move[] = [
  {
    from: "/",
    to: "/warranty",
    link: { landmark: "contentinfo", name: "Warranty" },
  },
  {
    from: "/",
    to: "/help-center",
    link: { landmark: "contentinfo", name: "Help Center" },
  },
  {
    from: "/warranty",
    to: "/returns",
    link: { landmark: "contentinfo", name: "Returns" },
  },
  // The header's logo: the header's links are in the menu on a phone.
  {
    from: "/help-center",
    to: "/",
    link: { landmark: "banner", name: "Circularium home" },
  },
  // Back to the first page, as a shopper returns from a policy they looked up.
  {
    from: "/warranty",
    to: "/",
    back: { cameBy: { landmark: "contentinfo", name: "Warranty" } },
  },
];

/** As the report names a move's way: its link's name, or Back. */
const linkName = (move: Move) => ("link" in move ? move.link.name : "Back");

/**
 * The texts the moves rely on: the shop's copy (app/content, which Node cannot load as it is
 * written), which the floor's pages show too. Each page's heading, which the probe waits for.
 */
const HEADINGS: Record<string, string> = {
  "/": "A small aquarium that keeps itself clean",
  "/warranty": "Warranty Policy",
  "/returns": "Returns & Refunds",
  "/help-center": "Help Center",
};

function headingOf(route: string): Expectation {
  const text = HEADINGS[route];
  if (text === undefined) throw new Error(`No heading known for ${route}`);
  return { within: "h1", text };
}

/**
 * Lighthouse's mobile network (its `mobileSlow4G`: a 150 ms round trip, 1.6 Mbps down), applied
 * by DevTools to each request. Lighthouse's own DevTools mode multiplies the latency by 3.75, to
 * stand for the connections a cold load opens; a move's requests use those the page has open.
 */
const { rttMs, throughputKbps, uploadThroughputKbps } = MOBILE_THROTTLING;
const bytesPerSecond = (kbps: number) => Math.floor((kbps * 1024) / 8);
/** As the report names it. */
export const MOVE_NETWORK = { rttMs, downMbps: throughputKbps / 1024 };

/** Lighthouse's mobile network, applied by DevTools to the requests of the session's page. */
export async function emulateMobileNetwork(cdp: CDPSession) {
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: rttMs,
    downloadThroughput: bytesPerSecond(throughputKbps),
    uploadThroughput: bytesPerSecond(uploadThroughputKbps),
  });
}

/** Counts the page's requests in flight; the returned function waits until it has been quiet. */
export function untilQuiet(page: Page) {
  let inFlight = 0;
  let lastChange = performance.now();
  const change = (by: number) => () => {
    inFlight += by;
    lastChange = performance.now();
  };
  page.on("request", change(1));
  page.on("requestfinished", change(-1));
  page.on("requestfailed", change(-1));
  return async () => {
    while (inFlight > 0 || performance.now() - lastChange < QUIET_MS)
      await page.waitForTimeout(50);
  };
}

type Opened = {
  context: BrowserContext;
  page: Page;
  quiet: () => Promise<void>;
};

/** A fresh context on the phone, its page at `url`, hydrated and quiet, its worker installed. */
async function open(
  browser: Browser,
  url: string,
  cpuRate: number,
): Promise<Opened> {
  const context = await browser.newContext(MOBILE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await emulateMobileNetwork(cdp);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
  const quiet = untilQuiet(page);
  await page.goto(url);
  await waitForHydration(page);
  await quiet();
  // Quiet, the page has registered the shop's worker (the floor has none): until it has kept
  // the release, its own requests, which the page's do not count, would run under every move.
  await page.evaluate(async () => {
    if (await navigator.serviceWorker.getRegistration())
      await navigator.serviceWorker.ready;
  });
  return { context, page, quiet };
}

const linkOf = (page: Page, link: Link) =>
  page
    .getByRole(link.landmark)
    .getByRole("link", { name: link.name, exact: true });

const waitForHeading = (page: Page, route: string) =>
  page
    .getByRole("heading", { level: 1, name: HEADINGS[route], exact: true })
    .waitFor();

/**
 * The measured move, until the new heading shows: the mouse rests on the link's middle and
 * clicks it, as raw input (`middleOf`); or the browser goes Back, timed from just before.
 */
async function timeMove(page: Page, move: Move): Promise<number> {
  const expectations = [headingOf(move.to)];
  if ("back" in move) {
    await page.evaluate(armProbe, { expectations, from: "armed" as const });
    await page.goBack({ waitUntil: "commit" });
  } else {
    await page.evaluate(armProbe, { expectations });
    const { x, y } = await middleOf(linkOf(page, move.link));
    await page.mouse.move(x, y);
    await page.waitForTimeout(HOVER_MS);
    await page.mouse.click(x, y);
  }
  return sampleOf(await probeRecord(page)).visibleMs;
}

/** There and back once, from `from`: the code of the page the move goes to is loaded, and has run. */
async function thereAndBack(page: Page, move: Move) {
  if ("back" in move) {
    await page.goBack();
    await waitForHeading(page, move.to);
    await page.goForward();
  } else {
    await linkOf(page, move.link).click();
    await waitForHeading(page, move.to);
    await page.goBack();
  }
  await waitForHeading(page, move.from);
}

/** One way of trying a move, on the site or the floor (`base`), in a fresh context. */
async function tryOnce(
  browser: Browser,
  base: string,
  move: Move,
  way: MoveWay,
  cpuRate: number,
): Promise<number> {
  // A move Back starts on the page it goes back to, and comes to its own by the link.
  const start = "back" in move ? move.to : move.from;
  const { context, page, quiet } = await open(
    browser,
    pageUrl(base, start),
    cpuRate,
  );
  try {
    if ("back" in move) {
      await linkOf(page, move.back.cameBy).click();
      await waitForHeading(page, move.from);
      await quiet();
    }
    if (way === "pageLoad") {
      await page.addInitScript(armProbe, {
        expectations: [headingOf(move.to)],
        from: "navigation" as const,
      });
      await page.goto(pageUrl(base, move.to), { waitUntil: "commit" });
      return sampleOf(await probeRecord(page)).visibleMs;
    }
    if (way !== "firstTime") {
      await thereAndBack(page, move);
      await quiet();
    }
    return await timeMove(page, move);
  } finally {
    await context.close();
  }
}

/** The shop's origin, and the floor's, whose copies of the shop's pages are under /site. */
export type NavigationOrigins = { site: string; floor: string };

export type NavigationOptions<W extends MoveWay> = {
  /** Chromium's CPU slowdown: a phone's, from bench/cpu-calibration.ts. */
  cpuRate: number;
  /** The ways to try each move, in this order each run (bench/navigation-timing.ts). */
  ways: readonly W[];
  repetitions?: number;
  /** The moves to measure, by name (`/ → /warranty`): every one by default. */
  only?: readonly string[];
  onProgress?: (message: string) => void;
};

/** As the progress lines name them. */
const WAY_WORDS: Record<MoveWay, string> = {
  firstTime: "first time",
  codeLoaded: "code loaded",
  pageLoad: "page load",
  floor: "floor",
};

/**
 * Every move (or those named), `repetitions` times each way by turns (first time, code loaded,
 * page load, floor; first time…), in Debian's Chromium driven by Playwright.
 */
export async function measureNavigation<W extends MoveWay>(
  origins: NavigationOrigins,
  {
    cpuRate,
    ways,
    repetitions = MOVE_REPETITIONS,
    only,
    onProgress,
  }: NavigationOptions<W>,
): Promise<MoveResult<W>[]> {
  const moves = MOVES.filter(
    (move) => only === undefined || only.includes(moveName(move)),
  );
  const browser = await launchChromium();
  const bases: Record<MoveWay, string> = {
    firstTime: origins.site,
    codeLoaded: origins.site,
    pageLoad: origins.site,
    floor: `${origins.floor}/site`,
  };
  try {
    const results: MoveResult<W>[] = [];
    for (const move of moves) {
      const samples = Object.fromEntries(
        ways.map((way) => [way, [] as number[]]),
      ) as Record<W, number[]>;
      for (let run = 1; run <= repetitions; run++) {
        onProgress?.(
          `${moveName(move)}: ${run} of ${repetitions}, ${ways.map((way) => WAY_WORDS[way]).join(", ")}`,
        );
        for (const way of ways)
          samples[way].push(
            await tryOnce(browser, bases[way], move, way, cpuRate),
          );
      }
      results.push(
        summariseMove(
          { from: move.from, to: move.to, link: linkName(move) },
          samples,
        ),
      );
    }
    return results;
  } finally {
    await browser.close();
  }
}
