import { EARLY_TAPS } from "./early-taps.ts";
import { staticImports } from "./module-imports.ts";

/**
 * Moves React Router's scripts off the first paint of a pre-rendered page, and cuts their start-up
 * into short tasks. The HTML is complete and styled without them, so the browser should spend the
 * network and the CPU on that first:
 * - the `<link rel="modulepreload">` tags go (they would fetch every module at high priority,
 *   ahead of the page's own stylesheet and fonts);
 * - the inline module script, which imports the route modules and then the entry, waits for the
 *   first contentful paint, then evaluates the page's modules one at a time, dependencies first,
 *   yielding to the browser between two (a shopper's tap or scroll is never stuck behind the
 *   whole module graph), and only then runs React Router's own code;
 * - a tap on a button in the meantime is not lost: a small script at the top of `<head>` records
 *   it, and the page replays it once it has hydrated.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/?>/g;
const MODULE_SCRIPT = /(<script type="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const SIDE_EFFECT_IMPORT = /^\s*import ("[^"]+");\s*$/;
const NAMESPACE_IMPORT = /^\s*import \* as (\w+) from ("[^"]+");\s*$/;
const DYNAMIC_IMPORT = /^\s*import\(("[^"]+")\);\s*$/;

/**
 * The first contentful paint, not just the first frame: while the preloaded fonts are on their way,
 * a first frame can paint the page's background alone, and a script fetched then competes with
 * the fonts for the text's first paint (measured: a Lighthouse FCP of 1.13 s instead of 0.75 s,
 * whenever the first request for a module came before it). Where the browser does not report
 * paints, the first frame. The load event too, whichever comes first: once the page has loaded,
 * nothing is left for a script to compete with, and Firefox reports no paint at all for a page
 * reloaded where it was scrolled to (which then never hydrated).
 */
const AFTER_FIRST_CONTENTFUL_PAINT = `await new Promise((painted) => {
  addEventListener("load", () => setTimeout(painted), { once: true });
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint"))
    return requestAnimationFrame(() => setTimeout(painted));
  new PerformanceObserver((paints, observer) => {
    if (paints.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    setTimeout(painted);
  }).observe({ type: "paint", buffered: true });
});`;
const HEAD = /<head>/;

const YIELD =
  "await (globalThis.scheduler?.yield?.() ?? new Promise((next) => setTimeout(next)));";

/** The site paths of the modules that a built chunk, served at `path`, imports statically. */
export function chunkImports(path: string, code: string): string[] {
  const base = new URL(path, "http://site.invalid");
  return staticImports(code)
    .map((specifier) => new URL(specifier, base).pathname)
    .filter((imported) => /\.m?js$/.test(imported));
}

/** Every module the roots import, dependencies before their dependents, each once. */
export function dependenciesFirst(
  roots: readonly string[],
  importsOf: (path: string) => readonly string[],
): string[] {
  const ordered: string[] = [];
  const visited = new Set<string>();
  const visit = (path: string) => {
    if (visited.has(path)) return;
    visited.add(path);
    for (const dependency of importsOf(path)) visit(dependency);
    ordered.push(path);
  };
  roots.forEach(visit);
  return ordered;
}

/**
 * The page with its module script rewritten; `importsOf` gives the static imports of a module
 * of the build (see `chunkImports`).
 */
export function deferHydration(
  html: string,
  importsOf: (path: string) => readonly string[],
): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script)
    throw new Error("No React Router module script to defer in this page");
  const [whole, open = "", code = "", close = ""] = script;

  const bindings: string[] = [];
  const specifiers: string[] = [];
  const entries: string[] = [];
  const rest: string[] = [];
  for (const line of code.split("\n")) {
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line);
    const namespace = NAMESPACE_IMPORT.exec(line);
    const dynamic = DYNAMIC_IMPORT.exec(line);
    if (sideEffect?.[1]) {
      bindings.push("");
      specifiers.push(sideEffect[1]);
    } else if (namespace?.[1] && namespace[2]) {
      bindings.push(namespace[1]);
      specifiers.push(namespace[2]);
    } else if (dynamic?.[1]) {
      entries.push(dynamic[1]);
      rest.push(line.trim());
    } else if (line.trim() !== "") {
      rest.push(line.trim());
    }
  }
  if (rest.some((line) => /^import\s/.test(line))) {
    throw new Error(
      `React Router's module script has an import this build cannot defer:\n${code}`,
    );
  }

  // The entry hydrates the page as it runs: its dependencies go first, it goes last, as before.
  const paths = (quoted: readonly string[]) =>
    quoted.map((path) => JSON.parse(path) as string);
  const entryPaths = new Set(paths(entries));
  const modules = dependenciesFirst(
    [
      ...paths(specifiers),
      ...paths(entries).flatMap((entry) => importsOf(entry)),
    ],
    importsOf,
  ).filter((path) => !entryPaths.has(path));

  const deferred = [
    AFTER_FIRST_CONTENTFUL_PAINT,
    `for (const module of ${JSON.stringify(modules)}) {`,
    "  await import(module);",
    `  ${YIELD}`,
    "}",
    `const [${bindings.join(", ")}] = await Promise.all([${specifiers
      .map((specifier) => `import(${specifier})`)
      .join(", ")}]);`,
    ...rest,
  ].join("\n");
  if (!HEAD.test(html)) throw new Error("No <head> to record early taps from");
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(HEAD, () => `<head>${EARLY_TAPS}`)
    .replace(whole, () => `${open}${deferred}${close}`);
}
