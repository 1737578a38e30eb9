import { createHash } from "node:crypto";
import { isInlineCode, scriptElements } from "../build-reading/html-tags.ts";

/** The CSP source (`sha256-…`) of every inline script in an HTML document, in order. */
export function inlineScriptHashes(html: string): string[] {
  return scriptElements(html)
    .filter(isInlineCode)
    .map(
      ({ body }) =>
        `sha256-${createHash("sha256").update(body).digest("base64")}`,
    );
}

/**
 * The hashes of every page's inline scripts, each once, for the one policy of the site. Every
 * page React Router pre-renders starts it with inline scripts: a page without any means the
 * pages are no longer what this reads, and a policy written from them would block the shop in
 * every browser. Then there is no build.
 */
export function siteScriptHashes(
  pages: readonly { path: string; html: string }[],
): string[] {
  const hashes = new Set<string>();
  for (const { path, html } of pages) {
    const pageHashes = inlineScriptHashes(html);
    if (pageHashes.length === 0)
      throw new Error(
        `${path} has no inline script to hash for the Content-Security-Policy: has React Router changed how it writes pages?`,
      );
    for (const hash of pageHashes) hashes.add(hash);
  }
  return [...hashes].sort();
}
