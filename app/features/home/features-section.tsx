import { Flag, Layers, Sparkles, Waves, type LucideIcon } from "lucide-react";
import { HomeSection } from "~/components/layout/home-section";
import { FEATURES, type FeatureIcon } from "~/content/copy";
import { SECTIONS } from "~/content/site";

const FEATURE_ICONS: Record<FeatureIcon, LucideIcon> = {
  sparkles: Sparkles,
  layers: Layers,
  waves: Waves,
  flag: Flag,
};

export function FeaturesSection() {
  return (
    <HomeSection
      id={SECTIONS.features}
      title={FEATURES.title}
      lead={FEATURES.lead}
      className="bg-white"
    >
      <ul className="mx-auto mt-12 grid max-w-md gap-6 sm:max-w-none sm:grid-cols-2 xl:grid-cols-4">
        {FEATURES.items.map(({ icon, title, text }) => {
          const Icon = FEATURE_ICONS[icon];
          return (
            // Four in a row, a little less padding: at 196 px of text, WebKit's `text-wrap:
            // pretty` drew two of the texts on five lines, where Chromium and 204 px take four.
            <li
              key={title}
              className="rounded-3xl border border-lagoon-100 bg-sand p-7 xl:p-6"
            >
              <span className="grid size-12 place-items-center rounded-2xl bg-lagoon-700 text-white">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-ink">{title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{text}</p>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
