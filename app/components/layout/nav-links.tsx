import { Link } from "react-router";
import type { SiteLink } from "~/content/site";
import { clsx } from "clsx";

/** The header's links, laid out by the caller for desktop or the mobile menu. */
export function NavLinks({
  links,
  className,
  linkClassName,
}: {
  links: readonly SiteLink[];
  className?: string;
  linkClassName?: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className={clsx(
              "inline-flex rounded-full px-4 py-2 text-sm font-medium text-ink/80 transition-colors hover:bg-lagoon-50 hover:text-ink",
              linkClassName,
            )}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
