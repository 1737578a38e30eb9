import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { escapeXml } from "./escape-xml.ts";
import { renderPng } from "./render-png.ts";

/** What fits on a line of the card's title, in Fraunces at 68 px, beside the tank. */
const TITLE_LINE_LENGTH = 21;

export type SocialCard = { file: string; title: string; subtitle: string };

/** Splits a title into at most two lines, at spaces, the first as full as it can be. */
export function wrapTitle(
  title: string,
  lineLength = TITLE_LINE_LENGTH,
): [string, string] {
  const words = title.split(" ");
  let first = "";
  while (words.length > 0) {
    const next = first ? `${first} ${words[0]}` : (words[0] ?? "");
    if (first && next.length > lineLength) break;
    first = next;
    words.shift();
  }
  return [first, words.join(" ")];
}

/** The card's SVG design with a page's texts filled in. */
export function fillCard(
  template: string,
  { title, subtitle }: Omit<SocialCard, "file">,
) {
  const [first, second] = wrapTitle(title);
  const values: Record<string, string> = {
    "title-1": escapeXml(first),
    "title-2": escapeXml(second),
    subtitle: escapeXml(subtitle),
    // The subtitle follows the title, one line lower when the title takes two.
    "subtitle-y": second ? "450" : "368",
  };
  return template.replace(
    /\{\{([a-z0-9-]+)\}\}/g,
    (placeholder, name: string) => {
      const value = values[name];
      if (value === undefined)
        throw new Error(`The card has an unknown ${placeholder}`);
      return value;
    },
  );
}

/** Renders each card from the design, as a PNG under the build's client folder. */
export async function writeSocialCards(
  designFile: string,
  client: string,
  cards: readonly SocialCard[],
) {
  const template = await readFile(designFile, "utf8");
  await Promise.all(
    cards.map(async ({ file, ...texts }) => {
      const path = join(client, file);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, renderPng(fillCard(template, texts)));
    }),
  );
}
