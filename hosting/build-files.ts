import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";

/*
 * The layout of a build, which the build steps write and every host reads. `build/client` is
 * React Router's client build, shaped for static hosts: what a CDN publishes. `build/origin` is
 * the same site with a brotli and a gzip copy beside each file: what npm start and nginx serve.
 */

/** The folder a CDN publishes, inside the build folder. */
export const PUBLISHED_FOLDER = "client";
/** The folder npm start and nginx serve, inside the build folder. */
export const ORIGIN_FOLDER = "origin";

/** The 404 page, where Netlify, Cloudflare Pages, npm start and nginx all look for it. */
export const NOT_FOUND_FILE = "/404.html";

/**
 * Where a page's HTML lies: `/index.html` for `/`, `/warranty.html` for `/warranty`. A flat file
 * per page is the layout static hosts agree on: each serves it at the path without `.html`, and
 * none redirects that path to another.
 */
export function pageFile(page: string): string {
  return page === "/" ? "/index.html" : `${page}.html`;
}

/**
 * The path a static host serves an HTML file at: without `.html`, and `/` for `/index.html`
 * (`pageFile` reversed). Any other file is served at its own path.
 */
export function staticHostPath(file: string): string {
  if (file === "/index.html") return "/";
  return file.endsWith(".html") ? file.slice(0, -".html".length) : file;
}

/** The pages of a build: every HTML file but the 404 page, at its path. */
export function pagePaths(files: readonly string[]): string[] {
  return files
    .filter((file) => file.endsWith(".html") && file !== NOT_FOUND_FILE)
    .map(staticHostPath)
    .sort();
}

/** Every file under a folder, as URL paths (`/assets/app.js`), sorted. */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map(
      (entry) =>
        `/${relative(root, join(entry.parentPath, entry.name)).split(sep).join("/")}`,
    )
    .sort();
}
