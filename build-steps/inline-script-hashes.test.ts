import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { HELD_MODULE_SCRIPT_TYPE } from "../app/lib/page-start.ts";
import {
  inlineScriptHashes,
  siteScriptHashes,
} from "./inline-script-hashes.ts";

const sha256 = (text: string) =>
  `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes the exact text of each inline script, whatever its attributes", () => {
    const html = `<head><script>window.a = 1;</script></head>
      <body><script type="module" async="">import "/assets/x.js";
</script><script id="_R_">$RC("B:1")</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([
      sha256("window.a = 1;"),
      sha256('import "/assets/x.js";\n'),
      sha256('$RC("B:1")'),
    ]);
  });

  it("hashes the module script the page starts after its first paint, which it runs", () => {
    expect(
      inlineScriptHashes(
        `<script type="${HELD_MODULE_SCRIPT_TYPE}">import "/assets/x.js";</script>`,
      ),
    ).toEqual([sha256('import "/assets/x.js";')]);
  });

  it("leaves out data blocks, which browsers never run", () => {
    expect(
      inlineScriptHashes(
        '<script type="application/ld+json">{"@type":"Product"}</script><script>run()</script>',
      ),
    ).toEqual([sha256("run()")]);
  });

  it("leaves out scripts loaded from a file", () => {
    expect(
      inlineScriptHashes(
        '<script src="/assets/a.js"></script><script async src="/b.js"></script>',
      ),
    ).toEqual([]);
  });

  it("reads attributes as the browser does: a data-src is not a src, a quoted > ends no tag", () => {
    expect(
      inlineScriptHashes(
        '<script data-src="/a.js">one()</script><script data-note="a > b">two()</script>',
      ),
    ).toEqual([sha256("one()"), sha256("two()")]);
  });

  it("matches the hash browsers compute for a known script", () => {
    // The example of the CSP specification: `alert('Hello, world.');`
    expect(
      inlineScriptHashes("<script>alert('Hello, world.');</script>"),
    ).toEqual(["sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng="]);
  });
});

describe("siteScriptHashes", () => {
  it("gives each script's hash once, whichever pages share it", () => {
    expect(
      siteScriptHashes([
        {
          path: "index.html",
          html: "<script>b()</script><script>a()</script>",
        },
        { path: "warranty.html", html: "<script>a()</script>" },
      ]),
    ).toEqual([sha256("a()"), sha256("b()")].sort());
  });

  it("stops the build at a page without an inline script, naming it", () => {
    expect(() =>
      siteScriptHashes([
        { path: "index.html", html: "<script>a()</script>" },
        { path: "returns.html", html: '<script src="/assets/x.js"></script>' },
      ]),
    ).toThrow(/^returns\.html has no inline script/);
  });
});
