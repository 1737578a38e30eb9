import { useId } from "react";
import { Link } from "react-router";
import { LAYOUT } from "~/content/copy";
import {
  FOOTER_COLUMNS,
  type FooterColumn,
  type FooterLink,
} from "~/content/site";
import { useCurrentYear } from "~/lib/use-current-year";
import { Logo } from "./logo";

// The rows' spacing is the links' own padding: a thumb gets the whole 36 px of each row.
const footerLinkClass =
  "inline-block cursor-pointer rounded py-2 text-sm text-lagoon-100/80 transition-colors hover:text-white";

/** `onNotBuilt`: what a link to a feature not built yet does (the placeholder toast). */
export function SiteFooter({ onNotBuilt }: { onNotBuilt: () => void }) {
  const year = useCurrentYear();
  return (
    <footer className="bg-lagoon-950 text-white focus-ring-on-dark">
      <div className="footer-columns mx-auto grid max-w-6xl px-5 py-16 sm:px-8">
        <div className="max-w-xs">
          <Logo onDark />
          <p className="mt-4 text-sm leading-relaxed text-lagoon-100/80">
            {LAYOUT.footerTagline}
          </p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <FooterColumnNav
            key={column.title}
            column={column}
            onNotBuilt={onNotBuilt}
          />
        ))}
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-5 py-6 text-sm text-lagoon-100/70 sm:px-8">
          {LAYOUT.copyright(year)}
        </p>
      </div>
    </footer>
  );
}

function FooterColumnNav({
  column,
  onNotBuilt,
}: {
  column: FooterColumn;
  onNotBuilt: () => void;
}) {
  const titleId = useId();
  return (
    <nav aria-labelledby={titleId}>
      <h2
        id={titleId}
        className="text-sm font-semibold tracking-wide text-white"
      >
        {column.title}
      </h2>
      <ul className="mt-2 grid">
        {column.links.map((link) => (
          <li key={link.label}>
            <FooterEntry link={link} onNotBuilt={onNotBuilt} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FooterEntry({
  link,
  onNotBuilt,
}: {
  link: FooterLink;
  onNotBuilt: () => void;
}) {
  if ("placeholder" in link) {
    return (
      <button type="button" className={footerLinkClass} onClick={onNotBuilt}>
        {link.label}
      </button>
    );
  }
  return (
    <Link to={link.to} className={footerLinkClass}>
      {link.label}
    </Link>
  );
}
