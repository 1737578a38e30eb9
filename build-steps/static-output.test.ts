import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { NOT_FOUND_PRERENDER_PATH } from "../app/content/site.ts";
import { listFiles, NOT_FOUND_FILE, pageFile } from "../hosting/build-files.ts";
import { flattenPages, writeOriginFolder } from "./static-output.ts";

let build = "";
beforeEach(async () => {
  build = await mkdtemp(join(tmpdir(), "static-output-"));
});
afterEach(() => rm(build, { recursive: true }));

async function write(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(build, path)), { recursive: true });
    await writeFile(join(build, path), text);
  }
}

it("moves every pre-rendered page to a flat file, the 404 page to 404.html, and drops the SPA fallback", async () => {
  // React Router's output for `/`, `/warranty`, `/platform`, `/platform/help-center` and `/404`.
  await write({
    "client/index.html": "home",
    "client/warranty/index.html": "warranty",
    "client/platform/index.html": "platform",
    "client/platform/help-center/index.html": "platform help",
    "client/404/index.html": "not found",
    "client/__spa-fallback.html": "shell",
    "client/assets/app.js": "js",
  });
  const client = join(build, "client");
  await flattenPages(client);
  expect(await listFiles(client)).toEqual([
    "/404.html",
    "/assets/app.js",
    "/index.html",
    "/platform.html",
    "/platform/help-center.html",
    "/warranty.html",
  ]);
  expect(
    await readFile(join(client, "platform/help-center.html"), "utf8"),
  ).toBe("platform help");
  expect(await readFile(join(client, NOT_FOUND_FILE), "utf8")).toBe(
    "not found",
  );
});

it("finds the 404 page where the path it is pre-rendered at lands", () => {
  expect(pageFile(NOT_FOUND_PRERENDER_PATH)).toBe(NOT_FOUND_FILE);
});

it("writes what npm start and nginx serve: the site and its compressed copies, without the files for CDNs", async () => {
  const page = "<p>Warranty terms.</p>".repeat(50);
  await write({
    "client/warranty.html": page,
    "client/_headers": "/*\n  X-Test: 1\n",
    "origin/stale.js": "from the build before",
  });
  await writeOriginFolder(build);
  expect(await listFiles(join(build, "origin"))).toEqual([
    "/warranty.html",
    "/warranty.html.br",
    "/warranty.html.gz",
  ]);
  // What a CDN publishes keeps no compressed copy.
  expect(await listFiles(join(build, "client"))).toEqual([
    "/_headers",
    "/warranty.html",
  ]);
});
