import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

type Fixtures = {
  /** Opens a path and waits until React has taken over the pre-rendered page. */
  visit: (path: string) => Promise<void>;
  /** Fails on any WCAG 2.2 A/AA violation axe-core finds in the page as it is now. */
  expectNoAxeViolations: () => Promise<void>;
  /** Everything that went wrong in the page: asserted empty after every test. */
  pageProblems: string[];
};

/**
 * Hydration starts from a dynamic import, after the load event. Once React Router has created
 * its router, `hydrateRoot` has run: React listens to events and replays a click that lands
 * before the first render has committed, so a shopper's click is never lost.
 */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
}

export const test = base.extend<Fixtures>({
  pageProblems: [
    async ({ page, baseURL }, use) => {
      const problems: string[] = [];
      const siteOrigin = new URL(baseURL ?? "").origin;
      // A 404 page is expected to answer 404; Chromium logs that as a console error.
      const expectedMissingDocuments = new Set<string>();

      page.on("response", (response) => {
        if (
          response.request().isNavigationRequest() &&
          response.status() === 404
        ) {
          expectedMissingDocuments.add(response.url());
        }
      });
      page.on("pageerror", (error) =>
        problems.push(`page error: ${error.message}`),
      );
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        if (expectedMissingDocuments.has(message.location().url)) return;
        problems.push(
          `console error: ${message.text()} (${message.location().url})`,
        );
      });
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.protocol !== "data:" && url.origin !== siteOrigin) {
          problems.push(`request to another origin: ${request.url()}`);
        }
      });

      await use(problems);
      expect(problems, "errors or foreign requests in the page").toEqual([]);
    },
    { auto: true },
  ],

  visit: async ({ page }, use) => {
    await use(async (path) => {
      await page.goto(path);
      await waitForHydration(page);
    });
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
