import { expect, test } from "@playwright/test";
import {
  PAGES as ROUTE_TABLE_PAGES,
  PAGES_BUT_HOME,
} from "../e2e/support/spec-data";
import { CLOUDFLARE, HOSTS, rawRequest, SERVERS } from "./servers";

const PAGES = ROUTE_TABLE_PAGES.map(({ path }) => path);

/** Paths that are no page, on every host: each answers 404 with the 404 page. */
const NOT_PAGES = [
  "/nope",
  "/warranty/extra",
  "/products",
  "/warranty/index.html",
  "/nope/",
  "/assets/",
  "/assets/missing.js",
  "/index.html.br",
];

for (const server of HOSTS) {
  test.describe(`${server.name}: statuses`, () => {
    test("every page answers 200 at its canonical path, with its own HTML", async () => {
      for (const path of PAGES) {
        const response = await fetch(server.origin + path, {
          redirect: "manual",
        });
        expect(response.status, path).toBe(200);
        expect(response.headers.get("content-type"), path).toMatch(
          /^text\/html/,
        );
        expect(await response.text(), path).toContain("<title>");
      }
    });

    test("a page's path with a trailing slash redirects to the canonical one", async () => {
      for (const { path } of PAGES_BUT_HOME) {
        const response = await fetch(`${server.origin}${path}/?from=test`, {
          redirect: "manual",
        });
        expect([301, 308], path).toContain(response.status);
        expect(response.headers.get("location"), path).toBe(
          `${path}?from=test`,
        );
      }
    });

    test("a page's file redirects to the page", async () => {
      for (const [path, location] of [
        ["/warranty.html", "/warranty"],
        ["/help-center.html?from=test", "/help-center?from=test"],
        ["/index.html", "/"],
      ] as const) {
        const response = await fetch(server.origin + path, {
          redirect: "manual",
        });
        expect([301, 308], path).toContain(response.status);
        expect(response.headers.get("location"), path).toBe(location);
      }
    });

    test("a path that is no page answers 404 with the pre-rendered 404 page", async () => {
      for (const path of NOT_PAGES) {
        const response = await fetch(server.origin + path, {
          redirect: "manual",
        });
        expect(response.status, path).toBe(404);
        expect(await response.text(), path).toContain("Page Not Found");
      }
    });

    test("HEAD answers like GET, without a body", async () => {
      for (const path of ["/", "/warranty", "/nope", "/favicon.svg"]) {
        const get = await rawRequest(server.origin, `GET ${path} HTTP/1.1`);
        const head = await rawRequest(server.origin, `HEAD ${path} HTTP/1.1`);
        expect(head.status, path).toBe(get.status);
        expect(head.headers["content-type"], path).toBe(
          get.headers["content-type"],
        );
        expect(head.headers["content-length"], path).toBe(
          get.headers["content-length"],
        );
        expect(head.body.byteLength, path).toBe(0);
      }
    });
  });
}

for (const server of SERVERS) {
  test.describe(`${server.name}: statuses of our own`, () => {
    test("a page's path written another way redirects to the canonical one", async () => {
      // One URL per page. In the browser, the page's router reads the path as written: the 404
      // page served at `/Warranty` would have become the warranty (and `//warranty`, which the
      // page now mends itself where a host cannot redirect it, the 404 page).
      for (const [path, location] of [
        ["//warranty", "/warranty"],
        ["/./returns", "/returns"],
        ["/assets/../help-center?from=test", "/help-center?from=test"],
        ["/%2e/warranty", "/warranty"],
        ["//returns//", "/returns"],
        ["//", "/"],
        ["/Warranty", "/warranty"],
        ["/HELP-CENTER/?from=test", "/help-center?from=test"],
        ["/%77arranty", "/warranty"],
        // A fragment, which no browser sends, and an empty query are not the canonical URL.
        ["/warranty#top", "/warranty"],
        ["/returns/?", "/returns"],
        ["/help-center/?from=test#top", "/help-center?from=test"],
      ] as const) {
        const response = await rawRequest(
          server.origin,
          `GET ${path} HTTP/1.1`,
        );
        expect([301, 308], path).toContain(response.status);
        expect(response.headers.location, path).toBe(location);
      }
    });

    test("a path ending in a `.` or `..` segment names a folder, as RFC 3986 resolves it: 404", async () => {
      for (const path of [
        "/robots.txt/.",
        "/robots.txt/x/..",
        "/favicon.svg/%2e",
      ]) {
        const response = await rawRequest(
          server.origin,
          `GET ${path} HTTP/1.1`,
        );
        expect(response.status, path).toBe(404);
        expect(response.body.toString(), path).toContain("Page Not Found");
      }
    });

    test("a file's path followed by a fragment, which is the client's, serves the file", async () => {
      const response = await rawRequest(
        server.origin,
        "GET /robots.txt#top HTTP/1.1",
      );
      expect(response.status).toBe(200);
      expect(response.body.toString()).toContain("Sitemap:");
    });

    test("the 404 page and the files for static hosts have no URL of their own", async () => {
      for (const path of ["/404", "/404.html", "/_headers"]) {
        const response = await fetch(server.origin + path, {
          redirect: "manual",
        });
        expect(response.status, path).toBe(404);
        expect(await response.text(), path).toContain("Page Not Found");
      }
    });

    test("a malformed or overlong path gets the 404 page, which leads home, with its own status", async () => {
      for (const [path, status] of [
        ["/%", 400],
        ["/warranty%E0%A4%A", 400],
        [`/${"a".repeat(9000)}`, 414],
      ] as const) {
        const response = await rawRequest(
          server.origin,
          `GET ${path} HTTP/1.1`,
        );
        const label = path.slice(0, 20);
        expect(response.status, label).toBe(status);
        expect(response.headers["content-type"], label).toMatch(/^text\/html/);
        expect(response.body.toString(), label).toContain("Go Back to Home");
      }
    });

    test("other methods answer 405 and say which are allowed", async () => {
      for (const method of ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
        const response = await rawRequest(
          server.origin,
          `${method} /warranty HTTP/1.1`,
        );
        expect(response.status, method).toBe(405);
        expect(response.headers.allow, method).toBe("GET, HEAD");
      }
    });
  });
}

test.describe(`${CLOUDFLARE.name}: by its own rules`, () => {
  // Measured, and told in the README: Pages serves every `x.html` at `/x`, and `404.html` is the
  // file it must have to answer unknown paths with 404 rather than with the home page. Its rules
  // (`_redirects`) can redirect or rewrite with 200, never answer 404.
  test("serves the 404 page at /404 with 200, and redirects /404.html there", async () => {
    const page = await fetch(`${CLOUDFLARE.origin}/404`, {
      redirect: "manual",
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Page Not Found");
    // No search engine keeps it: the page says so itself.
    // However the build writes an empty element (<meta …/> or <meta …>).
    expect(html).toMatch(/<meta name="robots" content="noindex"\s*\/?>/);
    const file = await fetch(`${CLOUDFLARE.origin}/404.html`, {
      redirect: "manual",
    });
    expect(file.status).toBe(308);
    expect(file.headers.get("location")).toBe("/404");
  });

  test("matches paths as written, letter case and all", async () => {
    for (const path of ["/Warranty", "/WARRANTY.html", "/warranty//"]) {
      const response = await rawRequest(
        CLOUDFLARE.origin,
        `GET ${path} HTTP/1.1`,
      );
      expect(response.status, path).toBe(404);
    }
  });
});
