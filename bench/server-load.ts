/**
 * `npm run bench:server`: loads our server and nginx, serving the same build on loopback, with
 * the same requests, one after the other, and prints what each sustains.
 */
import autocannon from "autocannon";
import { once } from "node:events";
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { ensureBuild } from "../scripts/ensure-build.ts";
import { HEADERS_MANIFEST } from "../hosting/security-headers.ts";
import {
  freePort,
  startPreviewServer,
  waitUntilAnswering,
} from "./preview-server.ts";
import { collectReachableAssets } from "../build-reading/shipped-bytes.ts";
import { formatTable } from "./table.ts";
import { spawnLoopbackNginx } from "../scripts/loopback-nginx.ts";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 64;
/** What a browser sends: both servers answer with the brotli files made at build time. */
const REQUEST_HEADERS = { "accept-encoding": "br, gzip" };

const projectRoot = join(import.meta.dirname, "..");

type Load = {
  server: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

/**
 * Two hashed assets of the home page: its stylesheet, small and render-blocking, which every page
 * loads; and its largest script, the heaviest file of a first visit, where the load generator on
 * the same machine, not the server, sets the pace.
 */
async function homeAssets() {
  const client = join(projectRoot, "build", "client");
  const html = await readFile(join(client, "index.html"), "utf8");
  const assets = await collectReachableAssets(html, (path) =>
    readFile(join(client, path), "utf8"),
  );
  const stylesheet = assets.find(({ kind }) => kind === "css")?.path;
  const scripts = assets
    .filter(({ kind }) => kind === "js")
    .map(({ path }) => path);
  const sizes = await Promise.all(
    scripts.map(async (path) => (await stat(join(client, path))).size),
  );
  const largestScript = scripts[sizes.indexOf(Math.max(...sizes))];
  if (!stylesheet || !largestScript) {
    throw new Error("The home page names no hashed stylesheet or script");
  }
  return [stylesheet, largestScript];
}

async function load(
  server: string,
  origin: string,
  path: string,
): Promise<Load> {
  console.error(
    `${server}: ${path} for ${DURATION_SECONDS} s at ${CONNECTIONS} connections`,
  );
  const result = await autocannon({
    url: origin + path,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: REQUEST_HEADERS,
  });
  return {
    server,
    path,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

ensureBuild(projectRoot, join(projectRoot, "build", HEADERS_MANIFEST));
const ours = await startPreviewServer(projectRoot);
const nginxPort = await freePort();
const nginx = await spawnLoopbackNginx(projectRoot, nginxPort, "ignore");
const nginxOrigin = `http://127.0.0.1:${nginxPort}`;
try {
  await waitUntilAnswering(nginxOrigin, nginx);
  const loads: Load[] = [];
  for (const path of ["/", ...(await homeAssets())]) {
    loads.push(await load("npm start", ours.origin, path));
    loads.push(await load("nginx", nginxOrigin, path));
  }

  console.log(
    `Loopback load: ${DURATION_SECONDS} s per run, ${CONNECTIONS} connections, Accept-Encoding: br, gzip\n`,
  );
  console.log(
    formatTable(
      ["Server", "Path", "req/s", "p50", "p99", "errors", "non-2xx"],
      loads.map((run) => [
        run.server,
        run.path,
        run.requestsPerSecond.toFixed(0),
        `${run.p50} ms`,
        `${run.p99} ms`,
        String(run.errors),
        String(run.non2xx),
      ]),
      ["left", "left", "right", "right", "right", "right", "right"],
    ),
  );
  console.log();
  for (const path of new Set(loads.map((run) => run.path))) {
    const [mine, theirs] = loads.filter((run) => run.path === path);
    if (!mine || !theirs) continue;
    console.log(
      `${path}: ours/nginx throughput ${(mine.requestsPerSecond / theirs.requestsPerSecond).toFixed(2)}, p99 ${mine.p99} ms vs ${theirs.p99} ms`,
    );
  }
} finally {
  nginx.kill("SIGQUIT");
  await once(nginx, "exit");
  await ours.stop();
}
