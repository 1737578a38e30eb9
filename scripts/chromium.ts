/**
 * The browser the tests and the benchmark drive: Debian's Chromium, since Playwright cannot
 * download its own here. `CHROMIUM_PATH` (or chrome-launcher's `CHROME_PATH`) points elsewhere.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * Headless, as root, on a machine without a GPU or a way out: without the networking flags,
 * Chromium keeps calling Google's services, and this machine's closed network refuses them.
 */
export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Debian's Firefox ESR, which Playwright 1.64 drives (README): `FIREFOX_PATH` points elsewhere. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
