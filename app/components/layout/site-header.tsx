import { clsx } from "clsx";
import { Menu, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { iconButtonVariants } from "~/components/ui/button";
import { LAYOUT } from "~/content/copy";
import { HEADER_LINKS } from "~/content/site";
import { Cart } from "~/features/cart/cart";
import { useOpenUntilNavigation } from "~/lib/use-open-until-navigation";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";

const MOBILE_MENU_ID = "mobile-menu";

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useOpenUntilNavigation();
  const toggle = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = header.current;
    if (!menuOpen || !element) return;
    // Escape from the header's own controls closes the menu and gives focus back to its toggle.
    // The cart drawer and the toasts lie outside the header: their Escape is theirs.
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggle.current?.focus();
    }
    // Moving on to the page, by Tab or by a tap, closes it too: held open, the sticky menu
    // covered the controls that Tab reached beneath it.
    function closeOnMovingOn(event: Event) {
      if (
        event.target instanceof Element &&
        event.target.closest("main, footer")
      )
        setMenuOpen(false);
    }
    element.addEventListener("keydown", closeOnEscape);
    document.addEventListener("focusin", closeOnMovingOn);
    document.addEventListener("pointerdown", closeOnMovingOn);
    return () => {
      element.removeEventListener("keydown", closeOnEscape);
      document.removeEventListener("focusin", closeOnMovingOn);
      document.removeEventListener("pointerdown", closeOnMovingOn);
    };
  }, [menuOpen, setMenuOpen]);

  return (
    <header
      ref={header}
      className="sticky top-0 z-40 border-b border-lagoon-100/80 bg-sand"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5 sm:px-8">
        <Logo />
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
            aria-label={LAYOUT.menu}
            onClick={() => setMenuOpen(!menuOpen)}
            className={clsx(iconButtonVariants(), "size-11 md:hidden")}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
      </div>
      <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} />
    </header>
  );
}
