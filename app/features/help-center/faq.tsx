import { ChevronDown } from "lucide-react";
import { FAQ } from "~/content/faq";
import { keepNumbersWithUnits } from "~/lib/keep-numbers-with-units";

/** The FAQ the bot points to: native disclosure widgets, readable without JavaScript. */
export function Faq() {
  return (
    <section id={FAQ.id} aria-labelledby="faq-title">
      <h2
        id="faq-title"
        className="font-display text-3xl font-semibold text-ink"
      >
        {FAQ.title}
      </h2>
      <p className="mt-2 text-muted">{FAQ.lead}</p>
      <div className="mt-6 divide-y divide-lagoon-100 overflow-hidden rounded-3xl border border-lagoon-100 bg-white shadow-card">
        {FAQ.entries.map((entry) => (
          <details key={entry.question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 focus-ring-inset px-6 py-5 font-medium text-ink transition-colors hover:bg-lagoon-50/60 [&::-webkit-details-marker]:hidden">
              {entry.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-lagoon-600 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="px-6 pb-5 leading-relaxed text-muted">
              {keepNumbersWithUnits(entry.answer)}
            </p>
          </details>
        ))}
      </div>
    </section>
  );
}
