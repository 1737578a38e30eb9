import { LAYOUT } from "~/content/copy";

export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only rounded-full bg-lagoon-900 px-5 py-3 font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60]"
    >
      {LAYOUT.skipLink}
    </a>
  );
}
