import { expect, test } from "@playwright/test";
import { rawRequest, SERVERS } from "./servers";

const PAGES = ["/", "/warranty", "/returns", "/help-center"];

for (const server of SERVERS) {
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
      for (const path of ["/warranty", "/returns", "/help-center"]) {
        const response = await fetch(`${server.origin}${path}/?from=test`, {
          redirect: "manual",
        });
        expect([301, 308], path).toContain(response.status);
        expect(response.headers.get("location"), path).toBe(
          `${path}?from=test`,
        );
      }
    });

    test("a page's path written another way redirects to the canonical one", async () => {
      // In the browser, the page's router reads the path as written: served at `//warranty`,
      // the warranty's HTML would become the 404 page once its script ran, and the 404 page
      // served at `/Warranty` would have become the warranty.
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
      ] as const) {
        const response = await rawRequest(
          server.origin,
          `GET ${path} HTTP/1.1`,
        );
        expect([301, 308], path).toContain(response.status);
        expect(response.headers.location, path).toBe(location);
      }
    });

    test("every other path answers 404 with the pre-rendered 404 page", async () => {
      for (const path of [
        "/nope",
        "/warranty/extra",
        "/products",
        "/404",
        "/404.html",
        "/index.html",
        "/warranty/index.html",
        "/_headers",
        "/nope/",
        "/assets/",
        "/assets/missing.js",
      ]) {
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
