import type { Browser, Locator, Page } from "@playwright/test";
import {
  launchChromium,
  middleOf,
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

/** At least ten, for a 75th percentile that is not simply the largest but one (record 137). */
export const REPETITIONS = 10;

/** The texts and roles the interactions rely on: the shop's copy and its ARIA. */
const TOAST_TEXT = "Added to cart! 🎉";
const CHAT_MESSAGE = "Benchmark: how often should I clean the filter?";
const CART_EMPTY_TEXT = "Your cart is empty";

type Scenario = {
  name: string;
  route: string;
  /**
   * Whether the bare stack has it too, to be measured by turns with the shop (the floor's pages
   * have the toast, the drawer and the chat, not the cart's lines nor the phone's menu).
   */
  onFloor: boolean;
  /** Done before the probe is set: its work is not measured. */
  prepare?: (page: Page) => Promise<void>;
  /** The input, through Chromium's input pipeline, as a phone's finger or keyboard gives it. */
  act: (page: Page) => Promise<void>;
  /** What the page shows once the interaction is done. */
  expect: Expectation[];
};

const cartButton = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: /cart/i });
/** A finger's tap on the middle of what `target` finds, as raw touch input (`middleOf`). */
async function tap(target: Locator) {
  const { x, y } = await middleOf(target);
  await target.page().touchscreen.tap(x, y);
}

const addToCartButton = (page: Page) =>
  page.getByRole("button", { name: /^Add to Cart/ }).first();
/** One line in the cart (as many Add to Carts as `quantity`), and the drawer open on it. */
const openDrawerWith = (quantity: number) => async (page: Page) => {
  for (let added = 1; added <= quantity; added++) {
    await addToCartButton(page).click();
    await cartButton(page)
      .and(page.getByRole("button", { name: new RegExp(`\\b${added}\\b`) }))
      .waitFor();
  }
  await cartButton(page).click();
  await page
    .getByRole("dialog")
    .getByRole("heading", { name: "Your Cart" })
    .waitFor();
  // The drawer's entrance is over: the click is measured on a drawer at rest.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running"),
  );
};
/**
 * A tap on a button of the drawer's (by its name), open on one line of `quantity`, until the
 * drawer shows `expected`. The floor has no cart lines.
 */
const inDrawerScenario = (
  name: string,
  quantity: number,
  button: RegExp,
  expected: Expectation,
): Scenario => ({
  name,
  route: "/",
  onFloor: false,
  prepare: openDrawerWith(quantity),
  act: (page) =>
    tap(page.getByRole("dialog").getByRole("button", { name: button })),
  expect: [expected],
});
const chatBox = (page: Page) =>
  page
    .getByRole("region")
    .filter({ has: page.getByRole("log") })
    .getByRole("textbox");

const SCENARIOS: readonly Scenario[] = [
  {
    name: "Add to Cart → toast and badge",
    route: "/",
    onFloor: true,
    act: (page) => tap(addToCartButton(page)),
    expect: [
      { text: TOAST_TEXT },
      // The header's cart button names the count its badge shows.
      { within: "header button", name: String.raw`\bcart\b.*\b1\b` },
    ],
  },
  {
    name: "Cart button → drawer",
    route: "/",
    onFloor: true,
    act: (page) => tap(cartButton(page)),
    expect: [{ within: "[role=dialog], dialog[open]" }],
  },
  {
    name: "Send a chat message → message",
    route: "/help-center",
    onFloor: true,
    prepare: (page) => chatBox(page).fill(CHAT_MESSAGE),
    act: (page) => page.keyboard.press("Enter"),
    expect: [{ within: "[role=log]", text: CHAT_MESSAGE }],
  },
  inDrawerScenario("Quantity + in the drawer → 2", 1, /^Increase quantity/, {
    within: "[role=dialog] output",
    text: "2",
  }),
  inDrawerScenario("Quantity − in the drawer → 1", 2, /^Decrease quantity/, {
    within: "[role=dialog] output",
    text: "1",
  }),
  inDrawerScenario("Remove in the drawer → empty cart", 1, /^Remove/, {
    within: "[role=dialog]",
    text: CART_EMPTY_TEXT,
  }),
  {
    name: "Menu button → the phone's menu",
    route: "/",
    onFloor: false,
    act: (page) =>
      tap(page.getByRole("banner").getByRole("button", { name: "Menu" })),
    expect: [{ within: "header nav", name: "^Main$" }],
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
  cpuRate: number,
): Promise<InteractionSample> {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    await page.goto(pageUrl(base, scenario.route));
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const cdp = await context.newCDPSession(page);
    await scenario.prepare?.(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
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
  /** Chromium's CPU slowdown: a phone's, from bench/cpu-calibration.ts. */
  cpuRate: number;
  repetitions?: number;
  /** The scenarios to measure, by name: every one by default. */
  only?: readonly string[];
  /** Whether to measure the floor's two builds too, where it has the scenario (true by default). */
  floors?: boolean;
  /** Whether to measure the platform shell too, which no target judges (true by default). */
  platform?: boolean;
  onProgress?: (message: string) => void;
};

/** The scenarios' names, in the order they are measured. */
export const SCENARIO_NAMES = SCENARIOS.map(({ name }) => name);
/** Those the floor has too. */
export const FLOOR_SCENARIO_NAMES = SCENARIOS.filter(
  ({ onFloor }) => onFloor,
).map(({ name }) => name);

/**
 * Every scenario (or those named), `repetitions` times each on the site, and where the floor has
 * it, on the floor's stack and on the floor's platform shell by turns (site, floor, platform,
 * site…), so that all three see the machine in the same state; in Debian's Chromium driven by
 * Playwright.
 */
export async function measureInteractions(
  origins: InteractionOrigins,
  {
    cpuRate,
    repetitions = REPETITIONS,
    only,
    floors = true,
    platform = true,
    onProgress,
  }: InteractionOptions,
): Promise<InteractionResult[]> {
  const scenarios = SCENARIOS.filter(
    ({ name }) => only === undefined || only.includes(name),
  );
  const browser = await launchChromium();
  const bases: Record<Build, string> = {
    site: origins.site,
    floor: origins.floor,
    platform: `${origins.floor}${PLATFORM_SHELL}`,
  };
  try {
    const results: InteractionResult[] = [];
    for (const scenario of scenarios) {
      const builds = BUILDS.filter(
        (build) =>
          build === "site" ||
          (floors && scenario.onFloor && (platform || build !== "platform")),
      );
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
            await measureOnce(browser, bases[build], scenario, cpuRate),
          );
        }
      }
      const measures = (build: Build) =>
        builds.includes(build)
          ? {
              samples: samples[build],
              summary: summariseSamples(samples[build]),
            }
          : null;
      results.push({
        name: scenario.name,
        route: scenario.route,
        samples: samples.site,
        summary: summariseSamples(samples.site),
        floor: measures("floor"),
        platform: measures("platform"),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
