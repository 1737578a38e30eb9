import { LAYOUT } from "~/content/copy";
import { HEADER_LINKS } from "~/content/site";
import { NavLinks } from "./nav-links";

/** The header's links on small screens. Choosing one navigates, which closes the menu. */
export function MobileMenu({ id, open }: { id: string; open: boolean }) {
  return (
    <nav
      id={id}
      aria-label={LAYOUT.primaryNav}
      hidden={!open}
      className="border-t border-lagoon-100 bg-sand px-5 pt-2 pb-5 md:hidden"
    >
      <NavLinks
        links={HEADER_LINKS}
        className="grid gap-1"
        linkClassName="flex w-full px-4 py-3 text-base"
      />
    </nav>
  );
}
