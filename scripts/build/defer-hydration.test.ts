import { describe, expect, it } from "vitest";
import {
  chunkImports,
  deferHydration,
  dependenciesFirst,
} from "./defer-hydration.ts";

/** The shape React Router 8 writes into every pre-rendered page. */
const PAGE = `<head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="stylesheet" href="/assets/root-3.css"/></head><body><main>Hello</main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-4.js";
import * as route1 from "/assets/home-5.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");</script></body>`;

/** root and home share React; the entry needs React DOM, which needs React. */
const IMPORTS: Record<string, string[]> = {
  "/assets/root-4.js": ["/assets/react-6.js"],
  "/assets/home-5.js": ["/assets/react-6.js", "/assets/root-4.js"],
  "/assets/entry.client-2.js": ["/assets/react-dom-7.js", "/assets/react-6.js"],
  "/assets/react-dom-7.js": ["/assets/react-6.js"],
};
const importsOf = (path: string) => IMPORTS[path] ?? [];

describe("deferHydration", () => {
  const deferred = deferHydration(PAGE, importsOf);
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(
    deferred,
  )?.[1];

  it("drops the module preloads and keeps everything else of the page", () => {
    expect(deferred).not.toContain("modulepreload");
    expect(deferred).toContain(
      '<link rel="stylesheet" href="/assets/root-3.css"/>',
    );
    expect(deferred).toContain("<main>Hello</main>");
    expect(deferred).toContain(
      "<script>window.__reactRouterContext = {};</script>",
    );
  });

  it("waits for the first contentful paint or the load event, evaluates each module in a task of its own, then runs as before", () => {
    expect(script).toBe(
      [
        "await new Promise((painted) => {",
        '  addEventListener("load", () => setTimeout(painted), { once: true });',
        '  if (!PerformanceObserver.supportedEntryTypes?.includes("paint"))',
        "    return requestAnimationFrame(() => setTimeout(painted));",
        "  new PerformanceObserver((paints, observer) => {",
        '    if (paints.getEntriesByName("first-contentful-paint").length === 0) return;',
        "    observer.disconnect();",
        "    setTimeout(painted);",
        '  }).observe({ type: "paint", buffered: true });',
        "});",
        'for (const module of ["/assets/manifest-1.js","/assets/react-6.js","/assets/root-4.js","/assets/home-5.js","/assets/react-dom-7.js"]) {',
        "  await import(module);",
        "  await (globalThis.scheduler?.yield?.() ?? new Promise((next) => setTimeout(next)));",
        "}",
        'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-4.js"), import("/assets/home-5.js")]);',
        'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
        'import("/assets/entry.client-2.js");',
      ].join("\n"),
    );
  });

  it("records taps on buttons from the top of <head>, before anything else of the page", () => {
    expect(deferred).toMatch(
      /^<head><script>window\.earlyTaps = [\s\S]*?<\/script><link rel="stylesheet"/,
    );
  });

  it("refuses a page whose module script it does not understand", () => {
    expect(() => deferHydration("<html></html>", importsOf)).toThrow(
      /No React Router module script/,
    );
    expect(() =>
      deferHydration(
        '<script type="module">import { a } from "/x.js";</script>',
        importsOf,
      ),
    ).toThrow(/cannot defer/);
  });
});

describe("dependenciesFirst", () => {
  it("puts every module after what it imports, each once, cycles included", () => {
    const graph: Record<string, string[]> = {
      a: ["b", "c"],
      b: ["c"],
      c: ["a"],
    };
    expect(dependenciesFirst(["a", "c"], (path) => graph[path] ?? [])).toEqual([
      "c",
      "b",
      "a",
    ]);
  });
});

describe("chunkImports", () => {
  it("reads the static imports of a built chunk as site paths, not its dynamic ones", () => {
    const code =
      'import{a as e}from"./react-6.js";import"./side-8.js";export{e};export*from"./re-7.js";const l=()=>import("./lazy-9.js");';
    expect(chunkImports("/assets/home-5.js", code)).toEqual([
      "/assets/react-6.js",
      "/assets/side-8.js",
      "/assets/re-7.js",
    ]);
  });
});
