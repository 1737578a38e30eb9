// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  collectAssets,
  collectReachableAssets,
  inlineCode,
  measureShippedBytes,
  sizesOf,
  sumSizes,
} from "./shipped-bytes.ts";

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

  it("finds modules that inline scripts import without any module preload", () => {
    const page = `<link rel="preload" as="script" href="/assets/early.js">
<link rel="prefetch" href="/assets/later.css">
<script type="module">import "/assets/entry.js";</script>
<script>addEventListener("load", () => requestIdleCallback(() => import(\`/assets/idle.js\`)));</script>`;
    expect(collectAssets(page)).toEqual([
      { kind: "js", path: "/assets/early.js" },
      { kind: "css", path: "/assets/later.css" },
      { kind: "js", path: "/assets/entry.js" },
      { kind: "js", path: "/assets/idle.js" },
    ]);
  });
});

describe("collectReachableAssets", () => {
  const files: Record<string, string> = {
    "/assets/entry.js": `import{a}from"./shared.js";import("./lazy.js");`,
    "/assets/shared.js": `import"./entry.js";`,
    "/assets/lazy.js": `import{a}from"./shared.js";import("./deep.js")`,
    "/assets/deep.js": `export const d = 1;`,
  };
  const readText = (path: string) => {
    const text = files[path];
    return text === undefined
      ? Promise.reject(new Error(`no ${path}`))
      : Promise.resolve(text);
  };

  it("follows static and dynamic imports through the chunks, each once, cycles included", async () => {
    const html = `<link rel="stylesheet" href="/assets/root.css"><script type="module">import("/assets/entry.js")</script>`;
    expect(await collectReachableAssets(html, readText)).toEqual([
      { kind: "css", path: "/assets/root.css" },
      { kind: "js", path: "/assets/entry.js" },
      { kind: "js", path: "/assets/shared.js" },
      { kind: "js", path: "/assets/lazy.js" },
      { kind: "js", path: "/assets/deep.js" },
    ]);
  });

  it("follows only the static imports of the scripts, when asked", async () => {
    const html = `<script type="module">import("/assets/entry.js")</script>`;
    expect(
      await collectReachableAssets(html, readText, { dynamic: false }),
    ).toEqual([
      { kind: "js", path: "/assets/entry.js" },
      { kind: "js", path: "/assets/shared.js" },
    ]);
  });

  it("fails on a module the build does not hold", async () => {
    const html = `<script type="module" src="/assets/missing.js"></script>`;
    await expect(collectReachableAssets(html, readText)).rejects.toThrow(
      /missing/,
    );
  });
});

describe("inlineCode", () => {
  it("keeps the code of inline scripts and styles, not data blocks nor external scripts", () => {
    expect(
      inlineCode(
        `<style>p{}</style><script>a()</script><script type="module">b()</script><script type="application/ld+json">{}</script><script src="/x.js"></script>`,
      ),
    ).toEqual({ js: ["a()", "b()"], css: ["p{}"] });
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

  it("totals the HTML, and the JavaScript and CSS files that the page can load", async () => {
    build = await mkdtemp(join(tmpdir(), "bench-build-"));
    await mkdir(join(build, "assets"));
    const html = `<link rel="stylesheet" href="/assets/a.css"><script type="module" src="/assets/a.js"></script><script src="/assets/b.js"></script><script>c()</script>`;
    await writeFile(join(build, "index.html"), html);
    await writeFile(join(build, "assets", "a.css"), "body{}");
    await writeFile(join(build, "assets", "a.js"), `import("./c.js");`);
    await writeFile(join(build, "assets", "b.js"), "let bb;");
    await writeFile(join(build, "assets", "c.js"), "let c;");
    await writeFile(join(build, "assets", "unused.js"), "not referenced");

    const { files, totals, inline } = await measureShippedBytes(
      build,
      "index.html",
    );

    expect(files.map((file) => file.path)).toEqual([
      "/index.html",
      "/assets/a.css",
      "/assets/a.js",
      "/assets/b.js",
      "/assets/c.js",
    ]);
    expect(totals.html.raw).toBe(html.length);
    expect(totals.css.raw).toBe(6);
    expect(totals.js.raw).toBe(17 + 7 + 6);
    expect(inline.js.raw).toBe(3);
    expect(inline.css.raw).toBe(0);
  });
});
