import { readFile } from "node:fs/promises";
import { join } from "node:path";
import {
  isInlineCode,
  linkElements,
  relOf,
  scriptElements,
  styleElements,
} from "./html-tags.ts";
import { siteImports } from "./module-imports.ts";
import { servedSize } from "../hosting/encodings.ts";

export type AssetKind = "js" | "css";

/**
 * The size budget of `/`: every script and stylesheet it can load without interaction (lazy
 * chunks included), brotli-compressed, 1 kB = 1000 bytes. `npm test` enforces it
 * (tests/budget); `npm run bench` reports it.
 */
export const HOME_BUDGET: Record<AssetKind, number> = {
  js: 130_000,
  css: 15_000,
};
export type Asset = { kind: AssetKind; path: string };
export type Sizes = { raw: number; gzip: number; brotli: number };
export type FileSize = Sizes & { kind: AssetKind | "html"; path: string };
export type ShippedBytes = {
  files: FileSize[];
  totals: Record<AssetKind | "html", Sizes>;
  /** Code and styles written into the HTML itself: counted in its bytes, shown apart. */
  inline: Record<AssetKind, Sizes>;
};

/** The site's own path of a URL, or nothing when it is on another origin. */
function sitePath(url: string, base = "/"): string | undefined {
  const origin = "http://site.invalid";
  const resolved = new URL(url, new URL(base, `${origin}/`));
  return resolved.origin === origin
    ? decodeURIComponent(resolved.pathname)
    : undefined;
}

const kindOfPath = (path: string): AssetKind | undefined =>
  /\.m?js$/.test(path) ? "js" : path.endsWith(".css") ? "css" : undefined;

/** The inline `<script>` elements that hold code, and the `<style>` elements, of a page. */
export function inlineCode(html: string): Record<AssetKind, string[]> {
  const js = scriptElements(html)
    .filter((script) => isInlineCode(script) && script.body.trim())
    .map(({ body }) => body);
  const css = styleElements(html).map(({ body }) => body);
  return { js, css };
}

/**
 * The JavaScript and CSS files that a page's HTML loads without any interaction, each once:
 * stylesheets, module preloads, preloads and prefetches of scripts and styles, `<script src>`,
 * and the modules its inline scripts import, statically or dynamically.
 */
export function collectAssets(html: string): Asset[] {
  const found = new Map<string, AssetKind>();
  const add = (kind: AssetKind | undefined, url: string | undefined) => {
    const path = url && sitePath(url);
    if (kind && path && !found.has(path)) found.set(path, kind);
  };

  for (const link of linkElements(html)) {
    const { attributes } = link;
    const rel = relOf(link);
    const href = attributes.get("href");
    if (rel.includes("stylesheet")) add("css", href);
    else if (rel.includes("modulepreload")) add("js", href);
    else if (rel.includes("preload") || rel.includes("prefetch")) {
      const as = attributes.get("as");
      const pathKind = href ? kindOfPath(sitePath(href) ?? "") : undefined;
      add(as === "script" ? "js" : as === "style" ? "css" : pathKind, href);
    }
  }
  for (const script of scriptElements(html)) {
    if (script.attributes.has("src")) add("js", script.attributes.get("src"));
    else if (isInlineCode(script))
      for (const specifier of siteImports(script.body))
        add(kindOfPath(specifier), specifier);
  }
  return [...found].map(([path, kind]) => ({ kind, path }));
}

/**
 * Every file a page can load without interaction: what its HTML names, then, transitively,
 * whatever those scripts import, statically or dynamically (a lazy chunk loads after the first
 * paint, but it is still part of what the page ships). `readText` reads a site path. With
 * `dynamic` false, only the static imports of the scripts are followed: what the page starts with.
 */
export async function collectReachableAssets(
  html: string,
  readText: (path: string) => Promise<string>,
  { dynamic = true }: { dynamic?: boolean } = {},
): Promise<Asset[]> {
  const found = new Map<string, AssetKind>();
  const queue = collectAssets(html);
  for (let asset = queue.shift(); asset; asset = queue.shift()) {
    if (found.has(asset.path)) continue;
    found.set(asset.path, asset.kind);
    if (asset.kind !== "js") continue;
    for (const specifier of siteImports(await readText(asset.path), {
      dynamic,
    })) {
      const path = sitePath(specifier, asset.path);
      const kind = path && kindOfPath(path);
      if (path && kind && !found.has(path)) queue.push({ kind, path });
    }
  }
  return [...found].map(([path, kind]) => ({ kind, path }));
}

/** As the site's server sends them, from the copies the build precompresses. */
export function sizesOf(content: Buffer): Sizes {
  return {
    raw: content.byteLength,
    gzip: servedSize(content, "gzip"),
    brotli: servedSize(content, "br"),
  };
}

export function sumSizes(sizes: readonly Sizes[]): Sizes {
  return sizes.reduce(
    (total, size) => ({
      raw: total.raw + size.raw,
      gzip: total.gzip + size.gzip,
      brotli: total.brotli + size.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

/**
 * What a page ships: its HTML and every built file it can load without interaction, read from
 * the client build.
 */
export async function measureShippedBytes(
  clientBuild: string,
  htmlFile: string,
): Promise<ShippedBytes> {
  const html = await readFile(join(clientBuild, htmlFile));
  const files: FileSize[] = [
    { kind: "html", path: `/${htmlFile}`, ...sizesOf(html) },
  ];
  const readText = (path: string) => readFile(join(clientBuild, path), "utf8");
  const text = html.toString("utf8");
  for (const asset of await collectReachableAssets(text, readText)) {
    const content = await readFile(join(clientBuild, asset.path));
    files.push({ ...asset, ...sizesOf(content) });
  }
  const totalOf = (kind: FileSize["kind"]) =>
    sumSizes(files.filter((file) => file.kind === kind));
  const inline = inlineCode(text);
  const inlineSizes = (bodies: string[]) =>
    sumSizes(bodies.map((body) => sizesOf(Buffer.from(body))));
  return {
    files,
    totals: { js: totalOf("js"), css: totalOf("css"), html: totalOf("html") },
    inline: { js: inlineSizes(inline.js), css: inlineSizes(inline.css) },
  };
}
