import cluster from "node:cluster";
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { HEADERS_MANIFEST } from "../hosting/security-headers.ts";
import { readStartOptions, type StartOptions } from "./start-options.ts";
import { createStaticServer } from "./static-server.ts";

/**
 * `npm start` (once `scripts/ensure-build.ts` has built the site if it had to) and
 * `npm run serve` (a build as it is, made here or on another machine, with the runtime
 * dependencies alone: docs/decisions/133-a-server-without-the-toolchain.md): one worker per CPU
 * (like nginx's `worker_processes auto`), each serving the build on the same port. On SIGTERM or SIGINT the workers finish the requests in flight, then the
 * whole server exits with code 0. A worker that cannot start (the port is taken, say) stops the
 * whole server with code 1, rather than being started again and again.
 */
const projectRoot = join(import.meta.dirname, "..");
const buildDirectory = join(projectRoot, "build");
let options: StartOptions;
try {
  options = readStartOptions(process.env, availableParallelism());
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const { port, host, workers } = options;
// The build writes its headers last: without them there is no finished build to serve.
if (cluster.isPrimary && !existsSync(join(buildDirectory, HEADERS_MANIFEST))) {
  console.error(
    `No build to serve in ${buildDirectory}: run \`npm run build\` here, or copy build/ from the machine that built this commit`,
  );
  process.exit(1);
}
const SHUTDOWN = "shutdown";
/** How long requests in flight may take to finish once asked to stop. */
const SHUTDOWN_GRACE_MS = 10_000;

if (cluster.isPrimary) {
  let stopping = false;
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {}))
      if (worker?.isConnected()) worker.send(SHUTDOWN);
  };
  const serving = new Set<number>();
  cluster.on("listening", (worker) => serving.add(worker.id));
  // Stopped while a worker was still starting, the primary may write to one that has just
  // exited (its answer to the worker's listen): that write fails with EPIPE, and unhandled, the
  // error ended the primary with code 1. The worker is gone, which its exit event handles.
  cluster.on("fork", (worker) =>
    worker.on("error", (error) => {
      if (!stopping)
        console.error(`Worker ${worker.process.pid}: ${error.message}`);
    }),
  );
  cluster.on("exit", (worker, code) => {
    if (!stopping && !serving.has(worker.id)) {
      // It would fail again for the same reason, which it has printed.
      console.error(`Worker ${worker.process.pid} could not start; stopping`);
      process.exitCode = 1;
      stop();
    }
    if (stopping) {
      // A worker leaves cluster.workers only once both exited and disconnected: ask each.
      const running = Object.values(cluster.workers ?? {}).filter(
        (other) => !other?.isDead(),
      );
      if (running.length === 0) process.exit();
      return;
    }
    console.error(
      `Worker ${worker.process.pid} exited with code ${code}; starting another`,
    );
    cluster.fork();
  });
  cluster.once("listening", (_worker, address) => {
    console.log(
      `Circularium storefront on http://${host ?? "localhost"}:${address.port}`,
    );
  });
  for (const signal of ["SIGTERM", "SIGINT"] as const)
    process.once(signal, stop);
  for (let count = 0; count < workers; count++) cluster.fork();
} else {
  // The primary decides when to stop; a signal sent to the whole process group is its to handle.
  process.on("SIGINT", () => {});
  process.on("SIGTERM", () => {});
  // Listening for the primary before anything else: a shutdown may come while still starting.
  const started = createStaticServer(buildDirectory);
  const shutdown = new AbortController();
  process.on("message", (message) => {
    if (message !== SHUTDOWN) return;
    shutdown.abort();
    void started.then((server) => {
      server.close(() => process.exit(0));
      server.closeIdleConnections();
      // A connection that never sends its request must not hold the shutdown up for ever.
      setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    });
  });
  const server = await started;
  server.once("error", (error) => {
    console.error(`Cannot serve on port ${port}: ${error.message}`);
    process.exit(1);
  });
  // Asked to stop while starting: it has nothing to finish, and must not start listening.
  if (!shutdown.signal.aborted) server.listen(port, host);
}
