import { Link } from "react-router";
import type { SiteLink } from "~/content/site";
import { clsx } from "clsx";

/**
 * The header's links, laid out by the caller for desktop or the mobile menu. Their size,
 * padding and display are the caller's alone: with both here and there, the stylesheet's order
 * decided which won.
 */
export function NavLinks({
  links,
  className,
  linkClassName,
}: {
  links: readonly SiteLink[];
  className?: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className={clsx(
              "rounded-full font-medium text-ink/80 transition-colors hover:bg-lagoon-50 hover:text-ink",
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
