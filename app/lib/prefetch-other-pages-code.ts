/**
 * The id of the data block in every pre-rendered page that lists the code the site's other pages
 * need and this one does not load (build-steps/other-pages-code.ts writes it): JSON, an array
 * of the site's paths, `/assets/warranty-….js`.
 */
export const OTHER_PAGES_CODE_ID = "other-pages-code";

/**
 * Fetches the other pages' code ahead, at low priority, into the browser's module map: a move to
 * another page then imports a module that is already there. A module preload that fails does
 * nothing more than fail: React Router's import at the tap asks again. Its own prefetching
 * (`<Link prefetch>`) would not do: it imports through the loader that reloads the page when a
 * module cannot be had, so a pointer resting on a link with no connection would reload the page
 * and lose the cart (docs/decisions/116-other-pages-ahead-and-offline.md).
 *
 * Resolves once every file has loaded or failed.
 */
export function prefetchOtherPagesCode(document: Document): Promise<void> {
  const block = document.getElementById(OTHER_PAGES_CODE_ID);
  const paths = JSON.parse(block?.textContent || "[]") as string[];
  return Promise.all(
    paths.map(
      (path) =>
        new Promise<void>((settle) => {
          const link = document.createElement("link");
          // Stylesheets are fetched for the HTTP cache; scripts are modules, parsed as well.
          link.rel = path.endsWith(".css") ? "prefetch" : "modulepreload";
          link.href = path;
          link.fetchPriority = "low";
          link.onload = link.onerror = () => settle();
          document.head.append(link);
        }),
    ),
  ).then(() => undefined);
}
