/**
 * The address the site is published at, from `SITE_URL` at build time. Canonical links, social
 * cards, structured data and the sitemap need absolute URLs. The default is where `npm start`
 * serves the site, so that a local build is right about itself; a deployment sets its own.
 */
export const DEFAULT_SITE_URL = "http://localhost:3000";

/** Beside the build's `client/` folder, the address it was made for: `npm start` compares. */
export const BUILT_SITE_URL_FILE = "site-url.txt";

export function siteUrlFromEnv(value = process.env.SITE_URL): string {
  const url = new URL(value?.trim() || DEFAULT_SITE_URL);
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`SITE_URL must be an http(s) address, not ${url.href}`);
  }
  if (url.search || url.hash) {
    throw new Error(
      `SITE_URL must not carry a query or a fragment: ${url.href}`,
    );
  }
  // No trailing slash, so that the site URL and a path join into one slash.
  return url.href.replace(/\/+$/, "");
}
