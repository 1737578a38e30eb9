import { useEffect } from "react";
import { markHydrated } from "./hydrated-marker";

/**
 * Once the page has hydrated, replays the taps on its buttons that came before, which did
 * nothing then (recorded by the script at the top of every page, lib/page-start.ts): the menu
 * opens, the product goes into the cart, the message is sent. An effect of the root runs after
 * those of every component hydrated with it, so each is ready for its tap;
 * a button whose handler came with a lazy chunk (the drawer's, the toasts') would not be, and
 * none of those is on the page before hydration. Then the page says it has hydrated.
 */
export function useReplayEarlyTaps() {
  useEffect(() => {
    void (async () => {
      await window.earlyTaps?.replay();
      markHydrated();
    })();
  }, []);
}
