import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  CHARACTERS,
  FONTS_DIRECTORY,
  makeFonts,
  unicodeRange,
} from "./fonts.ts";

/** Every string of the site's typed content, however deep. */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object")
    return Object.values(value).flatMap(stringsOf);
  return [];
}

// Emoji are drawn by the system's colour emoji font, whatever the text font holds; format
// characters (the emoji joiner, the word joiner) are drawn by no font at all.
const NOT_DRAWN_BY_TEXT_FONTS = /\p{Extended_Pictographic}|\p{Cf}|\ufe0f/u;

describe("the web fonts", () => {
  it("are what `npm run fonts` makes, so the committed files can be regenerated", async () => {
    const { files, css } = await makeFonts();
    expect(await readFile(join(FONTS_DIRECTORY, "fonts.css"), "utf8")).toBe(
      css,
    );
    for (const [name, data] of files)
      expect(
        Buffer.compare(await readFile(join(FONTS_DIRECTORY, name)), data),
        `${name} differs from what npm run fonts makes`,
      ).toBe(0);
  }, 30_000);

  it("hold every character the shop writes", () => {
    const content = import.meta.glob("../app/content/*.ts", { eager: true });
    const written = new Set(
      Array.from(stringsOf(Object.values(content)).join("")),
    );
    const missing = [...written].filter(
      (char) =>
        !CHARACTERS.includes(char) && !NOT_DRAWN_BY_TEXT_FONTS.test(char),
    );
    expect(missing).toEqual([]);
  });

  it("declare their characters as runs of code points", () => {
    expect(unicodeRange("abcx ")).toBe("U+20, U+61-63, U+78");
  });
});
