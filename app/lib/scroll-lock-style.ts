/**
 * Stands in for `react-style-singleton`, through which the cart drawer's scroll lock
 * (react-remove-scroll, in Radix Dialog) adds a stylesheet each time the drawer opens. The
 * lock's rules are static instead, in app.css, keyed on the `data-scroll-locked` attribute it
 * sets on <body>; Vite's `resolve.alias` puts this module in place of the original.
 * - The original writes its rules into a `<style>` element, which our Content-Security-Policy
 *   (`style-src 'self'`) rightly blocks.
 * - Adopting a constructed stylesheet instead, as this module once did, makes the browser take
 *   stock of every rule of the page again, at each opening: in one series, 9 of the 44 ms of CPU
 *   time between the tap and the drawer's first paint (full CPU speed, median of 5 fresh pages;
 *   docs/decisions.md has the others).
 * The one figure the rules cannot know is the width of the scrollbar that the lock hides: the
 * page is shifted by that much so it does not move sideways. Phones and overlay scrollbars take
 * no room, and then nothing is set.
 */
import { useLayoutEffect } from "react";

const SCROLLBAR_GAP_PROPERTY = "--scroll-lock-gap";

/** The original's API: a component that takes the lock's rules, which it leaves to app.css. */
export function styleSingleton(): (props: {
  styles: string;
  dynamic?: boolean;
}) => null {
  return function ScrollLockGap() {
    // Before the lock sets its attribute (an effect of its own, which runs after this one),
    // while the scrollbar still takes its room.
    useLayoutEffect(() => {
      const gap = window.innerWidth - document.documentElement.clientWidth;
      if (gap <= 0) return;
      document.body.style.setProperty(SCROLLBAR_GAP_PROPERTY, `${gap}px`);
      return () => {
        document.body.style.removeProperty(SCROLLBAR_GAP_PROPERTY);
      };
    }, []);
    return null;
  };
}
