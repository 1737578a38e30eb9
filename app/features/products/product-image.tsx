import { Droplets } from "lucide-react";

/** Stands in for the product photo until there is one: it reads the product's image label. */
export function ProductImage({ label }: { label: string }) {
  return (
    <div className="relative flex aspect-[4/3] items-center justify-center overflow-hidden bg-gradient-to-br from-lagoon-100 via-lagoon-50 to-shell">
      <div
        aria-hidden="true"
        className="absolute size-56 rounded-full border-[14px] border-white/60 forced-colors:hidden"
      />
      <div
        aria-hidden="true"
        className="absolute size-36 rounded-full bg-gradient-to-b from-lagoon-200/70 to-lagoon-400/60"
      />
      <p className="relative flex items-center gap-2 rounded-full bg-white px-4 py-2 text-xs font-semibold tracking-[0.18em] text-lagoon-800 uppercase shadow-sm forced-colors:border">
        <Droplets aria-hidden="true" className="size-4" />
        {label}
      </p>
    </div>
  );
}
