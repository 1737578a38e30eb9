import { RETURNS } from "~/content/policies";
import { PolicyAside } from "./policy-aside";
import { PolicyLayout } from "./policy-layout";
import { PolicyPoints } from "./policy-points";
import { PolicySection } from "./policy-section";

export function ReturnsPolicy() {
  return (
    <PolicyLayout
      aside={
        <PolicyAside
          title={RETURNS.startReturnTitle}
          text={RETURNS.startReturnText}
          actionLabel={RETURNS.startReturn}
          related={RETURNS.related}
        />
      }
    >
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
      <PolicySection title={RETURNS.stepsTitle}>
        <PolicyPoints points={RETURNS.steps} ordered />
      </PolicySection>
      <PolicySection
        title={RETURNS.afterWindowTitle}
        className="rounded-3xl bg-shell p-7"
      >
        <p className="mt-2 leading-relaxed text-muted">
          {RETURNS.afterWindowText}
        </p>
      </PolicySection>
    </PolicyLayout>
  );
}
