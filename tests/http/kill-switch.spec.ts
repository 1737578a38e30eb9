import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { readFile, rm } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { SERVICE_WORKER_PATH } from "../../app/lib/service-worker-path";
import { freePort, waitUntilAnswering } from "../../bench/preview-server";
import {
  listFiles,
  ORIGIN_FOLDER,
  PUBLISHED_FOLDER,
} from "../../hosting/build-files";
import { spawnLoopbackNginx } from "../../scripts/loopback-nginx";
import { createStaticServer } from "../../server/static-server";
import { killSwitchRelease } from "../e2e/support/release";
import { rawRequest } from "./servers";

/*
 * `npm run kill-switch` on a copy of the build, served as each host serves a release: npm start
 * (started after it, as the runbook says), nginx with deploy/nginx.conf, and Cloudflare Pages'
 * runtime with the published folder and its `_headers`.
 */
const projectRoot = join(import.meta.dirname, "..", "..");
const BUILD = join(projectRoot, "build");
const HOSTS = ["npm start", "nginx", "Cloudflare Pages"] as const;
const DECODERS: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
};

// One copy and one set of servers for the whole file: in order, in one worker.
test.describe.configure({ mode: "default" });

let copy = "";
const origins = new Map<(typeof HOSTS)[number], string>();
const stops: (() => Promise<unknown>)[] = [];

/** Stops a process started in a group of its own, and whatever it started. */
async function stopGroup(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null) return;
  const exited = once(child, "exit");
  process.kill(-child.pid, "SIGTERM");
  await exited;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const release = await killSwitchRelease(BUILD);
  copy = release.projectRoot;
  const buildCopy = release.buildDirectory;

  const server: Server = await createStaticServer(buildCopy);
  await new Promise<void>((listening) =>
    server.listen(0, "127.0.0.1", listening),
  );
  stops.push(
    () =>
      new Promise((closed) => {
        server.close(closed);
        server.closeAllConnections();
      }),
  );
  origins.set(
    "npm start",
    `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  );

  const nginxPort = await freePort();
  const nginx = await spawnLoopbackNginx(copy, nginxPort, "ignore");
  stops.push(async () => {
    if (nginx.exitCode !== null) return;
    const exited = once(nginx, "exit");
    nginx.kill("SIGQUIT");
    await exited;
  });
  origins.set("nginx", `http://127.0.0.1:${nginxPort}`);
  await waitUntilAnswering(`http://127.0.0.1:${nginxPort}`, nginx, 90_000);

  const cloudflarePort = await freePort();
  const wrangler = spawn(
    join(projectRoot, "node_modules", ".bin", "wrangler"),
    [
      "pages",
      "dev",
      join(buildCopy, PUBLISHED_FOLDER),
      "--ip",
      "127.0.0.1",
      "--port",
      String(cloudflarePort),
      "--compatibility-date",
      "2026-11-17",
      "--show-interactive-dev-session=false",
    ],
    {
      cwd: copy,
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
      // A group of its own: workerd stops with it.
      detached: true,
      stdio: "ignore",
    },
  );
  stops.push(() => stopGroup(wrangler));
  origins.set("Cloudflare Pages", `http://127.0.0.1:${cloudflarePort}`);
  await waitUntilAnswering(
    `http://127.0.0.1:${cloudflarePort}`,
    wrangler,
    90_000,
  );
});

test.afterAll(async () => {
  for (const stop of stops.splice(0)) await stop();
  await rm(copy, { recursive: true, force: true });
});

test("npm run kill-switch replaces /sw.js in both published folders, its compressed copies included, and nothing else", async () => {
  for (const [folder, replaced] of [
    [PUBLISHED_FOLDER, [SERVICE_WORKER_PATH]],
    [
      ORIGIN_FOLDER,
      [
        SERVICE_WORKER_PATH,
        `${SERVICE_WORKER_PATH}.br`,
        `${SERVICE_WORKER_PATH}.gz`,
      ],
    ],
  ] as const) {
    const before = join(BUILD, folder);
    const after = join(copy, "build", folder);
    const files = await listFiles(after);
    expect(files, folder).toEqual(await listFiles(before));
    for (const file of files) {
      const same = (await readFile(join(before, file))).equals(
        await readFile(join(after, file)),
      );
      expect(same, `${folder}${file} unchanged`).toBe(
        !(replaced as readonly string[]).includes(file),
      );
    }
  }
});

for (const host of HOSTS)
  test(`${host} serves the kill switch at /sw.js, in every encoding it sends, revalidated, as a script`, async () => {
    const origin = origins.get(host) ?? "";
    const killSwitch = await readFile(
      join(copy, "build", PUBLISHED_FOLDER, SERVICE_WORKER_PATH),
    );
    for (const acceptEncoding of ["br", "gzip", "identity"]) {
      const response = await rawRequest(
        origin,
        `GET ${SERVICE_WORKER_PATH} HTTP/1.1`,
        { "Accept-Encoding": acceptEncoding },
      );
      expect(response.status, acceptEncoding).toBe(200);
      expect(response.headers["cache-control"], acceptEncoding).toBe(
        "no-cache",
      );
      expect(response.headers["content-type"], acceptEncoding).toMatch(
        /^(?:text|application)\/javascript\b/,
      );
      const encoding = response.headers["content-encoding"];
      if (host !== "Cloudflare Pages")
        expect(encoding ?? "identity", "the copy our servers pick").toBe(
          acceptEncoding,
        );
      const decode = encoding === undefined ? undefined : DECODERS[encoding];
      const body = decode ? decode(response.body) : response.body;
      expect(
        body.equals(killSwitch),
        `the kill switch, as ${encoding ?? "identity"}`,
      ).toBe(true);
    }
  });
