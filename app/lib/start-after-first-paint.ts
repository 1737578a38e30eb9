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
