import { APP_ERROR } from "~/content/copy";
import { PATHS } from "~/content/site";
import { buttonVariants } from "~/components/ui/button";
import { errorDetails } from "~/lib/error-details";

/** The root error screen: never a blank page, and a way back that works even if the app does not. */
export function AppError({ error }: { error: unknown }) {
  return (
    <main className="grid min-h-screen place-items-center px-5 py-16">
      <title>{APP_ERROR.documentTitle}</title>
      <div className="max-w-lg rounded-3xl border border-lagoon-100 bg-white p-10 text-center shadow-card">
        <h1 className="font-display text-3xl font-semibold text-ink">
          {APP_ERROR.title}
        </h1>
        <p className="mt-4 text-muted">
          {errorDetails(error) ?? APP_ERROR.fallback}
        </p>
        {/* A full page load: the app that failed should not be trusted to navigate. */}
        <a href={PATHS.home} className={buttonVariants({ className: "mt-8" })}>
          {APP_ERROR.home}
        </a>
      </div>
    </main>
  );
}
