import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const TYPE = /\btype=["']?([^"'\s>]*)/i;
/** Script types a browser runs; others (JSON-LD) are data, which CSP does not govern. */
const EXECUTABLE_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
]);

/** The CSP source (`sha256-…`) of every inline script in an HTML document, in order. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = ""]) =>
      EXECUTABLE_TYPES.has((TYPE.exec(attributes)?.[1] ?? "").toLowerCase()),
    )
    .map(
      ([, , body = ""]) =>
        `sha256-${createHash("sha256").update(body).digest("base64")}`,
    );
}
