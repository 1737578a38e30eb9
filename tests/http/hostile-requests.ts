import type { RawHeaders } from "./servers";

/**
 * Requests an attacker, a broken client or a scanner sends. Each lists the statuses it may get:
 * where the two servers legitimately differ (nginx treats a backslash as a plain character, Node
 * refuses it), both answers are safe ones.
 */
export type HostileRequest = {
  name: string;
  requestLine: string;
  headers?: RawHeaders;
  expected: readonly number[];
};

const get = (path: string) => `GET ${path} HTTP/1.1`;
const longPath = (length: number) => `/${"a".repeat(length - 1)}`;

export const HOSTILE_REQUESTS: readonly HostileRequest[] = [
  {
    name: "malformed percent-encoding",
    requestLine: get("/%E0%A4%A"),
    expected: [400],
  },
  {
    name: "percent sign without hex digits",
    requestLine: get("/%zz"),
    expected: [400],
  },
  {
    name: "lone percent sign",
    requestLine: get("/warranty%"),
    expected: [400],
  },
  { name: "encoded null byte", requestLine: get("/%00"), expected: [400] },
  {
    name: "null byte before an extension",
    requestLine: get("/index%00.html"),
    expected: [400],
  },
  {
    name: "raw dot-dot traversal",
    requestLine: get("/../../etc/passwd"),
    expected: [400],
  },
  {
    name: "encoded dot-dot traversal",
    requestLine: get("/%2e%2e/%2e%2e/etc/passwd"),
    expected: [400],
  },
  {
    name: "traversal out of the assets folder",
    requestLine: get("/assets/%2e%2e/%2e%2e/%2e%2e/package.json"),
    expected: [400],
  },
  {
    name: "encoded slashes in a traversal",
    requestLine: get("/..%2f..%2f..%2fpackage.json"),
    expected: [400],
  },
  {
    name: "double-encoded traversal",
    requestLine: get("/%252e%252e/%252e%252e/package.json"),
    expected: [404],
  },
  {
    name: "backslash traversal",
    requestLine: get("/..\\..\\package.json"),
    expected: [400, 404],
  },
  {
    name: "encoded backslash traversal",
    requestLine: get("/..%5c..%5cpackage.json"),
    expected: [400, 404],
  },
  {
    name: "overlong UTF-8 dots",
    requestLine: get("/%c0%ae%c0%ae/%c0%ae%c0%ae/package.json"),
    expected: [400, 404],
  },
  {
    name: "the server's own source",
    requestLine: get("/server/start.ts"),
    expected: [404],
  },
  {
    name: "the build's header manifest",
    requestLine: get("/headers.json"),
    expected: [404],
  },
  { name: "a dotfile", requestLine: get("/.env"), expected: [404] },
  {
    name: "HTTP/1.1 without a Host",
    requestLine: get("/"),
    headers: { Host: null },
    expected: [400],
  },
  {
    // Compressed bytes sent as if they were the page: a client must not get them unasked.
    name: "a page's brotli file",
    requestLine: get("/index.html.br"),
    expected: [404],
  },
  {
    name: "the 404 page's gzip file",
    requestLine: get("/404.html.gz"),
    expected: [404],
  },
  {
    name: "a reversed byte range",
    requestLine: get("/robots.txt"),
    headers: { Range: "bytes=10-5" },
    expected: [200, 416],
  },
  {
    name: "a byte range past 2^64",
    requestLine: get("/robots.txt"),
    headers: { Range: "bytes=0-18446744073709551615" },
    expected: [200, 206, 416],
  },
  {
    name: "protocol-relative open redirect",
    requestLine: get("//evil.example/"),
    expected: [404],
  },
  {
    name: "header injection through the path",
    requestLine: get("/%0d%0aSet-Cookie:%20stolen=1"),
    expected: [404],
  },
  {
    name: "header injection through a redirect",
    requestLine: get("/warranty/?%0d%0aSet-Cookie:%20stolen=1"),
    expected: [308],
  },
  {
    // nginx reads a request line of 8 192 bytes with its CRLF: `GET `, 8 177 of URL, ` HTTP/1.1`.
    name: "request line of 8 192 bytes",
    requestLine: get(longPath(8_177)),
    expected: [404],
  },
  {
    name: "request line of 8 193 bytes",
    requestLine: get(longPath(8_178)),
    expected: [414],
  },
  {
    name: "URL of 9 000 characters",
    requestLine: get(longPath(9_000)),
    expected: [414],
  },
  {
    // nginx has no method name for a line it could not read, which its method check refused.
    name: "HEAD with a URL of 9 000 characters",
    requestLine: `HEAD ${longPath(9_000)} HTTP/1.1`,
    expected: [414],
  },
  {
    name: "HEAD with a request line neither server can read",
    requestLine: "HEAD  HTTP/1.1",
    expected: [400],
  },
  {
    // PCRE's `$` matches before a last newline, which nginx's map of the pages once used.
    name: "a page's path and an encoded newline",
    requestLine: get("/warranty%0A"),
    expected: [404],
  },
  {
    name: "URL of 30 000 characters",
    requestLine: get(longPath(30_000)),
    expected: [414],
  },
  {
    // Past the 32 kB that either server reads of a request's head.
    name: "URL of 40 000 characters",
    requestLine: get(longPath(40_000)),
    expected: [414],
  },
  { name: "POST", requestLine: "POST / HTTP/1.1", expected: [405] },
  { name: "PUT", requestLine: "PUT /warranty HTTP/1.1", expected: [405] },
  { name: "DELETE", requestLine: "DELETE /warranty HTTP/1.1", expected: [405] },
  {
    name: "OPTIONS *",
    requestLine: "OPTIONS * HTTP/1.1",
    expected: [400, 405],
  },
  { name: "TRACE", requestLine: "TRACE / HTTP/1.1", expected: [405] },
  { name: "PROPFIND", requestLine: "PROPFIND / HTTP/1.1", expected: [405] },
  {
    name: "CONNECT",
    requestLine: "CONNECT evil.example:443 HTTP/1.1",
    expected: [400, 405],
  },
  {
    name: "made-up method",
    requestLine: "BREW / HTTP/1.1",
    expected: [400, 405],
  },
  {
    name: "lowercase method",
    requestLine: "get / HTTP/1.1",
    expected: [400, 405],
  },
  {
    name: "a single header of 100 kB",
    requestLine: get("/"),
    headers: { "X-Padding": "a".repeat(100_000) },
    expected: [400, 431],
  },
  {
    name: "5 000 headers",
    requestLine: get("/"),
    headers: Object.fromEntries(
      Array.from({ length: 5_000 }, (_, index) => [`X-Header-${index}`, "a"]),
    ),
    expected: [400, 431],
  },
];
