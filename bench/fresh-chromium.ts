import { killAll, launch } from "chrome-launcher";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/chromium.ts";

/**
 * Runs `use` against a fresh Chromium (a new profile: no cache, no compiled code), reached on the
 * DevTools port it is given, and closes that Chromium afterwards.
 */
export async function withFreshChromium<T>(
  use: (port: number) => Promise<T>,
  extraFlags: readonly string[] = [],
): Promise<T> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, ...extraFlags],
    logLevel: "silent",
  });
  try {
    return await use(chrome.port);
  } finally {
    chrome.kill();
  }
}

/** Chromium runs in its own process group: a signal to the bench does not reach it. */
export function stopBrowsers() {
  killAll();
}
