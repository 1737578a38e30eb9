import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "../../../app/lib/hydrated-marker";
import { notifications } from "./toasts";
import { WEB_FONTS, webFontsDrawn } from "./web-fonts";

type VisitOptions = {
  /**
   * Installs Playwright's fake clock before the page loads, at this instant (or now, given
   * `true`), and pauses it once React has taken over: from then on, time moves only by
   * `page.clock.runFor()`.
   */
  pausedClock?: boolean | Date;
  /**
   * The page is drawn in its web fonts. Those that came after their first 100 ms are not used on
   * that page (`font-display: optional`, record 112), as on a shopper's slow first visit:
   * then the page is opened again, with the fonts in the browser's cache, as on the next page.
   */
  inWebFonts?: boolean;
};

type Fixtures = {
  /** Opens a path and waits until React has taken over the pre-rendered page. */
  visit: (path: string, options?: VisitOptions) => Promise<void>;
  /** Fails on any WCAG 2.2 A/AA violation axe-core finds in the page as it is now. */
  expectNoAxeViolations: () => Promise<void>;
  /** Everything that went wrong in the page: asserted empty after every test. */
  pageProblems: string[];
  /**
   * Refuses every request of the page whose URL matches, as a dropped connection would (the
   * browser's report of each in the console is expected). Returns how many it has refused.
   */
  refuse: (url: RegExp) => Promise<() => number>;
  /** The URLs the page's requests were refused at, by `refuse`. */
  refusedUrls: Set<string>;
};

/**
 * Hydration starts once the page has painted (app/lib/page-start.ts), before or
 * after its load event. Until the root has hydrated and replayed the taps the page's early
 * script kept (app/lib/page-start.ts), a tap is held, and a second tap on the same button
 * merged with the first: the shop marks `<html>` once both are done (app/lib/hydrated-marker.ts).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    (attribute) => document.documentElement.hasAttribute(attribute),
    HYDRATED_ATTRIBUTE,
  );
}

/**
 * The page has hydrated and loaded what it loads once interactive (the notifications): nothing
 * of its own is still on its way, so a reload or a move away interrupts none of it.
 */
export async function waitUntilInteractive(page: Page) {
  await waitForHydration(page);
  await notifications(page).waitFor({ state: "attached" });
}

/**
 * The tag of the tests that read what is the same in every engine: the words and markup the
 * server sends (titles, labels, structured data, statuses) and axe-core's rules, which it checks
 * on the document and its styles. They run in Chromium at both widths; the Firefox projects leave
 * them out (playwright.config.ts), as they repeated Chromium's work: 2 to 3 minutes of CI.
 */
export const SAME_IN_EVERY_ENGINE = { tag: "@same-in-every-engine" } as const;

/**
 * Why a test runs in Chromium alone: it needs what Playwright gives only through Chromium's
 * DevTools protocol. Everything else a shopper does runs in Firefox too (over WebDriver BiDi).
 */
export const CHROMIUM_ONLY = {
  textSize:
    "the browser's text size is set through Chromium's DevTools protocol",
  touchDrag:
    "a finger is drawn through Chromium's DevTools protocol: Playwright's touchscreen only taps",
  forcedColors:
    "Playwright emulates forced colours in Chromium alone (in Firefox, the colour scheme only)",
  reducedMotion:
    "Playwright emulates reduced motion in Chromium alone (in Firefox, the colour scheme only)",
} as const;

/**
 * Requests a script makes (`ping` is `navigator.sendBeacon`), as opposed to the documents,
 * scripts and files a page loads.
 */
