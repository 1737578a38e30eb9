import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_URL, siteUrlFromEnv } from "./site-url.ts";

describe("siteUrlFromEnv", () => {
  it("defaults to where npm start serves the site", () => {
    expect(siteUrlFromEnv(undefined)).toBe(DEFAULT_SITE_URL);
    expect(siteUrlFromEnv("  ")).toBe(DEFAULT_SITE_URL);
  });

  it("keeps an address without its trailing slash, under a path too", () => {
    expect(siteUrlFromEnv("https://shop.example/")).toBe(
      "https://shop.example",
    );
    expect(siteUrlFromEnv("https://example.com/circularium/")).toBe(
      "https://example.com/circularium",
    );
  });

  it("refuses what is not a plain http(s) address", () => {
    expect(() => siteUrlFromEnv("shop.example")).toThrow();
    expect(() => siteUrlFromEnv("ftp://shop.example")).toThrow(/http/);
    expect(() => siteUrlFromEnv("https://shop.example/?a=1")).toThrow(/query/);
  });
});
