/**
 * The tags of a built page that the build and the bench read (scripts, links), found as the HTML
 * parser finds them, for the pages React Router writes. One reading for all: the CSP's hashes,
 * the size budget and the bench's script-free pages must agree on what a script is.
 */

/** A tag's attributes, where a quoted value may hold a `>`. */
const ATTRIBUTES = String.raw`(?:[^>"']|"[^"]*"|'[^']*')*`;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/**
 * A script element, up to the first `</script`, which is where the HTML parser ends it too
 * (React escapes `</script` inside the JSON it writes into scripts).
 */
export const SCRIPT_ELEMENT = new RegExp(
  String.raw`<script\b(${ATTRIBUTES})>([\s\S]*?)<\/script\s*>`,
  "gi",
);
export const LINK_ELEMENT = new RegExp(
  String.raw`<link\b(${ATTRIBUTES})>`,
  "gi",
);

/** Script types a browser runs; others (JSON-LD, import maps) are data, which CSP leaves alone. */
const JAVASCRIPT_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
]);

/** A tag's attributes by name, in lower case; a bare attribute's value is empty. */
export function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = "", double, single, bare] of source.matchAll(ATTRIBUTE))
    attributes.set(name.toLowerCase(), double ?? single ?? bare ?? "");
  return attributes;
}

export type ScriptElement = { attributes: Map<string, string>; body: string };

export function scriptElements(html: string): ScriptElement[] {
  return [...html.matchAll(SCRIPT_ELEMENT)].map(
    ([, source = "", body = ""]) => ({
      attributes: attributesOf(source),
      body,
    }),
  );
}

/** Whether the browser runs the script's own text: no `src`, and a type that is code. */
export const isInlineCode = ({ attributes }: ScriptElement) =>
  !attributes.has("src") &&
  JAVASCRIPT_TYPES.has((attributes.get("type") ?? "").toLowerCase());
