import type { Locator } from "@playwright/test";

export const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The text as the page shows it, where a word joiner (U+2060, drawn as nothing) may follow a
 * hyphen to hold a number to its unit ("6-month").
 */
export const asShown = (text: string) =>
  new RegExp(escapeRegExp(text).replaceAll("-", "-\u2060?"));

/** Where a hyphen holds a number to its unit ("22-gallon"), after a word joiner (U+2060). */
const NUMBER_WITH_UNIT = /[\d.]+-\u2060?\p{L}+|\d+ \p{L}+/gu;

/**
 * Each number with its unit in an element's text, as written without word joiners, with the
 * number of lines it is drawn on.
 */
export const linesOfNumbersWithUnits = (element: Locator) =>
  element.evaluate(
    (node, { source, flags }) => {
      const text = node.firstChild as Text;
      return [...text.data.matchAll(new RegExp(source, flags))].map((match) => {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = new Set(
          [...range.getClientRects()].map(({ top }) => Math.round(top)),
        );
        return { text: match[0].replace("\u2060", ""), lines: lines.size };
      });
    },
    { source: NUMBER_WITH_UNIT.source, flags: NUMBER_WITH_UNIT.flags },
  );

/** How many lines an element's text is drawn on. */
export const linesOf = async (element: Locator) => {
  await element.waitFor();
  const [lines] = await linesOfEach(element);
  if (lines === undefined) throw new Error("No element to count lines of");
  return lines.lines;
};

/** `linesOf` each element the locator finds, with its text, at once. */
export const linesOfEach = (elements: Locator) =>
  elements.evaluateAll((nodes) =>
    nodes.map((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      const tops = [...range.getClientRects()].map(({ top }) =>
        Math.round(top),
      );
      return { text: node.textContent, lines: new Set(tops).size };
    }),
  );
