import { clsx } from "clsx";
import type { ReactNode } from "react";
import { keepNumbersWithUnits } from "~/lib/keep-numbers-with-units";

/** A home page section that the header links to: a centred title and lead, then its content. */
export function HomeSection({
  id,
  title,
  lead,
  className,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  className?: string;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={clsx("py-20 sm:py-28", className)}
    >
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id={titleId}
            className="font-display text-3xl font-semibold tracking-tight text-ink sm:text-4xl"
          >
            {title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted">
            {keepNumbersWithUnits(lead)}
          </p>
        </div>
        {children}
      </div>
    </section>
  );
}
