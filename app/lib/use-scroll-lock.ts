import { useLayoutEffect } from "react";

/**
 * While `locked`, the page behind a modal panel stays put: app.css hides the root's overflow
 * (`html[data-scroll-locked]`). Where a scrollbar takes room (Windows, Linux, macOS set to show
 * them), the page is shifted by its width, measured before it goes, so that nothing moves
 * sideways; phones and overlay scrollbars take none.
 *
 * Radix Dialog's own lock, in its Overlay, does this with a <style> element that our
 * Content-Security-Policy (`style-src 'self'`) rightly blocks: the sheet leaves that Overlay out.
 */
export function useScrollLock(locked: boolean) {
  useLayoutEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    const scrollbar = window.innerWidth - root.clientWidth;
    if (scrollbar > 0)
      root.style.setProperty("--scrollbar-width", `${scrollbar}px`);
    root.dataset.scrollLocked = "";
    return () => {
      delete root.dataset.scrollLocked;
      root.style.removeProperty("--scrollbar-width");
    };
  }, [locked]);
}
