/**
 * How a pre-rendered page starts, in order, and the names the page and the build share for it:
 *
 * 1. Early taps: `EARLY_TAPS`, the first script of every page's `<head>` (root.tsx's Layout),
 *    keeps the buttons tapped until React can act on them.
 * 2. First paint, from the HTML and CSS alone: the build has given React Router's inline module
 *    script a type the browser does not run, `HELD_MODULE_SCRIPT_TYPE`, and taken out its module
 *    preloads (build-steps/scripts-after-first-paint.ts). The CSP allows the page's inline
 *    scripts by their hashes (build-steps/inline-script-hashes.ts, hosting/security-headers.ts).
 * 3. The held module script: `START_AFTER_FIRST_PAINT`, the second script of `<head>`, runs it
 *    once the page has painted its content.
 * 4. Hydration: the module script imports React Router's client entry (app/entry.client.tsx),
 *    which hydrates the page.
 * 5. `data-hydrated`: the root's effect replays the early taps (use-replay-early-taps.ts), then
 *    marks `<html>` (hydrated-marker.ts), which the tests and the bench wait for.
 *
 * Then, once the page is idle, it fetches the other pages' code and registers the service worker
 * (use-other-pages-ahead.ts).
 */

/**
 * The script at the top of every page's `<head>` (root.tsx's Layout), before anything can be
 * tapped: the sequence's first step.
 *
 * Until React has hydrated the page, its buttons do nothing. This records the buttons tapped
 * meanwhile (each once: a second tap on a button that did nothing asks for the same thing), and
 * holds back what they would do natively: a submit button would send its form as a page load,
 * and the page's state with it. It keeps them from React too, up to the moment the root has
 * hydrated and replays them (`useReplayEarlyTaps`): from `hydrateRoot` until then, React drops a
 * tap on a page whose hydration is waiting (on React Router's start-up), and with it the chat's
 * send button sent its form as a page load. Kept from React, a tap is done once, by the replay.
 * Once it is done, `window.earlyTaps` is gone: the page's own listeners have every tap from then.
 */
export const EARLY_TAPS = `window.earlyTaps = (() => {
  const taps = new Set();
  const record = (event) => {
    const button = event.target.closest?.("button");
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    taps.add(button);
  };
  addEventListener("click", record, true);
  return {
    async replay() {
      removeEventListener("click", record, true);
      const pending = [...taps];
      taps.clear();
      for (const button of pending) {
        if (button.isConnected) button.click();
        // As between two taps: what one did has rendered, its effects included, before the next.
        await new Promise((next) => setTimeout(next));
      }
      delete window.earlyTaps;
    },
  };
})();`;

/**
 * The type the build gives React Router's inline module script in the pre-rendered pages
 * (build-steps/scripts-after-first-paint.ts): a type the browser does not run, so that the
 * page's modules are not fetched while it paints. HTML calls such a script a data block.
 */
export const HELD_MODULE_SCRIPT_TYPE = "text/x-module-after-first-paint";

/**
 * Once the page has loaded and rendered two frames since, its first paint is on its way to the
 * screen: not reported within this long, it is not coming. The longest measured here, on a
 * two-core machine loaded twenty times over, was 390 ms; from the load event alone, 1480 ms.
 */
export const NO_PAINT_AFTER_FRAMES_MS = 1000;

/**
 * The script in every page's `<head>` that starts React Router's module script once the page
 * has painted its content: the HTML is complete and styled without JavaScript, and until then
 * the network and the CPU go to the stylesheet, the fonts and the first paint.
 *
 * The held script itself becomes a module script and is inserted again where it was, which runs
 * it: a script whose type the browser does not run is left not started, to be run once changed
 * and inserted (HTML's "prepare the script element"). Its text is still the one the parser set,
 * so Trusted Types let it through with no policy, as the Content-Security-Policy does by its hash;
 * a text changed since would be refused (docs/decisions/129-trusted-types.md).
 *
 * It starts at the first contentful paint, not at the load event: headless Chromium often fires
 * the load event before the paint it is about to make, and modules started then were counted
 * against the paint. Firefox reports no paint, ever, for a page first painted away from its top
 * (reloaded where it was scrolled to, or opened at a #fragment): such a page starts
 * `NO_PAINT_AFTER_FRAMES_MS` after it has loaded and rendered two frames. A page loaded in a
 * background tab renders no frame and reports no paint until it is shown, and starts then.
 * Where the browser does not report paints, at the first frame. Never before the document has
 * been parsed, where the held script is.
 */
export const START_AFTER_FIRST_PAINT = `(() => {
  const start = () => {
    for (const held of document.querySelectorAll('script[type="${HELD_MODULE_SCRIPT_TYPE}"]')) {
      held.type = "module";
      held.parentNode.insertBefore(held, held.nextSibling);
    }
  };
  const painted = new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint"))
      return requestAnimationFrame(() => setTimeout(resolve));
    new PerformanceObserver((paints, observer) => {
      if (paints.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: "paint", buffered: true });
    const noPaintComing = () => setTimeout(resolve, ${NO_PAINT_AFTER_FRAMES_MS});
    addEventListener("load", () => {
      requestAnimationFrame(() => requestAnimationFrame(noPaintComing));
    }, { once: true });
  });
  const parsed = new Promise((resolve) => {
    if (document.readyState !== "loading") resolve();
    else addEventListener("DOMContentLoaded", resolve, { once: true });
  });
  Promise.all([painted, parsed]).then(() => setTimeout(start));
})();`;
