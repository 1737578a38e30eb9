import { clsx } from "clsx";
import { WARRANTY } from "~/content/policies";
import { PolicyAside } from "./policy-aside";
import { PolicyLayout } from "./policy-layout";
import { PolicyPoints } from "./policy-points";
import { PolicySection } from "./policy-section";

// Narrower below 360 px: with a reader's own wider letter and word spacing (WCAG 1.4.12), the
// table did not fit a 320 px screen.
const CELL_X = "px-4 min-[22.5rem]:px-6";

export function WarrantyPolicy() {
  return (
    <PolicyLayout
      aside={
        <PolicyAside
          title={WARRANTY.claimTitle}
          text={WARRANTY.claimText}
          actionLabel={WARRANTY.requestRma}
          related={WARRANTY.related}
        />
      }
    >
      <PolicySection title={WARRANTY.coverageTitle}>
        <div className="mt-5 overflow-hidden rounded-3xl border border-lagoon-100 bg-white shadow-card">
          <table className="w-full text-left">
            <thead className="bg-lagoon-50 text-sm text-lagoon-900">
              <tr>
                <th scope="col" className={clsx(CELL_X, "py-4 font-semibold")}>
                  {WARRANTY.modelHeading}
                </th>
                <th scope="col" className={clsx(CELL_X, "py-4 font-semibold")}>
                  {WARRANTY.termHeading}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-lagoon-100">
              {WARRANTY.coverage.map(({ model, term }) => (
                <tr key={model}>
                  <th
                    scope="row"
                    className={clsx(CELL_X, "py-5 font-medium text-ink")}
                  >
                    {model}
                  </th>
                  <td
                    className={clsx(
                      CELL_X,
                      "py-5 font-display text-xl font-semibold whitespace-nowrap text-lagoon-800",
                    )}
                  >
                    {term}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </PolicySection>
      <PolicySection title={WARRANTY.termsTitle}>
        <PolicyPoints points={WARRANTY.terms} />
      </PolicySection>
    </PolicyLayout>
  );
}
