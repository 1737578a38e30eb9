import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** The element a location leads to: the one its fragment names, if there is one. */
function fragmentTarget(hash: string) {
  try {
    return hash
      ? document.getElementById(decodeURIComponent(hash.slice(1)))
      : null;
  } catch {
    // A malformed fragment (`#%E0`) names nothing.
    return null;
  }
}

/**
 * Moves keyboard focus to where a client-side navigation leads: the section a link names
 * (`/#products`), or else the main content of the page. A full page load does this by itself;
 * React Router's navigations do not, which left focus on the link just followed, in the footer
 * of the page left behind, or on nothing at all once the mobile menu holding it had closed. The
 * scroll stays React Router's.
 */
export function FocusOnNavigation({ mainId }: { mainId: string }) {
  const { key, hash } = useLocation();
  const focusedFor = useRef(key);
  useEffect(() => {
    if (focusedFor.current === key) return;
    focusedFor.current = key;
    const target = fragmentTarget(hash) ?? document.getElementById(mainId);
    if (!target) return;
    // Focusable by script only: a place to go on from, not a control (app.css draws no ring).
    if (!target.hasAttribute("tabindex")) target.tabIndex = -1;
    target.focus({ preventScroll: true });
  }, [key, hash, mainId]);
  return null;
}
