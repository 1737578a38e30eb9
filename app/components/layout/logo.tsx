import { Link } from "react-router";
import { LAYOUT } from "~/content/copy";
import { BRAND, PATHS } from "~/content/site";
import { clsx } from "clsx";

/** The brand mark (a ring of water) and wordmark, linking home. */
export function Logo({
  onDark = false,
}: {
  /** For dark backgrounds, such as the footer. */
  onDark?: boolean;
}) {
  return (
    <Link
      to={PATHS.home}
      aria-label={LAYOUT.homeLink}
      className="inline-flex items-center gap-2.5 rounded-lg"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <circle
          cx="16"
          cy="16"
          r="13"
          fill="none"
          strokeWidth="3.5"
          className={onDark ? "stroke-lagoon-300" : "stroke-lagoon-700"}
        />
        <path
          d="M7.5 18.5c2.8-2 5.7-2 8.5 0s5.7 2 8.5 0v1.2a9.9 9.9 0 0 1-17 0z"
          className="fill-lagoon-400"
        />
      </svg>
      <span
        className={clsx(
          // Gone where the header's bar, sized in rem, would outgrow the screen (20em: the
          // browser's text size sets both), as on a phone whose browser text is set larger;
          // in the footer too, whose copyright line names the brand. The link keeps its name,
          // and the ring of water stays.
          "font-display text-xl font-semibold tracking-tight max-[20em]:hidden",
          onDark ? "text-white" : "text-ink",
        )}
      >
        {BRAND}
      </span>
    </Link>
  );
}
