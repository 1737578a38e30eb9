import { describe, expect, it } from "vitest";
import { HELD_MODULE_SCRIPT_TYPE } from "../app/lib/page-start.ts";
import { linkElements, scriptElements } from "../build-reading/html-tags.ts";
import { holdScriptsUntilFirstPaint } from "./scripts-after-first-paint.ts";

const MODULE_CODE = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
window.__reactRouterRouteModules = {"root":route0};

import("/assets/entry.client-3.js");`;

/** A page as React Router pre-renders it: preloads, its context, and its module script. */
const page = (moduleScripts = 1) => `<!DOCTYPE html><html lang="en"><head>
<meta charset="utf-8"><link rel="stylesheet" href="/assets/root.css">
<link rel="preload" as="font" href="/assets/inter.woff2" crossorigin="">
<script type="application/ld+json">{"@type":"Organization"}</script>
</head><body><main><h1>Circularium</h1></main>
<link rel="modulepreload" href="/assets/manifest-1.js">
<link rel="modulepreload" href="/assets/entry.client-3.js">
<script>window.__reactRouterContext = {};</script>
${`<script type="module" async="">${MODULE_CODE}</script>`.repeat(moduleScripts)}
</body></html>`;

describe("holdScriptsUntilFirstPaint", () => {
  it("takes out every module preload, and nothing else the page links to", () => {
    const links = linkElements(
      holdScriptsUntilFirstPaint(page(), "index.html"),
    );
    expect(links.map(({ attributes }) => attributes.get("href"))).toEqual([
      "/assets/root.css",
      "/assets/inter.woff2",
    ]);
  });

  it("gives the module script a type the browser does not run, its text as it was", () => {
    const scripts = scriptElements(
      holdScriptsUntilFirstPaint(page(), "index.html"),
    );
    const held = scripts.filter(
      ({ attributes }) => attributes.get("type") === HELD_MODULE_SCRIPT_TYPE,
    );
    expect(held).toHaveLength(1);
    expect(held[0]?.body).toBe(MODULE_CODE);
    expect(held[0]?.attributes.has("async")).toBe(false);
    // The context script and the structured data stay as they are.
    expect(scripts.map(({ attributes }) => attributes.get("type"))).toEqual([
      "application/ld+json",
      undefined,
      HELD_MODULE_SCRIPT_TYPE,
    ]);
  });

  it("stops the build at a page without React Router's module script, or with two, naming it", () => {
    expect(() => holdScriptsUntilFirstPaint(page(0), "returns.html")).toThrow(
      /^returns\.html has 0 inline module scripts/,
    );
    expect(() => holdScriptsUntilFirstPaint(page(2), "returns.html")).toThrow(
      /^returns\.html has 2 inline module scripts/,
    );
  });
});
