import { NOT_FOUND_PRERENDER_PATH } from "~/content/site";

/**
 * The page the worker keeps for a page's address, with no connection: the page itself, or else
 * the 404 page. `pages` are the pages this release's precache holds, each at its path
 * (`/warranty`), as the servers serve them: the build writes them into the worker beside the
 * precache (`writeServiceWorker` in build-steps/service-worker-bundle.ts), from the same files, so a
 * page the build pre-renders opens offline without a list of pages kept by hand.
 */
export function offlinePageUrl(
  url: string,
  pages: ReadonlySet<string>,
): string {
  const { pathname } = new URL(url);
  return pages.has(pathname) ? pathname : NOT_FOUND_PRERENDER_PATH;
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