const NETWORK_CALLS = new Set([
  "fetch",
  "xhr",
  "websocket",
  "eventsource",
  "ping",
]);

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from it
  refusedUrls: async ({}, use) => {
    await use(new Set());
  },

  refuse: async ({ page, refusedUrls }, use) => {
    await use(async (url) => {
      await page.route(url, (route) => {
        refusedUrls.add(route.request().url());
        return route.abort("internetdisconnected");
      });
      return () => refusedUrls.size;
    });
  },

  pageProblems: [
    async ({ page, baseURL, refusedUrls }, use) => {
      const problems: string[] = [];
      const siteOrigin = new URL(baseURL ?? "").origin;
      // The 404 page is expected to answer 404, or 400 or 414 for a malformed or overlong path;
      // Chromium logs that as a console error.
      const expectedErrorDocuments = new Set<string>();

      page.on("response", (response) => {
        if (
          response.request().isNavigationRequest() &&
          [400, 404, 414].includes(response.status())
        ) {
          expectedErrorDocuments.add(response.url());
        }
      });
      page.on("pageerror", (error) =>
        problems.push(`page error: ${error.message}`),
      );
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const { url } = message.location();
        if (expectedErrorDocuments.has(url) || refusedUrls.has(url)) return;
        problems.push(
          `console error: ${message.text()} (${message.location().url})`,
        );
      });
      // Over WebDriver BiDi, Firefox gives an error logged as an object as the word "Error"
      // alone, and its message cannot be read back: the page logs the message with it.
      await page.addInitScript(() => {
        const logError = console.error.bind(console);
        console.error = (...args: unknown[]) =>
          logError(
            ...args.map((arg) =>
              arg instanceof Error ? `${arg.name}: ${arg.message}` : arg,
            ),
          );
      });
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.protocol !== "data:" && url.origin !== siteOrigin) {
          problems.push(`request to another origin: ${request.url()}`);
        }
        // The shop makes no network calls (the spec): the cart, the chat and checkout are local.
        if (NETWORK_CALLS.has(request.resourceType())) {
          problems.push(`network call: ${request.method()} ${request.url()}`);
        }
      });
      // Every page, every interaction: nothing may be blocked by the Content-Security-Policy.
      await page.exposeFunction("reportCspViolation", (violation: string) => {
        problems.push(`CSP violation: ${violation}`);
      });
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (
            window as unknown as Record<string, (text: string) => void>
          ).reportCspViolation;
          report?.(
            `${event.effectiveDirective} blocked ${event.blockedURI || "inline code"} at ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      page.on("dialog", (dialog) => {
        problems.push(
          `unexpected ${dialog.type()} dialog: ${dialog.message()}`,
        );
        void dialog.dismiss();
      });

      await use(problems);
      expect(problems, "errors or foreign requests in the page").toEqual([]);
    },
    { auto: true },
  ],

  visit: async ({ page }, use) => {
    await use(
      async (path, { pausedClock = false, inWebFonts = false } = {}) => {
        const start =
          pausedClock instanceof Date ? pausedClock.getTime() : Date.now();
        if (pausedClock) await page.clock.install({ time: start });
        await page.goto(path);
        // Time may only stop once the page is interactive.
        await waitUntilInteractive(page);
        if (
          inWebFonts &&
          (await page.evaluate(webFontsDrawn, WEB_FONTS)).length <
            WEB_FONTS.length
        ) {
          await page.reload();
          await waitUntilInteractive(page);
          expect(
            await page.evaluate(webFontsDrawn, WEB_FONTS),
            "the fonts the page is drawn in, opened again",
          ).toEqual(WEB_FONTS);
        }
        // Far enough ahead that the page's clock has not reached it while loading.
        if (pausedClock) await page.clock.pauseAt(start + 60 * 60 * 1000);
      },
    );
  },

  expectNoAxeViolations: async ({ page }, use) => {
    await use(async () => {
      const results = await new AxeBuilder({ page })
        .withTags([
          "wcag2a",
          "wcag2aa",
          "wcag21a",
          "wcag21aa",
          "wcag22aa",
          "best-practice",
        ])
        .analyze();
      const violations = results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
      );
      expect(violations, "accessibility violations").toEqual([]);
    });
  },
});

export { expect };
