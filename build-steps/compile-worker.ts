import { join } from "node:path";
import { build } from "vite";
import { SERVICE_WORKER_PATH } from "../app/lib/service-worker-path.ts";

const SOURCES = join(import.meta.dirname, "..", "app", "service-worker");

/**
 * Compiles a worker of app/service-worker into `sw.js` at the root of `outDir`: a classic
 * script, the one format every engine runs as a service worker, with Workbox's development
 * logging left out and `define`'s globals written in.
 */
export async function compileWorker(
  source: string,
  outDir: string,
  define: Record<string, string> = {},
) {
  await build({
    configFile: false,
    logLevel: "warn",
    resolve: { tsconfigPaths: true },
    define: {
      ...define,
      "process.env.NODE_ENV": JSON.stringify("production"),
    },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      lib: {
        entry: join(SOURCES, source),
        formats: ["iife"],
        name: "serviceWorker",
        fileName: () => SERVICE_WORKER_PATH.slice(1),
      },
    },
  });
}
