import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Moves keyboard focus to where a client-side navigation leads: the section a link names
 * (`/#products`), or else the main content of the page. A full page load does this by itself;
 * React Router's navigations do not, which left focus on the link just followed, in the footer
 * of the page left behind, or on nothing at all once the mobile menu holding it had closed. The
 * scroll stays React Router's.
 */
export function FocusOnNavigation() {
  const { key, hash } = useLocation();
  const focusedFor = useRef(key);
  useEffect(() => {
    if (focusedFor.current === key) return;
    focusedFor.current = key;
    // The site's fragments are plain words (`#products`), so they need no decoding; with none,
    // `getElementById("")` finds nothing.
    const target =
      document.getElementById(hash.slice(1)) ?? document.querySelector("main");
    if (!target) return;
    // Focusable by script only: a place to go on from, not a control (app.css draws no ring).
    if (!target.hasAttribute("tabindex")) target.tabIndex = -1;
    target.focus({ preventScroll: true });
  }, [key, hash]);
  return null;
}
