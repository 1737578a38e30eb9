import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./crawlers.ts";

describe("sitemapXml", () => {
  it("lists each page at the site's address, escaped for XML", () => {
    expect(sitemapXml("https://shop.example", ["/", "/a&b"])).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://shop.example/</loc></url>
  <url><loc>https://shop.example/a&#38;b</loc></url>
</urlset>
`,
    );
  });
});

describe("robotsTxt", () => {
  it("allows everything and points to the sitemap", () => {
    expect(robotsTxt("https://shop.example")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://shop.example/sitemap.xml\n",
    );
  });
});
