import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { HERO } from "../app/content/copy.ts";
import { PAGES, socialCardPath } from "../app/content/pages.ts";
import { PRODUCTS } from "../app/content/products.ts";
import { ICONS } from "../app/content/site.ts";
import { TRUSTED_TYPES_POLICIES } from "../app/lib/trusted-types.ts";
import {
  listFiles,
  pagePaths,
  PUBLISHED_FOLDER,
  staticHostPath,
} from "../hosting/build-files.ts";
import {
  contentSecurityPolicy,
  HASHED_ASSETS_PREFIX,
  securityHeaders,
} from "../hosting/security-headers.ts";
import { BUILT_SITE_URL_FILE, siteUrlFromEnv } from "../hosting/site-url.ts";
import { robotsTxt, sitemapXml } from "./crawlers.ts";
import {
  netlifyHeaders,
  nginxCrossOriginResourcePolicy,
  nginxHeaders,
  nginxStrictTransportSecurity,
} from "./host-headers.ts";
import { nginxConnectionLimits } from "./nginx-limits.ts";
import { nginxPageMap } from "./nginx-pages.ts";
import { writeIcons } from "./icons.ts";
import { siteScriptHashes } from "./inline-script-hashes.ts";
import { withOtherPagesCode } from "./other-pages-code.ts";
import { holdScriptsUntilFirstPaint } from "./scripts-after-first-paint.ts";
import { writeServiceWorker } from "./service-worker-bundle.ts";
import {
  flattenPages,
  writeHeadersManifest,
  writeOriginFolder,
} from "./static-output.ts";
import { writeSocialCards } from "./social-cards.ts";
import { webManifest } from "./web-manifest.ts";

const SOCIAL_CARD_DESIGN = join(
  import.meta.dirname,
  "..",
  "design",
  "social-card.svg",
);

/**
 * Shapes React Router's pre-rendered output for static hosting:
 * - every page becomes a flat `x.html`, and the 404 page `404.html` (see `flattenPages`);
 * - React Router's scripts wait for the page's first paint (see `holdScriptsUntilFirstPaint`);
 * - each page lists the code the other pages need, which it fetches once idle
 *   (see `withOtherPagesCode`);
 * - the service worker keeps the release's pages and files for the shop to work offline
 *   (see `writeServiceWorker`), served, like every file outside `/assets/`, revalidated;
 * - what search engines, shares and installs read is made from the site's content: the social
 *   cards of every page and product, the icons, the web app manifest, the sitemap, robots.txt;
 * - the security headers, with a Content-Security-Policy that allows the pages' inline scripts
 *   by hash, are written for our server (`headers.json`), for nginx and for CDNs (`_headers`),
 *   with HSTS for nginx over TLS and for CDNs, and each file's Cross-Origin-Resource-Policy;
 * - so are the pages' paths, for nginx to redirect a page's path written another way, and
 *   npm start's limits on connections (hosting/connection-limits.ts), for nginx to share;
 * - the address it was made for is written beside them (`site-url.txt`), for `npm start` to
 *   rebuild when asked for another;
 * - `build/client` is what a CDN publishes; `build/origin`, what npm start and nginx serve, is
 *   the same site with the brotli and gzip copies of every compressible file beside it. A CDN
 *   compresses by itself, and would publish the copies as files of their own.
 */
export async function finalizeStaticBuild(buildDirectory: string) {
  const client = join(buildDirectory, PUBLISHED_FOLDER);
  const siteUrl = siteUrlFromEnv();
  await flattenPages(client);

  await writeSocialCards(SOCIAL_CARD_DESIGN, client, [
    ...Object.values(PAGES).map((page) => ({
      file: socialCardPath(page),
      title: page.name,
      subtitle: HERO.eyebrow.join(" · "),
    })),
    ...PRODUCTS.map((product) => ({
      file: socialCardPath({ card: product.id }),
      title: product.name,
      subtitle: product.image,
    })),
  ]);
  await writeIcons(client);
  await writeFile(
    join(client, ICONS.manifest),
    JSON.stringify(webManifest(), null, 2),
  );
  const pages = pagePaths(await listFiles(client));
  await writeFile(join(client, "sitemap.xml"), sitemapXml(siteUrl, pages));
  await writeFile(join(client, "robots.txt"), robotsTxt(siteUrl));

  const htmlPages = await withOtherPagesCode(
    await Promise.all(
      (await listFiles(client))
        .filter((file) => file.endsWith(".html"))
        .map(async (path) => ({
          path,
          html: holdScriptsUntilFirstPaint(
            await readFile(join(client, path), "utf8"),
            path,
          ),
        })),
    ),
    (path) => readFile(join(client, path), "utf8"),
  );
  for (const { path, html } of htmlPages)
    await writeFile(join(client, path), html);
  await writeServiceWorker(client);

  const files = await listFiles(client);
  // One policy for the whole site: every page's inline scripts are ours, and one header is
  // what a CDN rule or an nginx server block can carry.
  const headers = securityHeaders(
    contentSecurityPolicy(siteScriptHashes(htmlPages), TRUSTED_TYPES_POLICIES),
  );
  // Each file's Cache-Control goes by the path a static host serves it at.
  const revalidated = files
    .filter((file) => !file.startsWith(HASHED_ASSETS_PREFIX))
    .map(staticHostPath);
  await writeFile(
    join(client, "_headers"),
    netlifyHeaders(headers, revalidated),
  );

  await writeOriginFolder(buildDirectory);
  await mkdir(join(buildDirectory, "nginx"), { recursive: true });
  await writeFile(
    join(buildDirectory, "nginx", "security-headers.conf"),
    nginxHeaders(headers),
  );
  await writeFile(
    join(buildDirectory, "nginx", "hsts.conf"),
    nginxStrictTransportSecurity("tls"),
  );
  await writeFile(
    join(buildDirectory, "nginx", "hsts-behind-proxy.conf"),
    nginxStrictTransportSecurity("behind-proxy"),
  );
  await writeFile(
    join(buildDirectory, "nginx", "cross-origin-resource-policy.conf"),
    nginxCrossOriginResourcePolicy(files),
  );
  await writeFile(
    join(buildDirectory, "nginx", "pages.conf"),
    nginxPageMap(pages),
  );
  const limits = nginxConnectionLimits();
  await writeFile(
    join(buildDirectory, "nginx", "worker-connections.conf"),
    limits.events,
  );
  await writeFile(
    join(buildDirectory, "nginx", "connection-limits.conf"),
    limits.http,
  );
  await writeFile(join(buildDirectory, BUILT_SITE_URL_FILE), siteUrl);
  await writeHeadersManifest(buildDirectory, headers);
}
