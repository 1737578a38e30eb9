import { defineConfig } from "vitest/config";

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
    // Opening a session took WebKitWebDriver more than 30 s under a load average of 20.
    hookTimeout: 60_000,
    expect: { poll: { timeout: 5000, interval: 100 } },
  },
});
