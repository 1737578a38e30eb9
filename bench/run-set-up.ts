/**
 * What `npm run bench` and the speed gate (`npm run test:speed`) share to set a run up and take it
 * down: building, the floor's build and server, and stopping what the run started on a signal.
 */
import { spawnSync } from "node:child_process";
import { constants } from "node:os";
import { join } from "node:path";
import { startPreviewServer, type PreviewServer } from "./preview-server.ts";

/** The bare stack and the platform, each interaction's two floors, and each move's: see its root module. */
export const FLOOR_DIRECTORY = join(import.meta.dirname, "floor");

/** Runs a build command, its output on stderr (stdout carries only the results), or throws. */
export function build(
  what: string,
  command: string,
  args: readonly string[],
  cwd: string,
) {
  console.error(`Building ${what}…`);
  const result = spawnSync(command, args, {
    cwd,
    stdio: ["ignore", process.stderr, process.stderr],
  });
  if (result.status !== 0)
    throw new Error(`Building ${what} failed with code ${result.status}`);
}

/** Built in its own folder: React Router finds its configuration in the working directory. */
export const buildFloor = () =>
  build("the floor", "npx", ["react-router", "build"], FLOOR_DIRECTORY);

/** The floor's build, served by the same server code as the site's, on a free port. */
export const serveFloor = (projectRoot: string): Promise<PreviewServer> =>
  startPreviewServer(projectRoot, {
    script: "bench/serve-build.ts",
    args: [join(FLOOR_DIRECTORY, "build")],
  });

/**
 * A Ctrl-C or a kill must not leave a server holding its port, nor a browser running: `cleanUp`
 * runs, then the process exits as the signal would have it.
 */
export function stopOnSignals(cleanUp: () => Promise<void>) {
  const stop = (signal: NodeJS.Signals) => {
    void cleanUp().then(() => process.exit(128 + constants.signals[signal]));
  };
  process.once("SIGINT", stop).once("SIGTERM", stop);
}
