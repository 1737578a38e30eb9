/**
 * The shop's four pages on the bare stack, for the moves between them (bench/navigation.ts): a
 * header that links home and a footer that links the other pages, named as the shop's are,
 * around each page's copy in plain markup. No Radix: a move between pages uses none of it.
 */
import { Link, Outlet, ScrollRestoration } from "react-router";
import { LAYOUT } from "../../../../app/content/copy";
import { BRAND, FOOTER_COLUMNS } from "../../../../app/content/site";

/** Where the floor serves them: its own / is the interactions'. */
export const SITE = "/site";

/** The footer's links to pages, without those to a section of the home page. */
const PAGE_LINKS = FOOTER_COLUMNS.flatMap(({ links }) => links).flatMap(
  (link) => ("to" in link && !link.to.includes("#") ? [link] : []),
);

export default function SiteShell() {
  return (
    <>
      <header>
        <Link to={SITE} aria-label={LAYOUT.homeLink}>
          {BRAND}
        </Link>
      </header>
      <main>
        <Outlet />
      </main>
      <footer>
        <ul>
          {PAGE_LINKS.map(({ label, to }) => (
            <li key={to}>
              <Link to={`${SITE}${to}`}>{label}</Link>
            </li>
          ))}
        </ul>
      </footer>
      {/* As in React Router's template and the shop: each new page opens at its top. */}
      <ScrollRestoration />
    </>
  );
}
