import { clsx } from "clsx";
import { Menu, X } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { iconButtonVariants } from "~/components/ui/button";
import { LAYOUT } from "~/content/copy";
import { HEADER_LINKS } from "~/content/site";
import { useOpenUntilNavigation } from "~/lib/use-open-until-navigation";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";

const MOBILE_MENU_ID = "mobile-menu";

/** `cart`: the cart's button (and its drawer), beside the menu toggle. */
export function SiteHeader({ cart }: { cart: ReactNode }) {
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
    // Moving on to the page closes it too: held open, the sticky menu covered the controls that
    // Tab reached beneath it. By Tab: a focus the keyboard gave. By a tap: its click, once the
    // tap has reached what it was aimed at; closed as the finger came down, the menu took the
    // page up with it before the tap landed, and the tap missed.
    function closeOnMovingOn(event: Event) {
      const { target } = event;
      if (!(target instanceof Element) || !target.closest("main, footer"))
        return;
      if (event.type === "click" || target.matches(":focus-visible"))
        setMenuOpen(false);
    }
    element.addEventListener("keydown", closeOnEscape);
    document.addEventListener("focusin", closeOnMovingOn);
    document.addEventListener("click", closeOnMovingOn);
    return () => {
      element.removeEventListener("keydown", closeOnEscape);
      document.removeEventListener("focusin", closeOnMovingOn);
      document.removeEventListener("click", closeOnMovingOn);
    };
  }, [menuOpen, setMenuOpen]);

  return (
    <header
      ref={header}
      className="sticky top-0 z-40 border-b border-lagoon-100/80 bg-sand"
    >
      {/* From md, three columns: the nav at the true centre, whatever the logo's width. */}
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5 sm:px-8 md:grid md:grid-cols-[1fr_auto_1fr] md:justify-items-start">
        <Logo />
        <nav aria-label={LAYOUT.primaryNav} className="hidden md:block">
          <NavLinks
            links={HEADER_LINKS}
            className="flex items-center gap-1"
            linkClassName="inline-flex px-4 py-2 text-sm"
          />
        </nav>
        <div className="flex items-center gap-1 justify-self-end">
          {cart}
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
