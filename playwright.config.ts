import { defineConfig, devices } from "@playwright/test";
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  FIREFOX_PATH,
} from "./scripts/chromium";
import { TOLERANCE } from "./tests/visual/support/looks";

const port = Number(process.env.E2E_PORT ?? 4321);
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? port + 1);
const cloudflarePort = Number(process.env.E2E_CLOUDFLARE_PORT ?? port + 2);
export const baseURL = `http://localhost:${port}`;
/** The same build behind deploy/nginx.conf: the HTTP tests hold every host to one contract. */
export const nginxURL = `http://127.0.0.1:${nginxPort}`;
/** The published folder on Cloudflare Pages' own runtime (`wrangler pages dev`), offline. */
export const cloudflareURL = `http://127.0.0.1:${cloudflarePort}`;

/**
 * Debian's Firefox ESR (153). Playwright 1.64 drives it; 1.65 does not (every new context fails
 * on `emulation.setMediaFeaturesOverride`), so Playwright is pinned to 1.64 (README).
 */
const FIREFOX = {
  browserName: "firefox",
  channel: "moz-firefox",
  // A trace's DOM snapshot at every step cost Firefox, over BiDi, ten times what it costs
  // Chromium: the actions, the console and the network are enough to read a failure.
  trace: { mode: "retain-on-failure", snapshots: false, screenshots: false },
} as const;

/*
 * The four browsers the flows and the look run in: each engine on a 1440 px desktop and on a
 * 375 px phone with touch.
 */
const CHROMIUM_DESKTOP = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1440, height: 900 },
};
const CHROMIUM_PHONE = {
  ...devices["Desktop Chrome"],
  viewport: { width: 375, height: 812 },
  hasTouch: true,
  isMobile: true,
};
/**
 * Firefox, on a desktop (its classic scrollbars) or on a phone. For the look, Firefox waits for
 * the web fonts: a `font-display: optional` font that comes after Firefox's 100 ms
 * (`fallback_delay_short`) is not used on that page, and on two busy cores Inter missed it even
 * from the cache (docs/decisions/120-visual-baselines.md).
 */
function firefox({ phone, look }: { phone: boolean; look: boolean }) {
  return {
    ...FIREFOX,
    viewport: phone
      ? { width: 375, height: 812 }
      : { width: 1440, height: 900 },
    // Firefox has no mobile emulation (`isMobile`): a phone's width, touch and scrollbars.
    hasTouch: phone,
    launchOptions: {
      executablePath: FIREFOX_PATH,
      firefoxUserPrefs: {
        ...(phone && { "ui.useOverlayScrollbars": 1 }),
        ...(look && { "gfx.downloadable_fonts.fallback_delay_short": 10_000 }),
      },
    },
  };
}

/**
 * The look's projects: their baselines, one folder per project, named for the platform they were
 * taken on, and how each screenshot is taken and compared (record 120). A whole page
 * took Chromium more than the default 5 s to screenshot under a load average of 18.
 */
const LOOK = {
  testDir: "tests/visual",
  snapshotPathTemplate:
    "{testDir}/baselines/{projectName}/{arg}{-platform}{ext}",
  expect: {
    timeout: 15_000,
    toHaveScreenshot: { ...TOLERANCE, animations: "disabled", caret: "hide" },
  },
} as const;

export default defineConfig({
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    {
      name: "chromium",
      testDir: "tests/e2e",
      use: CHROMIUM_DESKTOP,
    },
    {
      name: "chromium-mobile",
      testDir: "tests/e2e",
      use: CHROMIUM_PHONE,
      // The flows that differ on a phone: the menu, the layout and the drawer.
      grep: /@mobile/,
    },
    // Debian's Firefox ESR, through Playwright's moz-firefox channel (WebDriver BiDi). The tests
    // that need what Playwright gives only through Chromium's DevTools protocol say so and skip;
    // those that read what is the same in every engine run in Chromium alone (SAME_IN_EVERY_ENGINE).
    {
      name: "firefox",
      testDir: "tests/e2e",
      use: firefox({ phone: false, look: false }),
      grepInvert: /@same-in-every-engine/,
    },
    {
      name: "firefox-mobile",
      testDir: "tests/e2e",
      use: firefox({ phone: true, look: false }),
      grep: /@mobile/,
      grepInvert: /@same-in-every-engine/,
    },
    // The look: screenshots compared with the baselines beside the tests, every one at both
    // widths (docs/decisions/120-visual-baselines.md).
    { name: "visual-chromium", ...LOOK, use: CHROMIUM_DESKTOP },
    {
      name: "visual-chromium-mobile",
      ...LOOK,
      use: CHROMIUM_PHONE,
    },
    {
      name: "visual-firefox",
      ...LOOK,
      use: firefox({ phone: false, look: true }),
    },
    {
      name: "visual-firefox-mobile",
      ...LOOK,
      use: firefox({ phone: true, look: true }),
    },
    {
      // Statuses, headers and hostile requests, over raw HTTP: no browser.
      name: "http",
      testDir: "tests/http",
    },
    {
      // A shopper's visit on Cloudflare Pages' runtime, which serves what a CDN publishes.
      name: "cloudflare",
      testDir: "tests/cloudflare",
      use: { ...CHROMIUM_DESKTOP, baseURL: cloudflareURL },
    },
    {
      // What the build gives crawlers, link previews and installs: heads, files, structured data.
      name: "seo",
      testDir: "tests/seo",
    },
    {
      // The size budget of `/`, read from the build that `npm start` has just made: no browser.
      name: "budget",
      testDir: "tests/budget",
    },
  ],
  // Started in this order: `npm start` builds the site if needed, nginx and Cloudflare's runtime
  // then serve the same build. With E2E_SHOP_RUNNING set, the shop is already served on
  // E2E_PORT, from the same build: .ci/run serves it so with the runtime dependencies alone,
  // on each other Node.js line, and holds it to the HTTP contract.
  webServer: [
    ...(process.env.E2E_SHOP_RUNNING
      ? []
      : [
          {
            command: "npm start",
            url: baseURL,
            env: { PORT: String(port) },
            reuseExistingServer: !process.env.CI,
            timeout: 180_000,
          },
        ]),
    {
      command: "node scripts/serve-nginx.ts",
      url: nginxURL,
      env: { NGINX_PORT: String(nginxPort) },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The compatibility date only matters to Functions, which the site has none of; set, it
      // keeps wrangler from warning. Offline, wrangler warns that it cannot fetch `Request.cf`.
      command: `npx wrangler pages dev build/client --ip 127.0.0.1 --port ${cloudflarePort} --compatibility-date 2026-11-17 --show-interactive-dev-session=false`,
      url: cloudflareURL,
      env: { WRANGLER_SEND_METRICS: "false" },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
