/**
 * `npm run fonts`: makes the site's web fonts from the fontsource packages: a subset of the
 * characters the shop writes, and only the weights it uses (Fraunces at 600, Inter from 400 to
 * 600), which takes them from 85 kB to about 35 kB. Beside them, `fonts.css` declares the faces,
 * and fallback faces sized to match them (capsize), so that text never moves when they load.
 * The output is committed; a unit test checks it is what this script makes.
 */
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import fraunces from "@capsizecss/metrics/fraunces";
import inter from "@capsizecss/metrics/inter";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
export const FONTS_DIRECTORY = join(import.meta.dirname, "..", "app", "fonts");

/**
 * Printable ASCII, Latin-1 (accented letters for names and places), and the typographer's
 * punctuation the copy uses. A character outside falls back to the next font of the stack.
 */
export const CHARACTERS = [
  ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) => 0x20 + index),
  ...Array.from({ length: 0xff - 0xa0 + 1 }, (_, index) => 0xa0 + index),
  0x2013,
  0x2014,
  0x2018,
  0x2019,
  0x201c,
  0x201d,
  0x2022,
  0x2026,
  0x20ac,
  0x2122,
  0x2212,
]
  .map((code) => String.fromCodePoint(code))
  .join("");

const FONTS = [
  {
    family: "Inter",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    file: "inter-latin-400-600.woff2",
    axes: { wght: { min: 400, max: 600 } },
    weight: "400 600",
    metrics: inter,
    fallback: {
      metrics: arial,
      local: ["Arial", "ArialMT", "Liberation Sans", "Helvetica"],
    },
  },
  {
    family: "Fraunces",
    source:
      "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
    file: "fraunces-latin-600.woff2",
    axes: { wght: 600 },
    weight: "600",
    metrics: fraunces,
    fallback: {
      metrics: timesNewRoman,
      local: [
        "Times New Roman",
        "TimesNewRomanPSMT",
        "Liberation Serif",
        "Times",
      ],
    },
  },
] as const;

/** `U+20-7E, U+A0-FF, …` for the characters, as runs of consecutive code points. */
export function unicodeRange(characters: string) {
  const codes = [
    ...new Set(Array.from(characters, (char) => char.codePointAt(0) ?? 0)),
  ].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const code of codes) {
    const last = runs.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else runs.push([code, code]);
  }
  const hex = (code: number) => code.toString(16).toUpperCase();
  return runs
    .map(([start, end]) =>
      start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`,
    )
    .join(", ");
}

/** The font files and the CSS that declares them, as they should be in app/fonts. */
export async function makeFonts() {
  const files = new Map<string, Buffer>();
  const faces: string[] = [];
  for (const font of FONTS) {
    const source = await readFile(require.resolve(font.source));
    files.set(
      font.file,
      await subsetFont(source, CHARACTERS, {
        targetFormat: "woff2",
        variationAxes: font.axes,
      }),
    );
    faces.push(`@font-face {
  font-family: "${font.family}";
  font-style: normal;
  font-weight: ${font.weight};
  /* Used if it is there for the first paint, never swapped in later: nothing ever moves. */
  font-display: optional;
  src: url("./${font.file}") format("woff2");
  unicode-range: ${unicodeRange(CHARACTERS)};
}`);
    const [fallback] = createFontStack([
      font.metrics,
      font.fallback.metrics,
    ]).fontFaces.match(/@font-face \{[^}]*\}/g) ?? [""];
    faces.push(
      fallback.replace(
        /src: [^;]*;/,
        `src: ${font.fallback.local.map((name) => `local("${name}")`).join(", ")};`,
      ),
    );
  }
  const css = `/* Made by \`npm run fonts\` (scripts/fonts.ts): do not edit by hand. */\n\n${faces.join("\n\n")}\n`;
  return { files, css };
}

if (import.meta.main) {
  const { files, css } = await makeFonts();
  for (const [name, data] of files)
    await writeFile(join(FONTS_DIRECTORY, name), data);
  await writeFile(join(FONTS_DIRECTORY, "fonts.css"), css);
  console.log(
    `Wrote ${[...files.keys(), "fonts.css"].join(", ")} to app/fonts`,
  );
}
