import { readFileSync } from "node:fs";
import { createServer, type ServerResponse } from "node:http";
import { join } from "node:path";
import sirv from "sirv";

/** Sent with every response, the 404 page and errors included. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
};

const HASHED_ASSETS = "/assets/";
const IMMUTABLE = "public, max-age=31536000, immutable";
/** The 404 page is a file of the build, but not a page of the site: it has no URL of its own. */
const NOT_FOUND_DOCUMENT = /^\/404(?:\.html)?$/;

/** Serves a pre-rendered build: its files, and the 404 page with status 404 for anything else. */
export function createStaticServer(root: string) {
  const notFoundPage = readFileSync(join(root, "404.html"));
  const serveFile = sirv(root, {
    etag: true,
    setHeaders: (res, pathname) =>
      res.setHeader(
        "Cache-Control",
        pathname.startsWith(HASHED_ASSETS) ? IMMUTABLE : "no-cache",
      ),
  });

  function sendNotFound(res: ServerResponse, withBody: boolean) {
    res.writeHead(404, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": notFoundPage.byteLength,
      "Cache-Control": "no-cache",
    });
    res.end(withBody ? notFoundPage : undefined);
  }

  return createServer((req, res) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      res.setHeader(name, value);

    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    const withBody = req.method === "GET";
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    if (NOT_FOUND_DOCUMENT.test(pathname)) {
      sendNotFound(res, withBody);
      return;
    }
    serveFile(req, res, () => sendNotFound(res, withBody));
  });
}
