import { describe, expect, it } from "vitest";
import { keepInPrecache, offlinePageUrl } from "./offline-pages";

describe("offlinePageUrl", () => {
  const pages = new Set(["/", "/warranty", "/returns", "/help-center"]);

  it("answers each page's address with the page, its query and fragment aside", () => {
    for (const [url, page] of [
      ["https://shop.example/", "/"],
      ["https://shop.example/warranty", "/warranty"],
      ["https://shop.example/returns?from=mail", "/returns"],
      ["https://shop.example/help-center#faq", "/help-center"],
    ] as const)
      expect(offlinePageUrl(url, pages), url).toBe(page);
  });

  it("answers a page the release keeps, whatever its path, and no page it does not", () => {
    const withShipping = new Set([...pages, "/shipping"]);
    expect(offlinePageUrl("https://shop.example/shipping", withShipping)).toBe(
      "/shipping",
    );
    expect(offlinePageUrl("https://shop.example/warranty", new Set())).toBe(
      "/404",
    );
  });

  it("answers any other address with the 404 page", () => {
    for (const url of [
      "https://shop.example/nope",
      "https://shop.example/Warranty",
      "https://shop.example/warranty/",
      "https://shop.example/assets/root.js",
    ])
      expect(offlinePageUrl(url, pages), url).toBe("/404");
  });
});

describe("keepInPrecache", () => {
  const response = (status: number) => new Response("page", { status });

  it("keeps what the servers answered successfully", () => {
    const ok = response(200);
    expect(
      keepInPrecache(new Request("https://shop.example/warranty"), ok),
    ).toBe(ok);
  });

  it("keeps the 404 page with the 404 status it is served with", () => {
    const notFound = response(404);
    expect(
      keepInPrecache(new Request("https://shop.example/404"), notFound),
    ).toBe(notFound);
  });

  it("refuses any other failure, which stops the install", () => {
    expect(
      keepInPrecache(
        new Request("https://shop.example/warranty"),
        response(404),
      ),
    ).toBeNull();
    expect(
      keepInPrecache(new Request("https://shop.example/404"), response(500)),
    ).toBeNull();
  });
});
