import { createHash } from "node:crypto";
import { test as base } from "../../e2e/support/fixtures";

/**
 * The instant every look is taken at, on a clock that stands still once the page is interactive:
 * the footer shows the browser's year once hydrated (record 026), and no timer moves the
 * page on behind the test (a toast stays, the chat's reply waits for `page.clock.runFor`).
 */
const TAKEN_AT = new Date("2026-06-15T12:00:00Z");

/**
 * Before each screenshot in Firefox, Playwright adds and removes an empty style element,
 * `body {}`, to bring the page's animations in step. The site's CSP refuses it (style-src 'self',
 * record 068), and Firefox reports that twice: as an error naming the hash of `body {}`,
 * and as a violation by code that Playwright evaluated (the app evaluates none: its CSP forbids
 * it). Both are Playwright's doing, not the page's; every other problem still fails the test.
 */
const PLAYWRIGHTS_STYLE = `'sha256-${createHash("sha256").update("body {}").digest("base64")}'`;
const isPlaywrightsStyle = (problem: string) =>
  problem.includes(PLAYWRIGHTS_STYLE) ||
  /^CSP violation: style-src-elem blocked inline at \S+%20%3E%20eval:\d+$/.test(
    problem,
  );

export const test = base.extend({
  visit: async ({ visit }, use) => {
    await use((path) =>
      visit(path, { pausedClock: TAKEN_AT, inWebFonts: true }),
    );
  },
  // Still automatic, as the fixture it overrides is.
  pageProblems: async ({ pageProblems }, use) => {
    await use(pageProblems);
    // Before the fixture it overrides asserts that the page had no problem.
    const ownProblems = pageProblems.filter(
      (problem) => !isPlaywrightsStyle(problem),
    );
    pageProblems.splice(0, pageProblems.length, ...ownProblems);
  },
});
