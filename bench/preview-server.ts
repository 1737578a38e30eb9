import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

export type PreviewServer = { origin: string; stop: () => Promise<void> };

export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  probe.close();
  if (typeof address !== "object" || !address)
    throw new Error("Could not find a free port");
  return address.port;
}

/**
 * With `BENCH_PORT` set, the servers listen on it and the ports after it, one each in the order
 * they start (on a machine shared with other work that keeps ports of its own); otherwise on
 * free ports the system gives.
 */
let serversStarted = 0;
function nextPort(): Promise<number> {
  const first = Number(process.env.BENCH_PORT);
  serversStarted += 1;
  return Number.isInteger(first) && first > 0
    ? Promise.resolve(first + serversStarted - 1)
    : freePort();
}

export type PreviewServerOptions = {
  /** The server to run, from the project's root: `npm start`'s by default. */
  script?: string;
  args?: readonly string[];
  timeoutMs?: number;
};

/**
 * Starts the production server (`npm start`'s, which builds first only if the build is stale),
 * or another server script, on a free port, and resolves once it answers. Its output goes to
 * stderr, so that stdout carries only the results.
 */
export async function startPreviewServer(
  projectRoot: string,
  {
    script = "server/start.ts",
    args = [],
    timeoutMs = 30_000,
  }: PreviewServerOptions = {},
): Promise<PreviewServer> {
  const port = await nextPort();
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, [script, ...args], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", process.stderr, process.stderr],
  });
  const exited = once(child, "exit");
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    await exited;
  };

  try {
    await waitUntilAnswering(origin, child, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** Resolves once `origin` answers 200; fails as soon as `server` exits, or after `timeoutMs`. */
export async function waitUntilAnswering(
  origin: string,
  server: ChildProcess,
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(origin, {
        signal: AbortSignal.timeout(1000),
      });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(
    `The server did not answer on ${origin} within ${timeoutMs} ms`,
  );
}
