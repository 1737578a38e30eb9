import { NOT_FOUND_PRERENDER_PATH, PATHS } from "~/content/site";

/**
 * What the service worker answers with no connection: the pages it keeps, each at its path
 * (`/warranty`), as the servers serve them. The build keeps these, and the 404 page at the path
 * it is pre-rendered from (`precacheEntries` in build-steps/service-worker-bundle.ts).
 */
const PAGES: ReadonlySet<string> = new Set(Object.values(PATHS));

/** The page the worker keeps for a page's address: the page itself, or else the 404 page. */
export function offlinePageUrl(url: string): string {
  const { pathname } = new URL(url);
  return PAGES.has(pathname) ? pathname : NOT_FOUND_PRERENDER_PATH;
}

/**
 * Whether the precache may keep a response it fetched: a successful one, and the 404 page with
 * the 404 status every server but Cloudflare's answers it with (any unknown path does). Anything
 * else stops the worker's install, rather than keep a release with a page missing.
 */
export function keepInPrecache(
  request: Request,
  response: Response,
): Response | null {
  const notFoundPage =
    new URL(request.url).pathname === NOT_FOUND_PRERENDER_PATH &&
    response.status === 404;
  return response.ok || notFoundPage ? response : null;
}
