import { useLayoutEffect, useState } from "react";
import { useLocation } from "react-router";

/**
 * Whether the page should scroll smoothly: only while navigating within the page (a link to a
 * section of it). After a move to another page, React Router's jump to the top, or to a section of
 * the new page, must be instant rather than a long glide through the page the reader just left.
 * So must the browser's own jump when a page loads at a section's address (`/#products`): the
 * pre-rendered HTML has no smooth scrolling.
 */
export function useSmoothInPageScroll() {
  const location = useLocation();
  const [previous, setPrevious] = useState(location);
  const [smooth, setSmooth] = useState(false);
  // Adjusting state while rendering, from the previous render's location: React re-renders at
  // once, so the class is right in the same commit as the new page, before the scroll happens.
  if (location !== previous) {
    setPrevious(location);
    setSmooth(location.pathname === previous.pathname);
  }
  return smooth;
}

/**
 * Makes the browser apply the scroll behaviour that `useSmoothInPageScroll` has just changed,
 * before `<ScrollRestoration>` scrolls: render it right before that, whose layout effect then runs
 * after this one. Chromium's `scrollTo` reads the root's style as of the last frame, so without
 * this the jump to the top of a new page still glided, with the smooth class already gone.
 */
export function ApplyScrollBehavior({ smooth }: { smooth: boolean }) {
  useLayoutEffect(() => {
    // Reading a computed value brings the page's style up to date.
    getComputedStyle(document.documentElement).getPropertyValue(
      "scroll-behavior",
    );
  }, [smooth]);
  return null;
}
