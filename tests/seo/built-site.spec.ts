import { expect, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { BUILT_SITE_URL_FILE } from "../../hosting/site-url";
import {
  PAGES as ROUTE_TABLE_PAGES,
  PAGES_BUT_HOME,
} from "../e2e/support/spec-data";
import { pngSize, readPageHead, type PageHead } from "./page-head";
import {
  breadcrumbListProblems,
  faqPageProblems,
  productProblems,
  type JsonLdNode,
} from "./rich-results";

/**
 * The address the build under test was made for. Not `SITE_URL` now: `npm start` serves a build
 * made with `SITE_URL=… npm run build` as it is when the variable is unset.
 */
let siteUrl = "";
test.beforeAll(async () => {
  siteUrl = await readFile(join("build", BUILT_SITE_URL_FILE), "utf8");
});
const PAGES = ROUTE_TABLE_PAGES.map(({ path }) => path);
const NOT_FOUND = "/no-such-page";

async function head(path: string) {
  return readPageHead(await (await fetch(path)).text());
}

/** A file of the build, fetched by the absolute URL the page gives for it. */
async function builtFile(url: string) {
  expect(url.startsWith(`${siteUrl}/`), `${url} is on ${siteUrl}`).toBe(true);
  return readFile(`build/client${url.slice(siteUrl.length)}`);
}

const nodesOfType = (page: PageHead, type: string) =>
  page.graph.filter((node) => node["@type"] === type);

test.describe("what crawlers and link previews read", () => {
  test("every page has its canonical URL at the site's address", async ({
    baseURL,
  }) => {
    for (const path of PAGES) {
      const page = await head(`${baseURL ?? ""}${path}`);
      expect(page.canonical, path).toBe(siteUrl + path);
      expect(page.robots, path).toBeUndefined();
    }
    const missing = await head(`${baseURL ?? ""}${NOT_FOUND}`);
    expect(missing.canonical).toBeUndefined();
    expect(missing.robots).toBe("noindex");
  });

  test("every page has Open Graph and Twitter tags, with a 1200×630 card of its own", async ({
    baseURL,
  }) => {
    const cards = new Set<string>();
    for (const path of [...PAGES, NOT_FOUND]) {
      const page = await head(`${baseURL ?? ""}${path}`);
      const title = page.meta("og:title");
      expect(title, path).toMatch(/Circularium/);
      expect(page.meta("twitter:title"), path).toBe(title);
      expect(page.meta("og:description"), path).toBe(page.meta("description"));
      expect(page.meta("twitter:description"), path).toBe(
        page.meta("description"),
      );
      expect(page.meta("og:type"), path).toBe("website");
      expect(page.meta("og:site_name"), path).toBe("Circularium");
      expect(page.meta("twitter:card"), path).toBe("summary_large_image");
      if (path !== NOT_FOUND)
        expect(page.meta("og:url"), path).toBe(siteUrl + path);

      const image = page.meta("og:image") ?? "";
      expect(page.meta("twitter:image"), path).toBe(image);
      expect(page.meta("og:image:alt"), path).toBeTruthy();
      expect(pngSize(await builtFile(image)), path).toEqual({
        width: 1200,
        height: 630,
      });
      expect(page.meta("og:image:width"), path).toBe("1200");
      expect(page.meta("og:image:height"), path).toBe("630");
      cards.add(image);
    }
    expect(cards.size).toBe(PAGES.length + 1);
  });

  test("every page describes the shop and its site", async ({ baseURL }) => {
    for (const path of [...PAGES, NOT_FOUND]) {
      const page = await head(`${baseURL ?? ""}${path}`);
      const [organization] = nodesOfType(page, "Organization");
      const [website] = nodesOfType(page, "WebSite");
      expect(organization?.name, path).toBe("Circularium");
      expect(organization?.url, path).toBe(`${siteUrl}/`);
      expect(
        pngSize(await builtFile(String(organization?.logo))),
        path,
      ).toEqual({
        width: 512,
        height: 512,
      });
      expect(website?.url, path).toBe(`${siteUrl}/`);
    }
  });

  test("the home page marks up each model as a Product that rich results accept", async ({
    baseURL,
  }) => {
    const products = nodesOfType(await head(`${baseURL ?? ""}/`), "Product");
    expect(products.map((product) => product.name)).toEqual([
      "Circularium Pro",
      "Circularium Nano",
      "Circularium Deluxe",
    ]);
    const table: Record<string, [number, number, number]> = {
      "Circularium Pro": [299, 4.9, 127],
      "Circularium Nano": [79, 4.8, 89],
      "Circularium Deluxe": [549, 5, 203],
    };
    for (const product of products) {
      const name = String(product.name);
      expect(productProblems(product), name).toEqual([]);
      const offer = product.offers as JsonLdNode;
      const rating = product.aggregateRating as JsonLdNode;
      const [price, ratingValue, reviewCount] = table[name] ?? [];
      expect(Number(offer.price), name).toBe(price);
      expect(offer.priceCurrency, name).toBe("USD");
      expect(rating.ratingValue, name).toBe(ratingValue);
      expect(rating.reviewCount, name).toBe(reviewCount);
      expect(pngSize(await builtFile(String(product.image))), name).toEqual({
        width: 1200,
        height: 630,
      });
    }
  });

  test("the help centre marks up its FAQ as an FAQPage", async ({
    baseURL,
  }) => {
    const [faq] = nodesOfType(
      await head(`${baseURL ?? ""}/help-center`),
      "FAQPage",
    );
    expect(faq).toBeDefined();
    expect(faqPageProblems(faq ?? {})).toEqual([]);
  });

  test("the policy pages mark up their breadcrumb trail", async ({
    baseURL,
  }) => {
    for (const { path, heading: name } of PAGES_BUT_HOME) {
      const [trail] = nodesOfType(
        await head(`${baseURL ?? ""}${path}`),
        "BreadcrumbList",
      );
      expect(breadcrumbListProblems(trail ?? {}), path).toEqual([]);
      expect(trail?.itemListElement, path).toEqual([
        { "@type": "ListItem", position: 1, name: "Home", item: `${siteUrl}/` },
        { "@type": "ListItem", position: 2, name, item: siteUrl + path },
      ]);
    }
  });

  test("sitemap.xml lists every page, and only the pages, at the site's address", async ({
    baseURL,
  }) => {
    const response = await fetch(`${baseURL ?? ""}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/xml/);
    const sitemap = await response.text();
    expect(sitemap).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(sitemap).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, url]) => url,
    );
    expect(locations.sort()).toEqual(
      PAGES.map((path) => siteUrl + path).sort(),
    );
  });

  test("robots.txt lets every crawler in and points to the sitemap", async ({
    baseURL,
  }) => {
    const response = await fetch(`${baseURL ?? ""}/robots.txt`);
    expect(response.status).toBe(200);
    const robots = await response.text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  test("the shop is installable: a manifest with its icons, and a theme colour", async ({
    baseURL,
  }) => {
    const page = await head(`${baseURL ?? ""}/`);
    const [manifestPath] = page.links("manifest");
    const manifest = (await (
      await fetch(`${baseURL ?? ""}${manifestPath ?? ""}`)
    ).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: "Circularium",
      short_name: "Circularium",
      start_url: "/",
      display: "standalone",
    });
    expect(manifest.theme_color).toBe(page.meta("theme-color"));
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split("x").map(Number);
      const png = await readFile(`build/client${icon.src}`);
      expect(pngSize(png), icon.src).toEqual({ width, height });
    }
    expect(
      manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`),
    ).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  });

  test("every page links an SVG favicon, a PNG fallback and an apple-touch icon", async ({
    baseURL,
  }) => {
    for (const path of [...PAGES, NOT_FOUND]) {
      const page = await head(`${baseURL ?? ""}${path}`);
      expect(page.links("icon"), path).toEqual([
        "/favicon.svg",
        "/favicon-32.png",
      ]);
      expect(page.links("apple-touch-icon"), path).toEqual([
        "/apple-touch-icon.png",
      ]);
      expect(page.meta("theme-color"), path).toMatch(/^#[0-9a-f]{6}$/);
    }
    const svg = await readFile("build/client/favicon.svg", "utf8");
    expect(svg).toMatch(/^<svg /);
    expect(pngSize(await readFile("build/client/favicon-32.png"))).toEqual({
      width: 32,
      height: 32,
    });
    expect(
      pngSize(await readFile("build/client/apple-touch-icon.png")),
    ).toEqual({
      width: 180,
      height: 180,
    });
  });
});
