import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type AssetKind = "js" | "css";
export type Asset = { kind: AssetKind; path: string };
export type Sizes = { raw: number; gzip: number; brotli: number };
export type FileSize = Sizes & { kind: AssetKind | "html"; path: string };
export type ShippedBytes = {
  files: FileSize[];
  totals: Record<AssetKind | "html", Sizes>;
};

const LINK = /<link\b([^>]*)>/gi;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
// React Router's inline module script imports the entry and route modules itself.
const IMPORT_SPECIFIER =
  /\bimport\s*(?:\(\s*|[\w$*{},\s]*?\bfrom\s*)?["']([^"']+)["']/g;

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = "", double, single, bare] of source.matchAll(ATTRIBUTE))
    attributes.set(name.toLowerCase(), double ?? single ?? bare ?? "");
  return attributes;
}

/** The site's own path of a URL, or nothing when it is on another origin. */
function sitePath(url: string): string | undefined {
  const origin = "http://site.invalid";
  const resolved = new URL(url, `${origin}/`);
  return resolved.origin === origin
    ? decodeURIComponent(resolved.pathname)
    : undefined;
}

/** The JavaScript and CSS files that a page's HTML loads, each once. */
export function collectAssets(html: string): Asset[] {
  const found = new Map<string, AssetKind>();
  const add = (kind: AssetKind, url: string | undefined) => {
    const path = url && sitePath(url);
    if (path && !found.has(path)) found.set(path, kind);
  };

  for (const [, source = ""] of html.matchAll(LINK)) {
    const attributes = attributesOf(source);
    const rel = (attributes.get("rel") ?? "").toLowerCase().split(/\s+/);
    if (rel.includes("stylesheet")) add("css", attributes.get("href"));
    else if (rel.includes("modulepreload")) add("js", attributes.get("href"));
  }
  for (const [, source = "", body = ""] of html.matchAll(SCRIPT)) {
    const attributes = attributesOf(source);
    if (attributes.has("src")) add("js", attributes.get("src"));
    else if (attributes.get("type") === "module")
      for (const [, specifier] of body.matchAll(IMPORT_SPECIFIER))
        add("js", specifier);
  }
  return [...found].map(([path, kind]) => ({ kind, path }));
}

/** Compressed as a static host would precompress them: at the highest levels. */
export function sizesOf(content: Buffer): Sizes {
  return {
    raw: content.byteLength,
    gzip: gzipSync(content, { level: 9 }).byteLength,
    brotli: brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).byteLength,
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

/** What a page ships: its HTML and the built files it references, read from the client build. */
export async function measureShippedBytes(
  clientBuild: string,
  htmlFile: string,
): Promise<ShippedBytes> {
  const html = await readFile(join(clientBuild, htmlFile));
  const files: FileSize[] = [
    { kind: "html", path: `/${htmlFile}`, ...sizesOf(html) },
  ];
  for (const asset of collectAssets(html.toString("utf8"))) {
    const content = await readFile(join(clientBuild, asset.path));
    files.push({ ...asset, ...sizesOf(content) });
  }
  const totalOf = (kind: FileSize["kind"]) =>
    sumSizes(files.filter((file) => file.kind === kind));
  return {
    files,
    totals: { js: totalOf("js"), css: totalOf("css"), html: totalOf("html") },
  };
}
