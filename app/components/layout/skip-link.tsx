import { LAYOUT } from "~/content/copy";

export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only rounded-full bg-lagoon-900 font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:px-5 focus:py-3"
    >
      {LAYOUT.skipLink}
    </a>
  );
}
