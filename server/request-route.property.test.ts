import fc from "fast-check";
import { posix } from "node:path";
import { describe, expect, it } from "vitest";
import { pageFile } from "../hosting/build-files.ts";
import {
  anyHostileTarget,
  fuzz,
  hostileTarget,
} from "./request-fuzz.test-support.ts";
import { MAX_REQUEST_LINE, routeRequest } from "./request-route.ts";

/*
 * The router's properties, each checked on RUNS requests from fast-check's generators
 * (docs/decisions/132-requests-fuzzed-with-fast-check.md). A failure prints its seed and path:
 * `FUZZ_SEED=… FUZZ_PATH=… npx vitest run server/request-route.property.test.ts` replays it.
 */
const RUNS = 3000;
/**
 * Far more than a property's runs take (0.3 to 3.5 s on two busy cores); past it, the property
 * fails rather than passing with fewer runs.
 */
const TIME_LIMIT_MS = 30_000;

const PAGES = ["/", "/help-center", "/returns", "/warranty"];
const pages = new Set(PAGES);
/** The names a scanner tries: the site's, its files', and what lies outside the site. */
const NAMES = [
  "warranty",
  "returns",
  "help-center",
  "index.html",
  "warranty.html",
  "404.html",
  "index.html.br",
  "returns.html.gz",
  "assets",
  "entry-x1.js",
  "entry-x1.js.br",
  "robots.txt",
  "favicon.svg",
  "build",
  "origin",
  "package.json",
  "etc",
  "passwd",
];
/** Files outside the site, which a climb out of it aims at. */
const OUTSIDE = ["package.json", "headers.json", "etc/passwd"];
const anyTarget = anyHostileTarget(NAMES, OUTSIDE);
/** A folder the site could be served from, to resolve the files' paths against. */
const ROOT = "/srv/site";

const route = (url: string, method = "GET") => routeRequest(method, url, pages);
const check = <Ts>(property: fc.IRawProperty<Ts>) =>
  fuzz(property, RUNS, TIME_LIMIT_MS);

/** What a decision serves in the end: the file, the page's file a redirect leads to, or its status. */
function outcome(decision: ReturnType<typeof route>) {
  switch (decision.type) {
    case "file":
      return decision.path;
    case "redirect":
      return pageFile(decision.location.split("?", 1)[0] ?? "");
    case "error":
      return decision.status;
  }
}

/**
 * RFC 3986's algorithm for dot segments (5.2.4), step by step as the RFC writes it: the
 * reference for the router's, which works on whole segments.
 */
function removeDotSegments(path: string): string {
  let input = path;
  let output = "";
  const dropLastSegment = () => {
    output = output.slice(0, Math.max(0, output.lastIndexOf("/")));
  };
  while (input !== "") {
    if (input.startsWith("../")) input = input.slice(3);
    else if (input.startsWith("./") || input.startsWith("/./"))
      input = input.slice(2);
    else if (input === "/.") input = "/";
    else if (input.startsWith("/../")) {
      input = input.slice(3);
      dropLastSegment();
    } else if (input === "/..") {
      input = "/";
      dropLastSegment();
    } else if (input === "." || input === "..") input = "";
    else {
      const next = input.indexOf("/", 1);
      const end = next === -1 ? input.length : next;
      output += input.slice(0, end);
      input = input.slice(end);
    }
  }
  return output;
}

/** The same target written another way, which must be served the same. */
const rewrites = fc.oneof(
  // Before a slash: `/.`, `/x/..`, one more slash.
  fc.constantFrom("/.", "/%2e", "/x/..", "/x/%2E%2e", "/"),
  fc.constant("encode"),
  fc.string({ unit: "binary-ascii", maxLength: 6 }).map((text) => `#${text}`),
);

