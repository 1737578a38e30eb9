import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration.ts";

/** The shape React Router 8 writes into every pre-rendered page. */
const PAGE = `<head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="stylesheet" href="/assets/root-3.css"/></head><body><main>Hello</main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-4.js";
import * as route1 from "/assets/home-5.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");</script></body>`;

describe("deferHydration", () => {
  const deferred = deferHydration(PAGE);

  it("drops the module preloads and keeps everything else of the page", () => {
    expect(deferred).not.toContain("modulepreload");
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/root-3.css"/>');
    expect(deferred).toContain("<main>Hello</main>");
    expect(deferred).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("waits for the first painted frame, then imports the same modules, bound the same way", () => {
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(deferred)?.[1];
    expect(script).toBe(
      [
        "await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));",
        'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-4.js"), import("/assets/home-5.js")]);',
        'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
        'import("/assets/entry.client-2.js");',
      ].join("\n"),
    );
  });

  it("refuses a page whose module script it does not understand", () => {
    expect(() => deferHydration("<html></html>")).toThrow(/No React Router module script/);
    expect(() =>
      deferHydration('<script type="module">import { a } from "/x.js";</script>'),
    ).toThrow(/cannot defer/);
  });
});
