import { Resvg } from "@resvg/resvg-js";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** The site's typefaces, Fraunces and Inter, in the TrueType form resvg reads. */
const FONT_FILES = [
  require.resolve("@expo-google-fonts/fraunces/600SemiBold/Fraunces_600SemiBold.ttf"),
  require.resolve("@expo-google-fonts/inter/500Medium/Inter_500Medium.ttf"),
];

/** Renders an SVG to PNG, at its own size or scaled to `width`; never with the machine's fonts. */
export function renderPng(svg: string, width?: number) {
  return new Resvg(svg, {
    font: {
      fontFiles: FONT_FILES,
      loadSystemFonts: false,
      defaultFontFamily: "Inter",
    },
    ...(width && { fitTo: { mode: "width", value: width } }),
  })
    .render()
    .asPng();
}
