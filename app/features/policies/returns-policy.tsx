import { RETURNS } from "~/content/policies";
import { PolicyAside } from "./policy-aside";

export function ReturnsPolicy() {
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-5 py-14 sm:px-8 lg:grid-cols-[1fr_20rem]">
      <div className="space-y-12">
        <ul className="grid gap-4 sm:grid-cols-3">
          {RETURNS.highlights.map((highlight) => (
            <li
              key={highlight.value}
              className="rounded-3xl border border-lagoon-100 bg-white p-6 shadow-card"
            >
              <p className="font-display text-3xl font-semibold text-lagoon-800">
                {highlight.value}
              </p>
              <p className="mt-2 text-sm leading-relaxed text-muted">
                {highlight.label}
              </p>
            </li>
          ))}
        </ul>
        <section aria-labelledby="steps-title">
          <h2
            id="steps-title"
            className="font-display text-2xl font-semibold text-ink"
          >
            {RETURNS.stepsTitle}
          </h2>
          <ol className="mt-5 grid gap-4">
            {RETURNS.steps.map((step, index) => (
              <li
                key={step.title}
                className="flex gap-4 rounded-2xl border border-lagoon-100 bg-white p-5"
              >
                <span
                  aria-hidden="true"
                  className="grid size-9 shrink-0 place-items-center rounded-full bg-lagoon-700 text-sm font-semibold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-ink">{step.title}</h3>
                  <p className="mt-1 leading-relaxed text-muted">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
        <section
          aria-labelledby="after-window-title"
          className="rounded-3xl bg-shell p-7"
        >
          <h2
            id="after-window-title"
            className="font-display text-2xl font-semibold text-ink"
          >
            {RETURNS.afterWindowTitle}
          </h2>
          <p className="mt-2 leading-relaxed text-muted">
            {RETURNS.afterWindowText}
          </p>
        </section>
      </div>
      <div className="lg:sticky lg:top-24 lg:self-start">
        <PolicyAside
          title={RETURNS.startReturnTitle}
          text={RETURNS.startReturnText}
          actionLabel={RETURNS.startReturn}
          related={RETURNS.related}
        />
      </div>
    </div>
  );
}
