import type { Browser, Page } from "@playwright/test";
import {
  CPU_SLOWDOWN,
  launchChromium,
  MOBILE,
  nextFrames,
  pageUrl,
  probeRecord,
  waitForHydration,
} from "./chromium-pages.ts";
import { armProbe, type Expectation } from "./interaction-probe.ts";
import {
  sampleOf,
  summariseSamples,
  type InteractionResult,
  type InteractionSample,
} from "./interaction-timing.ts";

export const REPETITIONS = 5;

/** The texts and roles the interactions rely on: the shop's copy and its ARIA. */
const TOAST_TEXT = "Added to cart! 🎉";
const CHAT_MESSAGE = "Benchmark: how often should I clean the filter?";

type Scenario = {
  name: string;
  route: string;
  /** Done before the probe is set: its work is not measured. */
  prepare?: (page: Page) => Promise<void>;
  /** The input, through Playwright's real input pipeline. */
  act: (page: Page) => Promise<void>;
  /** What the page shows once the interaction is done. */
  expect: Expectation[];
};

const cartButton = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: /cart/i });
const chatBox = (page: Page) =>
  page
    .getByRole("region")
    .filter({ has: page.getByRole("log") })
    .getByRole("textbox");

const SCENARIOS: readonly Scenario[] = [
  {
    name: "Add to Cart → toast and badge",
    route: "/",
    act: (page) =>
      page
        .getByRole("button", { name: /^Add to Cart/ })
        .first()
        .click(),
    expect: [
      { text: TOAST_TEXT },
      // The header's cart button names the count its badge shows.
      { within: "header button", name: String.raw`\bcart\b.*\b1\b` },
    ],
  },
  {
    name: "Cart button → drawer",
    route: "/",
    act: (page) => cartButton(page).click(),
    expect: [{ within: "[role=dialog], dialog[open]" }],
  },
  {
    name: "Send a chat message → message",
    route: "/help-center",
    prepare: (page) => chatBox(page).fill(CHAT_MESSAGE),
    act: (page) => page.keyboard.press("Enter"),
    expect: [{ within: "[role=log]", text: CHAT_MESSAGE }],
  },
];

/**
 * One measure in a fresh context (empty cart, cold cache): load the page, wait until React has
 * hydrated and the network is idle, slow the CPU down, set the probe, act, and wait until the
 * result is painted and the Event Timing entries are in.
 */
async function measureOnce(
  browser: Browser,
  base: string,
  scenario: Scenario,
): Promise<InteractionSample> {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    await page.goto(pageUrl(base, scenario.route));
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await scenario.prepare?.(page);
    await nextFrames(page);
    await page.evaluate(armProbe, { expectations: scenario.expect });
    await scenario.act(page);
    await probeRecord(page);
    // Event Timing entries arrive after the paint they end at; give the last of them time.
    await page.waitForTimeout(500);
    return sampleOf(await probeRecord(page));
  } finally {
    await context.close();
  }
}

/** The shop's origin, and the floor's: built from bench/floor. */
export type InteractionOrigins = { site: string; floor: string };

/** Where the floor serves its platform shell: the same pages as its stack's, under this path. */
const PLATFORM_SHELL = "/platform";

/** What each scenario runs on, in the order of each turn. */
const BUILDS = ["site", "floor", "platform"] as const;
type Build = (typeof BUILDS)[number];

export type InteractionOptions = {
  repetitions?: number;
  /** The scenarios to measure, by name: every one by default. */
  only?: readonly string[];
  /** Whether to measure the platform shell too, which no target judges (true by default). */
  platform?: boolean;
  onProgress?: (message: string) => void;
};

/**
 * Every scenario (or those named), `repetitions` times each on the site, on the floor's stack and
 * on the floor's platform shell by turns (site, floor, platform, site…), so that all three see the
 * machine in the same state; in Debian's Chromium driven by Playwright.
 */
export async function measureInteractions(
  origins: InteractionOrigins,
  {
    repetitions = REPETITIONS,
    only,
    platform = true,
    onProgress,
  }: InteractionOptions = {},
): Promise<InteractionResult[]> {
  const scenarios = SCENARIOS.filter(
    ({ name }) => only === undefined || only.includes(name),
  );
  const builds = BUILDS.filter((build) => platform || build !== "platform");
  const browser = await launchChromium();
  const bases: Record<Build, string> = {
    site: origins.site,
    floor: origins.floor,
    platform: `${origins.floor}${PLATFORM_SHELL}`,
  };
  try {
    const results: InteractionResult[] = [];
    for (const scenario of scenarios) {
      const samples: Record<Build, InteractionSample[]> = {
        site: [],
        floor: [],
        platform: [],
      };
      for (let run = 1; run <= repetitions; run++) {
        onProgress?.(
          `${scenario.name}: ${run} of ${repetitions}, ${builds.join(", ")} by turns`,
        );
        for (const build of builds) {
          samples[build].push(
            await measureOnce(browser, bases[build], scenario),
          );
        }
      }
      const measures = (build: Build) => ({
        samples: samples[build],
        summary: summariseSamples(samples[build]),
      });
      results.push({
        name: scenario.name,
        route: scenario.route,
        ...measures("site"),
        floor: measures("floor"),
        platform: platform ? measures("platform") : null,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
