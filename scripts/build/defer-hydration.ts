/**
 * Moves React Router's scripts off the first paint of a pre-rendered page. The HTML is complete
 * and styled without them, so the browser should spend the network and the CPU on that first:
 * - the `<link rel="modulepreload">` tags go (they would fetch every module at high priority,
 *   ahead of the page's own stylesheet and fonts; React adds them back once it runs);
 * - the inline module script, which statically imports the route modules and then the entry,
 *   waits for the first frame to be painted, then imports them all at once.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/?>/g;
const MODULE_SCRIPT = /(<script type="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const SIDE_EFFECT_IMPORT = /^\s*import ("[^"]+");\s*$/;
const NAMESPACE_IMPORT = /^\s*import \* as (\w+) from ("[^"]+");\s*$/;
const AFTER_FIRST_PAINT =
  "await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));";

export function deferHydration(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) throw new Error("No React Router module script to defer in this page");
  const [whole, open = "", code = "", close = ""] = script;

  const bindings: string[] = [];
  const specifiers: string[] = [];
  const rest: string[] = [];
  for (const line of code.split("\n")) {
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line);
    const namespace = NAMESPACE_IMPORT.exec(line);
    if (sideEffect?.[1]) {
      bindings.push("");
      specifiers.push(sideEffect[1]);
    } else if (namespace?.[1] && namespace[2]) {
      bindings.push(namespace[1]);
      specifiers.push(namespace[2]);
    } else if (line.trim() !== "") {
      rest.push(line.trim());
    }
  }
  if (rest.some((line) => /^import\s/.test(line))) {
    throw new Error(`React Router's module script has an import this build cannot defer:\n${code}`);
  }

  const deferred = [
    AFTER_FIRST_PAINT,
    `const [${bindings.join(", ")}] = await Promise.all([${specifiers
      .map((specifier) => `import(${specifier})`)
      .join(", ")}]);`,
    ...rest,
  ].join("\n");
  return html.replace(MODULE_PRELOAD, "").replace(whole, `${open}${deferred}${close}`);
}
