// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { listFiles, staticHostPath } from "../hosting/build-files.ts";
import { precacheEntries } from "./service-worker-bundle.ts";

let client = "";
beforeEach(async () => {
  client = await mkdtemp(join(tmpdir(), "precache-"));
});
afterEach(() => rm(client, { recursive: true }));

const write = async (path: string, content: string) => {
  await mkdir(join(client, path, ".."), { recursive: true });
  await writeFile(join(client, path), content);
};

it("keeps every page at its path, the page icons, and every hashed file, and nothing else", async () => {
  for (const path of [
    "/index.html",
    "/warranty.html",
    "/404.html",
    "/favicon.svg",
    "/favicon-32.png",
    "/assets/root-abc.js",
    "/assets/root-def.css",
    "/social/home.png",
    "/icons/icon-512.png",
    "/sitemap.xml",
    "/_headers",
  ])
    await write(path, path);
  const entries = await precacheEntries(client, await listFiles(client));
  expect(entries.map(({ url }) => url).sort()).toEqual([
    "/",
    "/404",
    "/assets/root-abc.js",
    "/assets/root-def.css",
    "/favicon-32.png",
    "/favicon.svg",
    "/warranty",
  ]);
  for (const { url, revision } of entries)
    expect(revision === null, url).toBe(url.startsWith("/assets/"));
});

it("gives a page a new revision when, and only when, its content changes", async () => {
  await write("/warranty.html", "one");
  const revision = async () =>
    (await precacheEntries(client, ["/warranty.html"]))[0]?.revision;
  const first = await revision();
  expect(await revision()).toBe(first);
  await write("/warranty.html", "two");
  expect(await revision()).not.toBe(first);
});

it("gives every entry, pages and hashed files alike, the SHA-384 of its bytes as its integrity", async () => {
  const files = {
    "/warranty.html": "<!DOCTYPE html><p>Warranty</p>",
    "/404.html": "<!DOCTYPE html><p>Not found</p>",
    "/favicon.svg": "<svg></svg>",
    "/assets/root-abc.js": "export {};\n",
  };
  for (const [path, content] of Object.entries(files))
    await write(path, content);
  const entries = await precacheEntries(client, await listFiles(client));
  expect(entries).toHaveLength(Object.keys(files).length);
  for (const [path, content] of Object.entries(files)) {
    const digest = await crypto.subtle.digest(
      "SHA-384",
      new TextEncoder().encode(content),
    );
    const url = staticHostPath(path);
    expect(entries.find((entry) => entry.url === url)?.integrity, url).toBe(
      `sha384-${Buffer.from(digest).toString("base64")}`,
    );
  }
});
