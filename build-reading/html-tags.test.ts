import { describe, expect, it } from "vitest";
import {
  isInlineCode,
  linkElements,
  scriptElements,
  withoutScripts,
} from "./html-tags.ts";

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

describe("withoutScripts", () => {
  const stripped = withoutScripts(PAGE);

  it("removes every script element, JSON-LD included, and every module preload", () => {
    expect(scriptElements(stripped)).toEqual([]);
    expect(stripped).not.toMatch(/modulepreload/i);
    expect(stripped).not.toContain("__reactRouterContext");
    expect(stripped).not.toContain("schema.org");
  });

  it("keeps everything else: content, stylesheets, icons, other preloads", () => {
    expect(
      linkElements(stripped).map(({ attributes }) => attributes.get("href")),
    ).toEqual(["/favicon.svg", "/assets/root-4.css", "/assets/inter.woff2"]);
    expect(stripped).toContain(
      "<main><h1>Aquariums</h1><p>Scripts are <code>&lt;script&gt;</code> elements.</p></main>",
    );
  });
});

describe("scriptElements", () => {
  it("reads each script as the browser does, up to its end tag, in any letter case", () => {
    expect(
      scriptElements(PAGE).map((script) => ({
        inline: isInlineCode(script),
        src: script.attributes.get("src"),
      })),
    ).toEqual([
      { inline: false, src: undefined },
      { inline: true, src: undefined },
      { inline: true, src: undefined },
      { inline: true, src: undefined },
      { inline: false, src: "/assets/legacy.js" },
    ]);
    expect(scriptElements(PAGE)[0]?.body).toBe(
      '{"@context":"https://schema.org","name":"<\\/script> in JSON"}',
    );
  });
});