/** Where a pattern matches in a target's path, before its query or fragment. */
function placesInPath(target: string, pattern: RegExp) {
  const [path = ""] = target.split(/[?#]/, 1);
  return [...path.matchAll(pattern)].map((match) => match.index);
}

function rewritten(target: string, rewrite: string, at: number) {
  if (rewrite.startsWith("#")) return target + rewrite;
  if (rewrite === "encode") {
    // An unreserved character (RFC 3986, 2.3) that is not one of an escape's two digits.
    const places = placesInPath(target, /[A-Za-z0-9._~-]/g).filter(
      (index) => !target.slice(Math.max(0, index - 2), index).includes("%"),
    );
    const place = places[at % Math.max(1, places.length)];
    if (place === undefined) return target;
    const hex = target.charCodeAt(place).toString(16).toUpperCase();
    return `${target.slice(0, place)}%${hex}${target.slice(place + 1)}`;
  }
  const slashes = placesInPath(target, /\//g);
  const slash = slashes[at % Math.max(1, slashes.length)];
  if (slash === undefined) return target;
  return target.slice(0, slash) + rewrite + target.slice(slash);
}

describe("routeRequest, fuzzed", { timeout: TIME_LIMIT_MS + 5_000 }, () => {
  it("decides every request, whatever its method and URL, with a file, a redirect or a 4xx", async () => {
    const anyUrl = fc.oneof(
      anyTarget,
      fc.string({ unit: "binary", maxLength: 40 }),
    );
    const method = fc.oneof(
      fc.constantFrom("GET", "HEAD", "POST", "get", "CONNECT", ""),
      fc.string({ maxLength: 8 }),
    );
    await check(
      fc.property(method, anyUrl, (requestMethod, url) => {
        const decision = routeRequest(requestMethod, url, pages);
        if (decision.type === "error")
          expect([400, 404, 405, 414]).toContain(decision.status);
        else if (decision.type === "file") expect(decision.path).toMatch(/^\//);
        else expect(decision.type).toBe("redirect");
        if (requestMethod !== "GET" && requestMethod !== "HEAD")
          expect(decision).toEqual({ type: "error", status: 405 });
        // HEAD decides as GET, but where its longer request line passes nginx's limit.
        else if (`HEAD ${url} HTTP/1.1\r\n`.length <= MAX_REQUEST_LINE)
          expect(routeRequest("HEAD", url, pages)).toEqual(
            routeRequest("GET", url, pages),
          );
      }),
    );
  });

  it("hands on only a file inside the site: no dot segment, NUL, backslash or compressed copy", async () => {
    await check(
      fc.property(anyTarget, (url) => {
        const decision = route(url);
        if (decision.type !== "file") return;
        const segments = decision.path.slice(1).split("/");
        for (const segment of segments)
          expect(["", ".", ".."]).not.toContain(segment);
        expect(decision.path).not.toMatch(/[\0\\]|\.(br|gz)$/);
        expect(posix.resolve(ROOT, `.${decision.path}`)).toBe(
          ROOT + decision.path,
        );
        if (decision.path.endsWith(".html"))
          expect(PAGES.map(pageFile)).toContain(decision.path);
      }),
    );
  });

  it("serves a file at the path RFC 3986 resolves the decoded path to, and never a folder's", async () => {
    await check(
      fc.property(hostileTarget(NAMES), (url) => {
        const decision = route(url);
        if (decision.type !== "file") return;
        const decoded = decodeURIComponent(url.split(/[?#]/, 1)[0] ?? "");
        const resolved = removeDotSegments(decoded.replace(/\/+/g, "/"));
        expect(decision.path).toBe(
          pages.has(resolved) ? pageFile(resolved) : resolved,
        );
        expect(decision.path).not.toMatch(/\/$/);
      }),
    );
  });

  it("redirects only to a page of the site, with the query as written and not empty, in one hop", async () => {
    await check(
      fc.property(anyTarget, (url) => {
        const decision = route(url);
        if (decision.type !== "redirect") return;
        const [page = "", ...query] = decision.location.split("?");
        expect(PAGES).toContain(page);
        if (query.length > 0) {
          const written = `?${query.join("?")}`;
          expect(written).not.toBe("?");
          expect(url).toContain(written);
        }
        expect(route(decision.location)).toEqual({
          type: "file",
          path: pageFile(page),
        });
      }),
    );
  });

  it("redirects a page's path written any other way to the page, with its query, unless written canonically", async () => {
    const text = fc.string({ unit: "grapheme-ascii", maxLength: 6 });
    const spelling = fc
      .tuple(
        fc.constantFrom(...PAGES),
        fc.boolean(),
        fc.nat({ max: 3 }),
        fc.option(text.filter((query) => !query.includes("#"))),
        fc.option(text),
      )
      .chain(([page, asFile, slashes, query, fragment]) =>
        fc
          .mixedCase(fc.constant(asFile ? pageFile(page) : page))
          .map((path) => ({
            page,
            written: path + "/".repeat(slashes),
            query,
            fragment,
          })),
      );
    await check(
      fc.property(spelling, ({ page, written, query, fragment }) => {
        const url =
          written +
          (query === null ? "" : `?${query}`) +
          (fragment === null ? "" : `#${fragment}`);
        // As nginx, which compares the request's target up to its query with the page's path.
        const canonical =
          written === page && (fragment === null || query !== null);
        expect(route(url)).toEqual(
          canonical
            ? { type: "file", path: pageFile(page) }
            : {
                type: "redirect",
                location: query ? `${page}?${query}` : page,
              },
        );
      }),
    );
  });

  it("serves the same to the same path written another way: dot segments, slashes, escapes, a fragment", async () => {
    await check(
      fc.property(
        hostileTarget(NAMES),
        rewrites,
        fc.nat(),
        (url, rewrite, at) => {
          const other = rewritten(url, rewrite, at);
          expect(outcome(route(other))).toEqual(outcome(route(url)));
        },
      ),
    );
  });

  it("answers 414 exactly when the request line is longer than nginx reads", async () => {
    await check(
      fc.property(fc.constantFrom("GET", "HEAD"), anyTarget, (method, url) => {
        const requestLine = `${method} ${url} HTTP/1.1\r\n`;
        const decision = routeRequest(method, url, pages);
        expect(decision.type === "error" && decision.status === 414).toBe(
          requestLine.length > MAX_REQUEST_LINE,
        );
      }),
    );
  });
});
