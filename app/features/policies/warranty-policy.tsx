import { ShieldCheck } from "lucide-react";
import { WARRANTY } from "~/content/policies";
import { PolicyAside } from "./policy-aside";

export function WarrantyPolicy() {
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-5 py-14 sm:px-8 lg:grid-cols-[1fr_20rem]">
      <div className="space-y-12">
        <section aria-labelledby="coverage-title">
          <h2
            id="coverage-title"
            className="font-display text-2xl font-semibold text-ink"
          >
            {WARRANTY.coverageTitle}
          </h2>
          <div className="mt-5 overflow-hidden rounded-3xl border border-lagoon-100 bg-white shadow-card">
            <table className="w-full text-left">
              <thead className="bg-lagoon-50 text-sm text-lagoon-900">
                <tr>
                  <th scope="col" className="px-6 py-4 font-semibold">
                    {WARRANTY.modelHeading}
                  </th>
                  <th scope="col" className="px-6 py-4 font-semibold">
                    {WARRANTY.termHeading}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-lagoon-100">
                {WARRANTY.coverage.map(({ model, term }) => (
                  <tr key={model}>
                    <th scope="row" className="px-6 py-5 font-medium text-ink">
                      {model}
                    </th>
                    <td className="px-6 py-5 font-display text-xl font-semibold text-lagoon-800">
                      {term}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
        <section aria-labelledby="terms-title">
          <h2
            id="terms-title"
            className="font-display text-2xl font-semibold text-ink"
          >
            {WARRANTY.termsTitle}
          </h2>
          <ul className="mt-5 grid gap-4">
            {WARRANTY.terms.map((term) => (
              <li
                key={term.title}
                className="flex gap-4 rounded-2xl border border-lagoon-100 bg-white p-5"
              >
                <ShieldCheck
                  aria-hidden="true"
                  className="mt-0.5 size-6 shrink-0 text-lagoon-600"
                />
                <div>
                  <h3 className="font-semibold text-ink">{term.title}</h3>
                  <p className="mt-1 leading-relaxed text-muted">{term.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="lg:sticky lg:top-24 lg:self-start">
        <PolicyAside
          title={WARRANTY.claimTitle}
          text={WARRANTY.claimText}
          actionLabel={WARRANTY.requestRma}
          related={WARRANTY.related}
        />
      </div>
    </div>
  );
}
