import { PAGES } from "../app/content/pages.ts";
import { BRAND, BRAND_COLORS, ICONS, PATHS } from "../app/content/site.ts";

/** The web app manifest: how the shop looks once installed on a phone or a desktop. */
export function webManifest() {
  return {
    name: BRAND,
    short_name: BRAND,
    description: PAGES.home.description,
    lang: "en",
    start_url: PATHS.home,
    scope: PATHS.home,
    display: "standalone",
    theme_color: BRAND_COLORS.theme,
    background_color: BRAND_COLORS.background,
    icons: ICONS.app.map(({ path, size, purpose }) => ({
      src: path,
      sizes: `${size}x${size}`,
      type: "image/png",
      purpose,
    })),
  };
}
