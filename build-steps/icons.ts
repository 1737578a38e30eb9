import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { BRAND_COLORS, ICONS } from "../app/content/site.ts";
import { renderPng } from "./render-png.ts";

/** The favicon on an opaque square, inset by `inset` of its size on each side. */
function onSquare(iconSvg: string, inset: number) {
  const image = `data:image/svg+xml;base64,${Buffer.from(iconSvg).toString("base64")}`;
  const side = 100 - 2 * inset;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect width="100" height="100" fill="${BRAND_COLORS.theme}"/>
  <image href="${image}" x="${inset}" y="${inset}" width="${side}" height="${side}"/>
</svg>`;
}

/**
 * Renders the one SVG favicon into every PNG size asked for: the favicon fallback, the
 * apple-touch icon (iOS wants an opaque square), and the web app manifest's icons, the maskable
 * one with its mark inside the safe zone (the central 80 %) that launchers crop to.
 */
export async function writeIcons(client: string) {
  const favicon = await readFile(join(client, ICONS.svg), "utf8");
  const icons = [
    { path: ICONS.png.path, size: ICONS.png.size, svg: favicon },
    {
      path: ICONS.appleTouch.path,
      size: ICONS.appleTouch.size,
      svg: onSquare(favicon, 10),
    },
    ...ICONS.app.map(({ path, size, purpose }) => ({
      path,
      size,
      svg: purpose === "maskable" ? onSquare(favicon, 20) : favicon,
    })),
  ];
  await Promise.all(
    icons.map(async ({ path, size, svg }) => {
      await mkdir(dirname(join(client, path)), { recursive: true });
      await writeFile(join(client, path), renderPng(svg, size));
    }),
  );
}
