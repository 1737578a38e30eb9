import { describe, expect, it } from "vitest";
import { MAX_REQUEST_LINE, routeRequest } from "./request-route.ts";

const pages = new Set(["/", "/warranty", "/help-center"]);
const route = (url: string, method = "GET") => routeRequest(method, url, pages);

describe("routeRequest", () => {
  it("serves each page's HTML at its canonical path, query or not", () => {
    expect(route("/")).toEqual({ type: "file", path: "/index.html" });
    expect(route("/warranty")).toEqual({
      type: "file",
      path: "/warranty.html",
    });
    expect(route("/help-center?ref=footer")).toEqual({
      type: "file",
      path: "/help-center.html",
    });
    expect(route("/warranty", "HEAD")).toEqual({
      type: "file",
      path: "/warranty.html",
    });
  });

  it("redirects a page's path written another way to the canonical one", () => {
    for (const [url, location] of [
      ["/warranty/", "/warranty"],
      ["/warranty//?a=1", "/warranty?a=1"],
      ["//warranty", "/warranty"],
      ["/./warranty", "/warranty"],
      ["/assets/../warranty?a=1", "/warranty?a=1"],
      ["/%2e/warranty", "/warranty"],
      ["//", "/"],
      ["/Warranty", "/warranty"],
      ["/HELP-CENTER/?a=1", "/help-center?a=1"],
      ["/%77arranty", "/warranty"],
      ["/help%2Dcenter", "/help-center"],
      ["/warranty%2F", "/warranty"],
      ["/warranty.html", "/warranty"],
      ["/warranty.html?a=1", "/warranty?a=1"],
      ["/Help-Center.HTML", "/help-center"],
      ["/index.html", "/"],
    ] as const) {
      expect(route(url), url).toEqual({ type: "redirect", location });
    }
  });

  it("resolves dot segments and repeated slashes in a file's path, as nginx does", () => {
    expect(route("/assets/./app.js")).toEqual({
      type: "file",
      path: "/assets/app.js",
    });
    expect(route("//assets//app.js")).toEqual({
      type: "file",
      path: "/assets/app.js",
    });
  });

  it("hands other paths, decoded, to the file lookup", () => {
    expect(route("/assets/app-x1.js")).toEqual({
      type: "file",
      path: "/assets/app-x1.js",
    });
    expect(route("/assets/a%20b.js")).toEqual({
      type: "file",
      path: "/assets/a b.js",
    });
  });

  it("gives no URL to other HTML files or to compressed copies", () => {
    for (const url of [
      "/warranty/index.html",
      "/404.html",
      "/index.html.br",
      "/warranty.html.br",
      "/404.html.gz",
      "/assets/entry-abc.js.br",
    ]) {
      expect(route(url), url).toEqual({ type: "error", status: 404 });
    }
    expect(route("/nope/")).toEqual({ type: "error", status: 404 });
  });

  it("refuses every method but GET and HEAD", () => {
    for (const method of [
      "POST",
      "PUT",
      "DELETE",
      "OPTIONS",
      "TRACE",
      "PATCH",
      "FOO",
    ]) {
      expect(route("/", method), method).toEqual({
        type: "error",
        status: 405,
      });
    }
  });

  it("answers 400 to malformed or hostile paths", () => {
    for (const url of [
      "/%E0%A4%A",
      "/%zz",
      "/%",
      "/%00",
      "/a%00.html",
      "/..%5c..%5cetc%5cpasswd",
      "/..\\..\\etc\\passwd",
      "/../etc/passwd",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/assets/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
      "/..%2f..%2fetc%2fpasswd",
      "*",
      "example.com/",
    ]) {
      expect(route(url), url).toEqual({ type: "error", status: 400 });
    }
  });

  it("accepts an absolute URL as the target, as HTTP/1.1 requires", () => {
    expect(route("http://shop.example/warranty")).toEqual({
      type: "file",
      path: "/warranty.html",
    });
    expect(route("https://shop.example")).toEqual({
      type: "file",
      path: "/index.html",
    });
  });

  it("answers 414 to a request line longer than nginx reads, counted as nginx counts it", () => {
    // `GET `, the URL, ` HTTP/1.1` and CRLF: 8 192 bytes hold a URL of 8 177 after GET.
    const longest = MAX_REQUEST_LINE - "GET  HTTP/1.1\r\n".length;
    const url = (length: number) => `/${"a".repeat(length - 1)}`;
    expect(route(url(longest))).toEqual({ type: "file", path: url(longest) });
    expect(route(url(longest + 1))).toEqual({ type: "error", status: 414 });
    // HEAD is a letter longer than GET.
    expect(route(url(longest), "HEAD")).toEqual({ type: "error", status: 414 });
    expect(route(url(longest - 1), "HEAD")).toEqual({
      type: "file",
      path: url(longest - 1),
    });
  });

  it("reads a last `.` or `..` segment as RFC 3986 does: the folder's path, which is no file", () => {
    for (const url of [
      "/robots.txt/.",
      "/robots.txt/x/..",
      "/assets/app.js/%2e",
      "/assets/app.js/x/%2E%2E",
    ]) {
      expect(route(url), url).toEqual({ type: "error", status: 404 });
    }
    expect(route("/warranty/.")).toEqual({
      type: "redirect",
      location: "/warranty",
    });
    expect(route("/assets/..")).toEqual({ type: "redirect", location: "/" });
  });

  it("leaves a fragment out of the path and the query, and redirects a page's path written with one", () => {
    expect(route("/robots.txt#top")).toEqual({
      type: "file",
      path: "/robots.txt",
    });
    expect(route("/warranty?a=1#top")).toEqual({
      type: "file",
      path: "/warranty.html",
    });
    for (const [url, location] of [
      ["/warranty#top", "/warranty"],
      ["/#", "/"],
      ["/warranty/?a=1#b", "/warranty?a=1"],
      ["/warranty#top?a=1", "/warranty"],
    ] as const) {
      expect(route(url), url).toEqual({ type: "redirect", location });
    }
    expect(route("/warranty%#top")).toEqual({ type: "error", status: 400 });
  });

  it("drops an empty query from a redirect, as nginx does", () => {
    expect(route("/warranty/?")).toEqual({
      type: "redirect",
      location: "/warranty",
    });
    expect(route("/warranty?")).toEqual({
      type: "file",
      path: "/warranty.html",
    });
  });
});
