import { escapeXml } from "./escape-xml.ts";

/** The sitemap of the pre-rendered pages, at the site's published address. */
export function sitemapXml(siteUrl: string, pagePaths: readonly string[]) {
  const urls = pagePaths.map(
    (path) => `  <url><loc>${escapeXml(siteUrl + path)}</loc></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join("\n")}
</urlset>
`;
}

/** Every crawler is welcome everywhere, and told where the sitemap is. */
export function robotsTxt(siteUrl: string) {
  return `User-agent: *
Allow: /

Sitemap: ${siteUrl}/sitemap.xml
`;
}
