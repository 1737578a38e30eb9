import { Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { CALL_TO_ACTION } from "~/content/copy";
import { sectionHref, SECTIONS } from "~/content/site";
import { showNotBuiltToast } from "~/features/toast/notices";

export function CallToAction() {
  return (
    <section
      id={SECTIONS.contact}
      aria-labelledby="contact-title"
      className="mx-auto max-w-6xl px-5 pb-20 sm:px-8 sm:pb-28"
    >
      <div className="relative overflow-hidden rounded-[2rem] bg-lagoon-900 px-6 py-16 text-center text-white focus-ring-on-dark sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="absolute -bottom-40 -left-24 size-96 rounded-full border-[48px] border-white/5 forced-colors:hidden"
        />
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-16 size-72 rounded-full bg-lagoon-700/40 blur-2xl"
        />
        <div className="relative mx-auto max-w-2xl">
          <h2
            id="contact-title"
            className="font-display text-3xl font-semibold tracking-tight sm:text-4xl"
          >
            {CALL_TO_ACTION.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-lagoon-100">
            {CALL_TO_ACTION.lead}
          </p>
          <div className="mt-9 flex flex-wrap justify-center gap-3">
            <Link
              to={sectionHref(SECTIONS.products)}
              className={buttonVariants({ variant: "inverse", size: "lg" })}
            >
              {CALL_TO_ACTION.shopCollection}
            </Link>
            <Button
              variant="outlineInverse"
              size="lg"
              onClick={showNotBuiltToast}
            >
              {CALL_TO_ACTION.contactUs}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
