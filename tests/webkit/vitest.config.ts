import { defineConfig } from "vitest/config";
import { SESSION_ATTEMPT_TIMEOUT, SESSION_ATTEMPTS } from "./support/page.ts";

/**
 * The shopper's journeys in WebKit, through WebKitWebDriver: Playwright cannot drive WebKitGTK,
 * the only WebKit here (docs/decisions/001-webkit-through-webdriver.md). Run by run.ts
 * (`npm run test:webkit`), which starts the site and the driver first.
 */
export default defineConfig({
  test: {
    include: ["tests/webkit/*.spec.ts"],
    // One driver, which takes one session at a time: one file after another.
    fileParallelism: false,
    testTimeout: 30_000,
    // Opening the file's browser: every attempt at a session, and the window's size after.
    hookTimeout: SESSION_ATTEMPTS * SESSION_ATTEMPT_TIMEOUT + 15_000,
    expect: { poll: { timeout: 5000, interval: 100 } },
  },
});
