// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { stripScripts, writeScriptFreeBuild } from "./strip-scripts.ts";

/** Lines of a page pre-rendered by React Router, trimmed: those to keep, and those to strip. */
const KEEP = [
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>`,
  `<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>`,
  `<link rel="stylesheet" href="/assets/root-4.css"/>`,
  `<link rel="preload" as="font" href="/assets/inter.woff2" crossorigin=""/>`,
  `</head><body><main><h1>Aquariums</h1><p>Scripts are <code>&lt;script&gt;</code> elements.</p></main>`,
  `</body></html>`,
];
const STRIP = [
  `<link rel="modulepreload" href="/assets/manifest-1.js"/>`,
  `<LINK REL="ModulePreload" HREF="/assets/entry.client-2.js">`,
  `<link href='/assets/root-3.js' rel='modulepreload' title="a > b"/>`,
  `<script type="application/ld+json">{"@context":"https://schema.org","name":"<\\/script> in JSON"}</script>`,
  `<script>window.__reactRouterContext = {"url":"/"};</script>`,
  `<script type="module" async="">import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");</script>`,
  `<script id="_R_" data-note="x>y">$RC("B:0","S:0")</script>`,
  `<SCRIPT src="/assets/legacy.js" defer></SCRIPT >`,
];
/** Interleaved as in a real page: head links and JSON-LD, then body scripts. */
const PAGE = [
  KEEP[0],
  KEEP[1],
  STRIP[0],
  STRIP[1],
  STRIP[2],
  STRIP[3],
  KEEP[2],
  KEEP[3],
  KEEP[4],
  STRIP[4],
  STRIP[5],
  STRIP[6],
  STRIP[7],
  KEEP[5],
].join("\n");

describe("stripScripts", () => {
  const stripped = stripScripts(PAGE);

  it("removes every script element, JSON-LD included, and every module preload", () => {
    expect(stripped).not.toMatch(/<script/i);
    expect(stripped).not.toMatch(/modulepreload/i);
    expect(stripped).not.toContain("__reactRouterContext");
    expect(stripped).not.toContain("schema.org");
  });

  it("keeps everything else as it was: content, stylesheets, icons, other preloads", () => {
    expect(stripped.split("\n").filter(Boolean)).toEqual(KEEP);
  });

  it("leaves a page without scripts unchanged", () => {
    const html = `<html><head><link rel="stylesheet" href="/a.css"></head><body><p>Hi</p></body></html>`;
    expect(stripScripts(html)).toBe(html);
  });
});

describe("writeScriptFreeBuild", () => {
  let directory: string | undefined;
  afterEach(async () => {
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it("copies the build with stripped pages and fresh compressed variants of them", async () => {
    directory = await mkdtemp(join(tmpdir(), "bench-limit-"));
    const build = join(directory, "build");
    await mkdir(join(build, "origin", "assets"), { recursive: true });
    await writeFile(join(build, "headers.json"), `{"X-Test":"1"}`);
    const page = `<html><body>${"<p>Warranty terms.</p>".repeat(20)}<script>run()</script></body></html>`;
    await writeFile(join(build, "origin", "warranty.html"), page);
    await writeFile(join(build, "origin", "warranty.html.br"), "stale");
    await writeFile(
      join(build, "origin", "404.html"),
      "<p>Lost</p><script>x()</script>",
    );
    await writeFile(join(build, "origin", "404.html.gz"), "stale");
    await writeFile(join(build, "origin", "assets", "app.js"), "<script>");

    const copy = join(directory, "copy");
    const pages = await writeScriptFreeBuild(build, copy);

    expect(pages.map((path) => path.slice(copy.length)).sort()).toEqual([
      "/origin/404.html",
      "/origin/warranty.html",
    ]);
    const expected = stripScripts(page);
    const read = (path: string) => readFile(join(copy, "origin", path));
    expect((await read("warranty.html")).toString()).toBe(expected);
    expect(
      brotliDecompressSync(await read("warranty.html.br")).toString(),
    ).toBe(expected);
    expect(gunzipSync(await read("warranty.html.gz")).toString()).toBe(
      expected,
    );
    // A variant that would not be smaller is left out, never left stale.
    await expect(read("404.html.gz")).rejects.toThrow();
    expect((await read("404.html")).toString()).toBe("<p>Lost</p>");
    expect((await read("assets/app.js")).toString()).toBe("<script>");
    expect(await readFile(join(copy, "headers.json"), "utf8")).toBe(
      `{"X-Test":"1"}`,
    );
    // The original build is left alone.
    expect(await readFile(join(build, "origin", "warranty.html"), "utf8")).toBe(
      page,
    );
  });
});
