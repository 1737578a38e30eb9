import { copyFile, cp, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { compressedCopy, ENCODINGS } from "../../server/accept-encoding.ts";
import { listFiles, ORIGIN_FOLDER } from "../../server/build-files.ts";
import { HEADERS_MANIFEST } from "../../server/security-headers.ts";
import {
  attributesOf,
  LINK_ELEMENT,
  SCRIPT_ELEMENT,
} from "../build/html-tags.ts";
import { precompress } from "../build/precompress.ts";
const isModulePreload = (attributes: string) =>
  (attributesOf(attributes).get("rel") ?? "")
    .toLowerCase()
    .split(/\s+/)
    .includes("modulepreload");

/**
 * A page as it would be without JavaScript: every `<script>` element (inline, external and data
 * blocks such as JSON-LD alike) and every `<link rel="modulepreload">` removed, nothing else
 * touched. The limit that the issue holds a page's LCP to is the LCP of this HTML.
 */
export function stripScripts(html: string): string {
  return html
    .replace(SCRIPT_ELEMENT, "")
    .replace(LINK_ELEMENT, (link, attributes: string) =>
      isModulePreload(attributes) ? "" : link,
    );
}

/**
 * Copies a build (`origin/` and the headers manifest, what `createStaticServer` serves) into
 * `destination`, with every page stripped of its scripts and module preloads and its brotli and
 * gzip variants made again from the stripped HTML. Returns the pages it stripped.
 */
export async function writeScriptFreeBuild(
  buildDirectory: string,
  destination: string,
): Promise<string[]> {
  const origin = join(destination, ORIGIN_FOLDER);
  await cp(join(buildDirectory, ORIGIN_FOLDER), origin, { recursive: true });
  await copyFile(
    join(buildDirectory, HEADERS_MANIFEST),
    join(destination, HEADERS_MANIFEST),
  );
  const pages = (await listFiles(origin))
    .filter((path) => path.endsWith(".html"))
    .map((path) => join(origin, path));
  for (const page of pages) {
    const stripped = stripScripts(await readFile(page, "utf8"));
    if (/<script\b/i.test(stripped))
      throw new Error(`${page} still holds a <script> once stripped`);
    await writeFile(page, stripped);
    // precompress leaves out a variant that would not be smaller: no stale one may stay behind.
    for (const encoding of ENCODINGS) {
      await rm(compressedCopy(page, encoding), { force: true });
    }
  }
  await precompress(pages);
  return pages;
}
