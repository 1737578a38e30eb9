import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { startEnvironment, WEBDRIVER_LOG } from "./support/environment.ts";

/**
 * `npm run test:webkit [-- vitest's arguments]`: starts the site, the probe proxy and
 * WebKitWebDriver, runs the journeys with Vitest, stops everything, and exits with Vitest's code.
 *
 * A script rather than Vitest's globalSetup: `npm start` builds the site when the build is
 * stale, and under Vitest's environment (`NODE_ENV=test`, `VITEST`) that build would be a
 * development one, without React Router's plugin.
 */
const environment = await startEnvironment();
process.once("SIGINT", () => {
  void environment.stop().then(() => process.exit(130));
});
let exitCode = 1;
try {
  const vitest = spawn(
    join(import.meta.dirname, "../../node_modules/.bin/vitest"),
    [
      "run",
      "--config",
      "tests/webkit/vitest.config.ts",
      ...process.argv.slice(2),
    ],
    {
      stdio: "inherit",
      env: {
        ...process.env,
        WEBKIT_SITE_URL: environment.siteUrl,
        WEBKIT_WEBDRIVER_URL: environment.webDriverUrl,
      },
    },
  );
  const [code] = (await once(vitest, "exit")) as [number | null];
  exitCode = code ?? 1;
  if (exitCode !== 0) await showDriverLog();
} finally {
  await environment.stop();
}
process.exit(exitCode);

/** The end of what the driver and its browsers printed: a session that failed is told there. */
async function showDriverLog() {
  const log = (await readFile(WEBDRIVER_LOG, "utf8")).trimEnd();
  if (!log) return;
  const lines = log.split("\n");
  console.log(
    `\nThe last lines of ${relative(process.cwd(), WEBDRIVER_LOG)}:\n${lines.slice(-40).join("\n")}`,
  );
}
