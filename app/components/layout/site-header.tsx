import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { LAYOUT } from "~/content/copy";
import { HEADER_LINKS } from "~/content/site";
import { Cart } from "~/features/cart/cart";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";

const MOBILE_MENU_ID = "mobile-menu";

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);

  // While the menu is open, Escape closes it and gives focus back to its toggle, unless a layer
  // above it (the cart drawer, opened from the header) has already taken that Escape.
  useEffect(() => {
    if (!menuOpen) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      setMenuOpen(false);
      toggle.current?.focus();
    }
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-lagoon-100/80 bg-sand">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5 sm:px-8">
        <Logo onNavigate={closeMenu} />
        <nav aria-label={LAYOUT.primaryNav} className="hidden md:block">
          <NavLinks links={HEADER_LINKS} className="flex items-center gap-1" />
        </nav>
        <div className="flex items-center gap-1">
          <Cart />
          <button
            ref={toggle}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? LAYOUT.closeMenu : LAYOUT.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
            className="grid size-11 cursor-pointer place-items-center rounded-full text-ink transition-colors hover:bg-lagoon-50 md:hidden"
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
      </div>
      <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} onNavigate={closeMenu} />
    </header>
  );
}
