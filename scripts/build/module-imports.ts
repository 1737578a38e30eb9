/** What a specifier of ours looks like: a path to a script or stylesheet, no template holes. */
const SPECIFIER = String.raw`((?:\.{1,2}/|/)[\w\-./~@%]+\.(?:m?js|css))(?:[?#][^"'\`\s]*)?`;
/** `import x from "…"`, `import "…"`, `export * from "…"` and their minified forms. */
const STATIC_IMPORT = new RegExp(
  String.raw`\b(?:import|export)\s*(?:[\w$*{},\s]*?\bfrom\s*)?(["'])${SPECIFIER}\1`,
  "g",
);
/** `import("…")`, with any quote: Vite 8 writes template literals. */
const DYNAMIC_IMPORT = new RegExp(
  String.raw`\bimport\s*\(\s*(["'\`])${SPECIFIER}\1\s*\)`,
  "g",
);

const specifiers = (code: string, pattern: RegExp) =>
  [...code.matchAll(pattern)].map(([, , specifier = ""]) => specifier);

/**
 * The site's scripts and stylesheets that built code imports statically (re-exports included),
 * as written: relative to the module, or to the site. Packages and computed specifiers are not
 * the site's files, and are left out.
 */
export const staticImports = (code: string) => specifiers(code, STATIC_IMPORT);

/** The same for `import(…)`, which loads when the code runs it. */
export const dynamicImports = (code: string) =>
  specifiers(code, DYNAMIC_IMPORT);
