import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { LAYOUT } from "~/content/copy";
import { breadcrumbsTo, type PageInfo } from "~/content/pages";

/** The title band of the inner pages, with the trail back to the home page. */
export function PageHeader({
  page,
  lead,
}: {
  page: PageInfo & { path: string };
  lead: string;
}) {
  const breadcrumbs = breadcrumbsTo(page);
  return (
    <header className="relative overflow-hidden bg-lagoon-900 text-white focus-ring-on-dark">
      <div
        aria-hidden="true"
        className="absolute -top-32 -right-24 size-96 rounded-full border-[40px] border-white/5 forced-colors:hidden"
      />
      <div className="relative mx-auto max-w-6xl px-5 pt-10 pb-16 sm:px-8 sm:pt-12 sm:pb-20">
        <nav aria-label={LAYOUT.breadcrumb}>
          <ol className="flex flex-wrap items-center gap-1.5 text-sm text-lagoon-100">
            {breadcrumbs.map((crumb, index) =>
              index < breadcrumbs.length - 1 ? (
                <li key={crumb.path} className="flex items-center gap-1.5">
                  <Link
                    to={crumb.path}
                    className="rounded underline-offset-4 hover:text-white hover:underline"
                  >
                    {crumb.name}
                  </Link>
                  <ChevronRight
                    aria-hidden="true"
                    className="size-4 opacity-60"
                  />
                </li>
              ) : (
                <li key={crumb.path} aria-current="page" className="text-white">
                  {crumb.name}
                </li>
              ),
            )}
          </ol>
        </nav>
        <h1 className="mt-6 font-display text-4xl font-semibold tracking-tight sm:text-5xl">
          {page.name}
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-lagoon-100">
          {lead}
        </p>
      </div>
    </header>
  );
}
