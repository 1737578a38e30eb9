import { parse, serialize } from "parse5";
import { HELD_MODULE_SCRIPT_TYPE } from "../app/lib/page-start.ts";
import {
  elements,
  isModulePreload,
  remove,
  tagOf,
} from "../build-reading/html-tags.ts";

/**
 * Keeps React Router's scripts off a pre-rendered page's first paint, read and written with an
 * HTML parser, its scripts' text untouched:
 * - each `<link rel="modulepreload">` goes: <Scripts /> writes one per module of the page, and
 *   the browser fetches them at high priority, beside the stylesheet and the fonts that the first
 *   paint waits for;
 * - the inline module script, which imports the page's modules and hydrates it, gets a type the
 *   browser does not run; the page's own script (app/lib/page-start.ts) runs it
 *   once the page has painted its content.
 * Each page must have exactly one inline module script, as React Router writes them today:
 * otherwise the build stops, rather than ship pages that never hydrate.
 */
export function holdScriptsUntilFirstPaint(html: string, page: string): string {
  const document = parse(html);
  const all = [...elements(document)];
  const moduleScripts = all.filter(({ element }) => {
    if (element.tagName !== "script") return false;
    const { attributes } = tagOf(element);
    return (
      attributes.get("type")?.toLowerCase() === "module" &&
      !attributes.has("src")
    );
  });
  const [moduleScript] = moduleScripts;
  if (!moduleScript || moduleScripts.length > 1)
    throw new Error(
      `${page} has ${moduleScripts.length} inline module scripts, where React Router writes one that hydrates the page: has it changed how it writes pages?`,
    );
  for (const preload of all.filter(({ element }) => isModulePreload(element)))
    remove(preload);
  moduleScript.element.attrs = [
    ...moduleScript.element.attrs.filter(
      ({ name }) => name !== "type" && name !== "async",
    ),
    { name: "type", value: HELD_MODULE_SCRIPT_TYPE },
  ];
  return serialize(document);
}
