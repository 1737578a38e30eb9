// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  collectAssets,
  measureShippedBytes,
  sizesOf,
  sumSizes,
} from "./bundle-size.ts";

/** The shape of a page pre-rendered by React Router, trimmed. */
const PAGE = `<!DOCTYPE html><html lang="en"><head>
<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>
<link rel="modulepreload" href="/assets/manifest-1.js"/>
<link rel="modulepreload" href="/assets/entry.client-2.js"/>
<link rel="modulepreload" href="/assets/root-3.js"/>
<link rel="stylesheet" href="/assets/root-4.css"/>
<link rel="preload" as="font" href="/assets/inter.woff2" crossorigin=""/>
<link rel='stylesheet' href='https://fonts.example.com/font.css'>
</head><body>
<script>window.__reactRouterContext = {"url":"/"};</script>
<script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-5.js";
window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};
import("/assets/entry.client-2.js");</script>
<script src="./assets/legacy-6.js?v=1" defer></script>
<script type="application/ld+json">{"import": "/not/a/module.js"}</script>
</body></html>`;

describe("collectAssets", () => {
  it("lists the scripts, module preloads and stylesheets of the site, each once", () => {
    expect(collectAssets(PAGE)).toEqual([
      { kind: "js", path: "/assets/manifest-1.js" },
      { kind: "js", path: "/assets/entry.client-2.js" },
      { kind: "js", path: "/assets/root-3.js" },
      { kind: "css", path: "/assets/root-4.css" },
      { kind: "js", path: "/assets/home-5.js" },
      { kind: "js", path: "/assets/legacy-6.js" },
    ]);
  });

  it("finds nothing in a page without scripts or styles", () => {
    expect(collectAssets("<html><body><p>Hello</p></body></html>")).toEqual([]);
  });
});

describe("sizes", () => {
  it("measures raw bytes and smaller compressed ones for repetitive text", () => {
    const sizes = sizesOf(Buffer.from("const a = 1;\n".repeat(200)));
    expect(sizes.raw).toBe(2600);
    expect(sizes.gzip).toBeLessThan(sizes.raw);
    expect(sizes.brotli).toBeLessThan(sizes.raw);
  });

  it("adds sizes up", () => {
    expect(
      sumSizes([
        { raw: 10, gzip: 5, brotli: 4 },
        { raw: 1, gzip: 2, brotli: 3 },
      ]),
    ).toEqual({ raw: 11, gzip: 7, brotli: 7 });
  });
});

describe("measureShippedBytes", () => {
  let build: string | undefined;
  afterEach(async () => {
    if (build) await rm(build, { recursive: true, force: true });
  });

  it("totals the HTML, JavaScript and CSS files that the page references", async () => {
    build = await mkdtemp(join(tmpdir(), "bench-build-"));
    await mkdir(join(build, "assets"));
    const html = `<link rel="stylesheet" href="/assets/a.css"><script type="module" src="/assets/a.js"></script><script src="/assets/b.js"></script>`;
    await writeFile(join(build, "index.html"), html);
    await writeFile(join(build, "assets", "a.css"), "body{}");
    await writeFile(join(build, "assets", "a.js"), "let a;");
    await writeFile(join(build, "assets", "b.js"), "let bb;");
    await writeFile(join(build, "assets", "unused.js"), "not referenced");

    const { files, totals } = await measureShippedBytes(build, "index.html");

    expect(files.map((file) => file.path)).toEqual([
      "/index.html",
      "/assets/a.css",
      "/assets/a.js",
      "/assets/b.js",
    ]);
    expect(totals.html.raw).toBe(html.length);
    expect(totals.css.raw).toBe(6);
    expect(totals.js.raw).toBe(13);
  });
});
