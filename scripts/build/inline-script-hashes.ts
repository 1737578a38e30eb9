import { createHash } from "node:crypto";
import { isInlineCode, scriptElements } from "./html-tags.ts";

/** The CSP source (`sha256-…`) of every inline script in an HTML document, in order. */
export function inlineScriptHashes(html: string): string[] {
  return scriptElements(html)
    .filter(isInlineCode)
    .map(
      ({ body }) =>
        `sha256-${createHash("sha256").update(body).digest("base64")}`,
    );
}
