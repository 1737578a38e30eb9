import { ArrowDown } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { HERO } from "~/content/copy";
import { sectionHref, SECTIONS } from "~/content/site";
import { showNotBuiltToast } from "~/features/toast/notices";
import { HeroArt } from "./hero-art";

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--color-lagoon-100),transparent_60%)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-5 pt-14 pb-20 sm:px-8 md:grid-cols-[1.1fr_1fr] md:pt-20 md:pb-28">
        <div>
          {/* A line breaks between two phrases, never inside one; the dot before the phrase
              that starts a line falls outside the clipping box, to its left. */}
          <div className="overflow-hidden">
            <p className="-ml-6 flex flex-wrap text-xs font-semibold tracking-[0.2em] text-lagoon-700 uppercase">
              {HERO.eyebrow.map((phrase) => (
                <span
                  key={phrase}
                  className="relative pl-6 whitespace-nowrap before:absolute before:left-2.5 before:content-['·'_/_'']"
                >
                  {phrase}
                </span>
              ))}
            </p>
          </div>
          <h1
            id="hero-title"
            className="mt-5 font-display text-5xl leading-[1.05] font-semibold tracking-tight text-ink sm:text-6xl"
          >
            {HERO.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted">
            {HERO.lead}
          </p>
          <div className="mt-9 flex flex-wrap gap-3">
            <Link
              to={sectionHref(SECTIONS.products)}
              className={buttonVariants({ size: "lg" })}
            >
              {HERO.shopNow}
              <ArrowDown aria-hidden="true" />
            </Link>
            <Button variant="secondary" size="lg" onClick={showNotBuiltToast}>
              {HERO.learnMore}
            </Button>
          </div>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}
