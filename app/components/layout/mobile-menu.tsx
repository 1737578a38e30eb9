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
      // Over the page, not in its flow: in it, the page grew by the menu's height, the browser
      // kept the page still by scrolling that much further, and a link followed from the menu
      // saved that position for Back, which restored it too far down, the menu gone.
      // At most the screen's height below the header's bar (h-16 and its border), scrolling
      // within: zoomed in to 400 %, the open menu outgrew the screen and hid its last link.
      // Its scroll padding takes back the margin the header's controls have (app.css), and a
      // little more for the focus ring. Its links' words line up with the logo's edge, their
      // hover and focus shapes reaching past it.
      className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem-1px)] scroll-pt-22 scroll-pb-2 overflow-y-auto overscroll-contain border-y border-lagoon-100 bg-sand px-2 pt-2 pb-5 shadow-float sm:px-5 md:hidden"
    >
      <NavLinks
        links={HEADER_LINKS}
        className="grid gap-1"
        linkClassName="flex p-3 text-base"
      />
    </nav>
  );
}
