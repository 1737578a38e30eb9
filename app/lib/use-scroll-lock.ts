import { useLayoutEffect } from "react";

/**
 * While `locked`, the page behind a modal panel stays put: app.css hides the root's overflow
 * (`html[data-scroll-locked]`). Where a scrollbar takes room (Windows, Linux, macOS set to show
 * them), the body's margin takes its width, measured before it goes, so that nothing moves
 * sideways; phones and overlay scrollbars take none.
 *
 * Radix Dialog's own lock, in its Overlay, does this with a <style> element that our
 * Content-Security-Policy (`style-src 'self'`) rightly blocks: the sheet leaves that Overlay out.
 */
export function useScrollLock(locked: boolean) {
  useLayoutEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    const { body } = document;
    const scrollbar = window.innerWidth - root.clientWidth;
    // On <body> itself, and a margin, which no element inherits: a custom property set here
    // would restyle every element of the page.
    if (scrollbar > 0) body.style.marginRight = `${scrollbar}px`;
    root.dataset.scrollLocked = "";
    return () => {
      delete root.dataset.scrollLocked;
      body.style.removeProperty("margin-right");
    };
  }, [locked]);
}
