import { clsx } from "clsx";
import { keepNumbersWithUnits } from "~/lib/keep-numbers-with-units";

/** The centred title and lead that open each home page section. */
export function SectionHeading({
  id,
  title,
  lead,
  className,
}: {
  id: string;
  title: string;
  lead: string;
  className?: string;
}) {
  return (
    <div className={clsx("mx-auto max-w-2xl text-center", className)}>
      <h2
        id={id}
        className="font-display text-3xl font-semibold tracking-tight text-balance text-ink sm:text-4xl"
      >
        {title}
      </h2>
      <p className="mt-4 text-lg leading-relaxed text-pretty text-muted">
        {keepNumbersWithUnits(lead)}
      </p>
    </div>
  );
}
