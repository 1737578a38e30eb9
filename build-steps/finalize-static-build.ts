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

type Page = { path: string; html: string };

/**
 * Shapes React Router's pre-rendered output (`build/client`) for static hosting, and writes what
 * each host needs to serve it: React Router's `buildEnd` calls it (react-router.config.ts). The
 * steps run in the order below, one line each; the comment above a step says what it needs from
 * the steps before it, and what it passes on is a value handed down (`paths`, `pages`, `files`,
 * `headers`). `build/client` is what a CDN publishes; `build/origin`, what npm start and nginx
 * serve, is the same site with the brotli and gzip copies of every compressible file beside it:
 * a CDN compresses by itself, and would publish the copies as files of their own.
 */
export async function finalizeStaticBuild(buildDirectory: string) {
  const client = join(buildDirectory, PUBLISHED_FOLDER);
  const siteUrl = siteUrlFromEnv();

  // 1. Flat pages: `x/index.html` becomes `x.html`, the 404 page `404.html`.
  await flattenPages(client);
  // 2. Social cards, icons and the web app manifest, from the site's content.
  await writeCardsIconsAndManifest(client);
  // 3. Sitemap and robots.txt: need the flat pages (1), whose paths they list.
  const paths = await writeSitemapAndRobots(client, siteUrl);
  // 4. Scripts held until the first paint, on every page, in memory: need the flat pages (1).
  const heldPages = await holdScriptsOnEveryPage(client);
  // 5. Each page's list of the other pages' code, then the pages written: need the held pages (4).
  const pages = await writePagesWithOtherPagesCode(client, heldPages);
  // 6. The service worker's bundle: needs every file final (1 to 5), as its precache hashes them.
  const files = await bundleServiceWorker(client);
  // 7. The CDNs' headers (`_headers`): need the pages' inline scripts (5), hashed for the CSP,
  //    and every file (6), for its cache rule.
  const headers = await writeCdnHeaders(client, pages, files);
  // 8. The origin folder, with compressed copies: needs every published file final (1 to 6);
  //    `_headers` (7) is for CDNs alone, and stays out.
  await writeOriginFolder(buildDirectory);
  // 9. nginx's files: need the headers (7), every file (6) and the pages' paths (3).
  await writeNginxFiles(buildDirectory, headers, files, paths);
  // 10. The address the build was made for, and the headers for npm start: need the headers (7).
  await writeSiteUrlAndHeadersManifest(buildDirectory, siteUrl, headers);
}

/**
 * What shares and installs show, made from the site's content: a social card for each page and
 * product, the icons, and the web app manifest.
 */
async function writeCardsIconsAndManifest(client: string) {
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
}

/** Writes the sitemap and robots.txt at the site's address; returns the pages' paths. */
async function writeSitemapAndRobots(client: string, siteUrl: string) {
  const paths = pagePaths(await listFiles(client));
  await writeFile(join(client, "sitemap.xml"), sitemapXml(siteUrl, paths));
  await writeFile(join(client, "robots.txt"), robotsTxt(siteUrl));
  return paths;
}

/** Every page of the published folder with React Router's scripts held until its first paint. */
async function holdScriptsOnEveryPage(client: string): Promise<Page[]> {
  return Promise.all(
    (await listFiles(client))
      .filter((file) => file.endsWith(".html"))
      .map(async (path) => ({
        path,
        html: holdScriptsUntilFirstPaint(
          await readFile(join(client, path), "utf8"),
          path,
        ),
      })),
  );
}

/**
 * Adds to each page the code the other pages need, which it fetches once idle, and writes the
 * pages; returns them as written.
 */
async function writePagesWithOtherPagesCode(
  client: string,
  heldPages: readonly Page[],
) {
  const pages = await withOtherPagesCode(heldPages, (path) =>
    readFile(join(client, path), "utf8"),
  );
  for (const { path, html } of pages) await writeFile(join(client, path), html);
  return pages;
}

/**
 * Writes the service worker's bundle (`/sw.js`), which keeps the release's pages and files for the
 * shop to work offline, served like every file outside `/assets/`, revalidated. Returns every
 * file of the published folder, final from here on.
 */
async function bundleServiceWorker(client: string) {
  await writeServiceWorker(client);
  return listFiles(client);
}

/**
 * Writes `_headers` for CDNs: the security headers, with HSTS, and each file's Cache-Control and
 * Cross-Origin-Resource-Policy. Returns the security headers, which every host sends.
 */
async function writeCdnHeaders(
  client: string,
  pages: readonly Page[],
  files: readonly string[],
) {
  // One policy for the whole site: every page's inline scripts are ours, and one header is
  // what a CDN rule or an nginx server block can carry.
  const headers = securityHeaders(
    contentSecurityPolicy(siteScriptHashes(pages), TRUSTED_TYPES_POLICIES),
  );
  // Each file's Cache-Control goes by the path a static host serves it at.
  const revalidated = files
    .filter((file) => !file.startsWith(HASHED_ASSETS_PREFIX))
    .map(staticHostPath);
  await writeFile(
    join(client, "_headers"),
    netlifyHeaders(headers, revalidated),
  );
  return headers;
}

/**
 * What `deploy/nginx.conf` includes from `build/nginx/`: the security headers, HSTS over TLS and
 * behind a proxy, each file's Cross-Origin-Resource-Policy, the pages' paths (for nginx to
 * redirect a page's path written another way), and npm start's limits on connections
 * (hosting/connection-limits.ts), for nginx to share.
 */
async function writeNginxFiles(
  buildDirectory: string,
  headers: Record<string, string>,
  files: readonly string[],
  paths: readonly string[],
) {
  const nginx = join(buildDirectory, "nginx");
  const limits = nginxConnectionLimits();
  await mkdir(nginx, { recursive: true });
  await writeFile(join(nginx, "security-headers.conf"), nginxHeaders(headers));
  await writeFile(
    join(nginx, "hsts.conf"),
    nginxStrictTransportSecurity("tls"),
  );
  await writeFile(
    join(nginx, "hsts-behind-proxy.conf"),
    nginxStrictTransportSecurity("behind-proxy"),
  );
  await writeFile(
    join(nginx, "cross-origin-resource-policy.conf"),
    nginxCrossOriginResourcePolicy(files),
  );
  await writeFile(join(nginx, "pages.conf"), nginxPageMap(paths));
  await writeFile(join(nginx, "worker-connections.conf"), limits.events);
  await writeFile(join(nginx, "connection-limits.conf"), limits.http);
}

/**
 * Writes the address the build was made for (`site-url.txt`), for npm start to rebuild when asked
 * for another, then the headers npm start sends (`headers.json`). The manifest comes last: npm
 * start takes it as the sign of a complete build.
 */
async function writeSiteUrlAndHeadersManifest(
  buildDirectory: string,
  siteUrl: string,
  headers: Record<string, string>,
) {
  await writeFile(join(buildDirectory, BUILT_SITE_URL_FILE), siteUrl);
  await writeHeadersManifest(buildDirectory, headers);
}
