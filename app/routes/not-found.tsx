import { Link } from "react-router";
import type { Route } from "./+types/not-found";
import { buttonVariants } from "~/components/ui/button";
import { NOT_FOUND } from "~/content/copy";
import { PAGES } from "~/content/pages";
import { PATHS } from "~/content/site";
import { pageMeta } from "~/lib/page-meta";

export const meta: Route.MetaFunction = () => pageMeta(PAGES.notFound);

/** Every path that is not a page. The server sends it with status 404. */
export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-5 py-24 text-center sm:py-32">
      <p
        aria-hidden="true"
        className="font-display text-8xl font-semibold text-lagoon-500"
      >
        404
      </p>
      <h1 className="mt-4 font-display text-4xl font-semibold tracking-tight text-ink">
        {NOT_FOUND.title}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">
        {NOT_FOUND.text}
      </p>
      <Link
        to={PATHS.home}
        className={buttonVariants({ size: "lg", className: "mt-10" })}
      >
        {NOT_FOUND.home}
      </Link>
    </div>
  );
}
