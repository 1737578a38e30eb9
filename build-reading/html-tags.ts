import { type DefaultTreeAdapterTypes, parse, serialize } from "parse5";
import { HELD_MODULE_SCRIPT_TYPE } from "../app/lib/page-start.ts";

/**
 * The elements of a built page that the build and the bench read (scripts, links), as the
 * browser's own HTML parser finds them (parse5 implements the standard's parsing). One reading
 * for all: the CSP's hashes, the size budget and the bench's script-free pages must agree on
 * what a script is.
 */

export type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/**
 * Script types the page runs: a browser's, and the module script that the page starts itself
 * after its first paint (scripts-after-first-paint.ts). Others (JSON-LD, import maps) are data,
 * which CSP leaves alone.
 */
const JAVASCRIPT_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  HELD_MODULE_SCRIPT_TYPE,
]);

export type Tag = { attributes: Map<string, string>; body: string };

const isElement = (node: ParentNode["childNodes"][number]): node is Element =>
  "tagName" in node;

/** Every element in the tree, in document order, with the parent that holds it. */
export function* elements(
  parent: ParentNode,
): Generator<{ element: Element; parent: ParentNode }> {
  for (const node of parent.childNodes) {
    if (!isElement(node)) continue;
    yield { element: node, parent };
    yield* elements(node);
  }
}

export const tagOf = (element: Element): Tag => ({
  attributes: new Map(element.attrs.map(({ name, value }) => [name, value])),
  body: element.childNodes
    .map((node) => ("value" in node ? node.value : ""))
    .join(""),
});

const tags = (html: string, tagName: string) =>
  [...elements(parse(html))]
    .filter(({ element }) => element.tagName === tagName)
    .map(({ element }) => tagOf(element));

export const scriptElements = (html: string) => tags(html, "script");
export const linkElements = (html: string) => tags(html, "link");
export const styleElements = (html: string) => tags(html, "style");

/** Whether the browser runs the script's own text: no `src`, and a type that is code. */
export const isInlineCode = ({ attributes }: Tag) =>
  !attributes.has("src") &&
  JAVASCRIPT_TYPES.has((attributes.get("type") ?? "").toLowerCase());

/** The link's `rel` keywords, in lower case. */
export const relOf = ({ attributes }: Tag) =>
  (attributes.get("rel") ?? "").toLowerCase().split(/\s+/);

/** Whether the element is a `<link rel="modulepreload">`. */
export const isModulePreload = (element: Element) =>
  element.tagName === "link" && relOf(tagOf(element)).includes("modulepreload");

/**
 * The page as it would be without JavaScript: every `<script>` element (inline, external and
 * data blocks such as JSON-LD alike) and every `<link rel="modulepreload">` removed, nothing
 * else.
 */
export function withoutScripts(html: string): string {
  const document = parse(html);
  const removed = [...elements(document)].filter(
    ({ element }) => element.tagName === "script" || isModulePreload(element),
  );
  for (const found of removed) remove(found);
  return serialize(document);
}

/** Takes an element (as `elements` gives it) out of its document. */
export function remove({
  element,
  parent,
}: {
  element: Element;
  parent: ParentNode;
}) {
  parent.childNodes.splice(parent.childNodes.indexOf(element), 1);
}
