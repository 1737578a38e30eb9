import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer, type AddressInfo } from "node:net";
import { mkdir, open } from "node:fs/promises";
import { dirname, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { startProbeProxy } from "./probe-proxy.ts";

const projectRoot = join(import.meta.dirname, "../../..");
const WEBKIT_WEBDRIVER =
  process.env.WEBKIT_WEBDRIVER_PATH ?? "/usr/bin/WebKitWebDriver";

/** What WebKitWebDriver and the browsers it starts print, for when a session fails. */
export const WEBDRIVER_LOG = join(
  projectRoot,
  "test-results/webkit/webdriver.log",
);

export type WebKitEnvironment = {
  /** The site, through the proxy that puts the probe in its pages. */
  siteUrl: string;
  webDriverUrl: string;
  stop: () => Promise<void>;
};

/**
 * Serves the production build as the Playwright tests do (`npm start`, which builds it first if
 * it is missing or stale), puts the probe proxy in front of it, and starts WebKitWebDriver on a
 * display of its own. Nothing is downloaded: the driver and the browser are Debian's.
 */
export async function startEnvironment(): Promise<WebKitEnvironment> {
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
  try {
    // Ports the system gives: never one the Playwright tests (4321, 4322) may hold meanwhile.
    const siteUrl = `http://127.0.0.1:${await freePort()}`;
    const site = spawn("npm", ["start"], {
      cwd: projectRoot,
      env: { ...process.env, PORT: new URL(siteUrl).port, HOST: "127.0.0.1" },
      // A group of its own: its workers stop with it.
      detached: true,
      stdio: ["ignore", "inherit", "inherit"],
    });
    stops.push(() => stopGroup(site));
    // A build takes a minute or two on two cores.
    await waitUntilAnswering(siteUrl, site, 180_000);
    const proxy = await startProbeProxy(new URL(siteUrl));
    stops.push(proxy.close);

    const webDriverUrl = `http://127.0.0.1:${await freePort()}`;
    // Kept in a file, not printed: as the driver is stopped, xvfb-run's shell reports it
    // "Terminated", and the browsers' warnings are many.
    await mkdir(dirname(WEBDRIVER_LOG), { recursive: true });
    const log = await open(WEBDRIVER_LOG, "w");
    stops.push(() => log.close());
    const driver = spawn(
      "xvfb-run",
      [
        "--auto-servernum",
        "--server-args=-screen 0 1920x1080x24",
        WEBKIT_WEBDRIVER,
        `--port=${new URL(webDriverUrl).port}`,
      ],
      { cwd: projectRoot, stdio: ["ignore", log.fd, log.fd] },
    );
    stops.push(() => stopXvfbRun(driver));
    await waitUntilAnswering(`${webDriverUrl}/status`, driver, 30_000);

    return { siteUrl: proxy.url, webDriverUrl, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function stopGroup(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null) return;
  const exited = once(child, "exit");
  process.kill(-child.pid, "SIGTERM");
  await exited;
}

/**
 * Stops the command xvfb-run runs, after which xvfb-run stops its X server and removes its
 * files; stopped itself, it would leave them behind.
 */
async function stopXvfbRun(xvfbRun: ChildProcess) {
  if (xvfbRun.pid === undefined || xvfbRun.exitCode !== null) return;
  const exited = once(xvfbRun, "exit");
  const driver = execFileSync(
    "pgrep",
    ["--parent", String(xvfbRun.pid), "--exact", "WebKitWebDriver"],
    { encoding: "utf8" },
  );
  process.kill(Number(driver.trim()), "SIGTERM");
  await exited;
}

/** Fails at once if the server has stopped (a failed build, say). */
async function waitUntilAnswering(
  url: string,
  server: ChildProcess,
  timeout: number,
) {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (server.exitCode !== null)
      throw new Error(
        `${server.spawnfile} stopped with code ${server.exitCode} before ${url} answered`,
      );
    try {
      await fetch(url);
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`${url} did not answer within ${timeout} ms`, {
          cause: error,
        });
      await sleep(250);
    }
  }
}

async function freePort() {
  const server = createServer();
  await new Promise<void>((listening) =>
    server.listen(0, "127.0.0.1", listening),
  );
  const { port } = server.address() as AddressInfo;
  await new Promise((closed) => server.close(closed));
  return port;
}
