import type { RouteConfigEntry } from "@react-router/dev/routes";
import { PAGES, type PageInfo } from "./content/pages.ts";
import routes from "./routes.ts";

/**
 * Every page of the shop, read from the route table (app/routes.ts) with its content from
 * app/content/pages.ts: the one list that the tests and the bench take their pages from, so
 * that a page added to the routes is tested and measured without another list to edit. The
 * build takes the same pages from the files React Router pre-renders from these routes.
 */
export type SitePage = PageInfo & { path: string };

/** The paths of a route table's pages: the index at `/`, the catch-all (the 404 page) left out. */
export function routePaths(table: readonly RouteConfigEntry[]): string[] {
  return table.flatMap((entry) => {
    // Nested routes would make a page's path the join of its parents': none is needed yet, and
    // reading them wrong would leave a page untested without a word.
    if (entry.children?.length)
      throw new Error(`A route with child routes: ${entry.file}`);
    if (entry.index) return ["/"];
    if (entry.path === undefined || entry.path === "*") return [];
    return [`/${entry.path}`];
  });
}

/** A route's page as the content describes it; a route without one fails every test at once. */
function pageAt(path: string): SitePage {
  const page = Object.values(PAGES).find((info) => info.path === path);
  if (!page?.path)
    throw new Error(`The route ${path} has no page in app/content/pages.ts`);
  return { ...page, path: page.path };
}

export const SITE_PAGES: readonly SitePage[] = routePaths(routes).map(pageAt);
