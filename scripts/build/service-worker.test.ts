// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { listFiles } from "../../hosting/build-files.ts";
import { precacheEntries } from "./service-worker.ts";

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
