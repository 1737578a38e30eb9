import { afterAll, afterEach, beforeAll, expect } from "vitest";
import {
  DESKTOP,
  WebKitPage,
  type PageOptions,
  type WindowSize,
} from "./page.ts";

function fromRunner(name: string) {
  const value = process.env[name];
  if (!value)
    throw new Error(
      `${name} is not set: run the tests with npm run test:webkit`,
    );
  return value;
}

/**
 * One browser for the file's tests, in a window of `size`; each test ends by asserting that
 * nothing went wrong in the pages it saw, as each Playwright test does.
 */
export function useWebKitPage(
  size: WindowSize = DESKTOP,
  options: PageOptions = {},
) {
  const page = new WebKitPage(
    fromRunner("WEBKIT_SITE_URL"),
    fromRunner("WEBKIT_WEBDRIVER_URL"),
  );
  beforeAll(() => page.open(size, options));
  afterEach(async () => {
    await page.letScriptsLoad();
    expect(await page.takeProblems(), "errors in the page").toEqual([]);
  });
  afterAll(() => page.close());
  return page;
}
