/**
 * The type the build gives React Router's inline module script in the pre-rendered pages
 * (scripts/build/scripts-after-first-paint.ts): a type the browser does not run, so that the
 * page's modules are not fetched while it paints. HTML calls such a script a data block.
 */
export const HELD_MODULE_SCRIPT_TYPE = "text/x-module-after-first-paint";

/**
 * The script in every page's `<head>` that starts React Router's module script once the page
 * has painted its content: the HTML is complete and styled without JavaScript, and until then
 * the network and the CPU go to the stylesheet, the fonts and the first paint. Its text is run
 * as React Router wrote it (the Content-Security-Policy allows it by the same hash), in a module
 * script of its own where the held one was.
 *
 * It starts at the first contentful paint, or at the load event, whichever comes first: once
 * the page has loaded, nothing is left for the modules to compete with, and Firefox reports no
 * paint for a page reloaded where it was scrolled to. Where the browser does not report paints,
 * at the first frame. Never before the document has been parsed, where the held script is.
 */
export const START_AFTER_FIRST_PAINT = `(() => {
  const start = () => {
    for (const held of document.querySelectorAll('script[type="${HELD_MODULE_SCRIPT_TYPE}"]')) {
      const script = document.createElement("script");
      script.type = "module";
      script.textContent = held.textContent;
      held.replaceWith(script);
    }
  };
  const painted = new Promise((resolve) => {
    addEventListener("load", resolve, { once: true });
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint"))
      return requestAnimationFrame(() => setTimeout(resolve));
    new PerformanceObserver((paints, observer) => {
      if (paints.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: "paint", buffered: true });
  });
  const parsed = new Promise((resolve) => {
    if (document.readyState !== "loading") resolve();
    else addEventListener("DOMContentLoaded", resolve, { once: true });
  });
  Promise.all([painted, parsed]).then(() => setTimeout(start));
})();`;
