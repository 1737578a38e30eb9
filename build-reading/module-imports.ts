import { init, parse } from "es-module-lexer";

await init();

/** What a specifier of ours looks like: a path to one of the site's scripts or stylesheets. */
const SITE_FILE = /^(?:\.{1,2}\/|\/)[^?#]+\.(?:m?js|css)(?:[?#].*)?$/;

/**
 * The site's scripts and stylesheets that built code imports, statically (re-exports included)
 * and, unless `dynamic` is false, with `import()`, as written: relative to the module, or to the
 * site. Read by a module lexer; packages and computed specifiers are not the site's files, and
 * are left out.
 */
export function siteImports(
  code: string,
  { dynamic = true }: { dynamic?: boolean } = {},
): string[] {
  const [imports] = parse(code);
  return imports
    .filter((entry) => !("glob" in entry && entry.glob))
    .filter((entry) => dynamic || entry.type !== "dynamic")
    .map(({ specifier }) => specifier)
    .filter(
      (specifier): specifier is string =>
        typeof specifier === "string" && SITE_FILE.test(specifier),
    );
}
