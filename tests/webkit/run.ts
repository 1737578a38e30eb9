import { spawn } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";
import { startEnvironment } from "./support/environment.ts";

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
} finally {
  await environment.stop();
}
process.exit(exitCode);
