/**
 * The part of the interaction benchmark that runs in the page. `armProbe` is handed to
 * Playwright's `page.evaluate`, which sends its source to the browser: it must use nothing from
 * this module's scope, only browser globals.
 */
import type { ProbeRecord } from "./interaction-timing.ts";

/**
 * What the page must show once the interaction is done. An element painted (in the layout,
 * visible, larger than a pixel: not a screen-reader-only copy) that matches `within` (a CSS
 * selector; the whole body by default) and:
 * - with `text`: holds a text node containing it (the text must not be split across elements);
 * - with `name`: has an accessible name (`aria-labelledby`, `aria-label`, else its text) that
 *   matches this pattern, case-insensitively.
 */
export type Expectation = { within?: string; text?: string; name?: string };

declare global {
  interface Window {
    __benchProbe?: ProbeRecord;
  }
}

/**
 * Where the probe's clock starts:
 * - `input`: set in the page before the input (`page.evaluate`), at the first input event;
 * - `navigation`: set before the page's document exists (`page.addInitScript`), at the start of
 *   the navigation that loads it (the document's time origin);
 * - `armed`: when it is set, for what no input event starts (the browser's Back): the caller acts
 *   right after, and the round trip between the two counts against what it times.
 */
export type ProbeStart = "input" | "navigation" | "armed";
export type ProbeOptions = {
  expectations: readonly Expectation[];
  from?: ProbeStart;
};

/**
 * Sets the probe up:
 * - a capture listener on the document keeps the `timeStamp` of the first input event;
 * - a PerformanceObserver keeps the Event Timing entries of interactions;
 * - from the first DOM change after the input, a frame-by-frame check notes the time at which
 *   the first frame where every expectation holds starts rendering: that frame paints it.
 * It throws if the expectations hold already, since the measure would then mean nothing.
 * From a navigation's start, the check runs on every frame of the new document from its first.
 */
export function armProbe({ expectations, from = "input" }: ProbeOptions): void {
  const record: ProbeRecord = { inputAt: null, visibleAt: null, events: [] };
  window.__benchProbe = record;

  const painted = (element: Element) => {
    const box = element.getBoundingClientRect();
    return (
      element.checkVisibility({ visibilityProperty: true }) &&
      box.width > 1 &&
      box.height > 1
    );
  };
  const accessibleName = (element: Element) => {
    const labelledBy = element.getAttribute("aria-labelledby");
    if (labelledBy)
      return labelledBy
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" ");
    return element.getAttribute("aria-label") ?? element.textContent;
  };
  const holds = ({ within, text, name }: Expectation) => {
    const roots = within
      ? Array.from(document.querySelectorAll(within))
      : [document.body].filter(Boolean);
    const pattern = name === undefined ? undefined : new RegExp(name, "i");
    return roots.some((root) => {
      if (pattern && !pattern.test(accessibleName(root).trim())) return false;
      if (text === undefined) return painted(root);
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (node.nodeValue?.includes(text) && parent && painted(parent))
          return true;
      }
      return false;
    });
  };
  const allHold = () => expectations.every(holds);

  const watchFrames = (whenShown?: () => void) => {
    const onFrame = () => {
      // Called as the frame begins rendering: the DOM as it is now is what this frame paints.
      const now = performance.now();
      if (allHold()) {
        record.visibleAt = now;
        whenShown?.();
      } else requestAnimationFrame(onFrame);
    };
    requestAnimationFrame(onFrame);
  };

  if (from === "navigation") {
    // A document's clock starts at the start of the navigation that loads it.
    record.inputAt = 0;
    watchFrames();
    return;
  }
  if (from === "armed") {
    if (allHold())
      throw new Error(
        `The page shows the result already: ${JSON.stringify(expectations)}`,
      );
    record.inputAt = performance.now();
    watchFrames();
    return;
  }

  if (allHold())
    throw new Error(
      `The page shows the result before any input: ${JSON.stringify(expectations)}`,
    );

  const onInput = (event: Event) => {
    record.inputAt ??= event.timeStamp;
  };
  for (const type of ["pointerdown", "mousedown", "touchstart", "keydown"])
    document.addEventListener(type, onInput, { capture: true, passive: true });

  // TypeScript's DOM types lack Event Timing's option; 16 ms is the smallest it allows.
  const eventTiming: PerformanceObserverInit & { durationThreshold: number } = {
    type: "event",
    durationThreshold: 16,
    buffered: true,
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.interactionId > 0)
        record.events.push({
          name: entry.name,
          startTime: entry.startTime,
          duration: entry.duration,
          interactionId: entry.interactionId,
        });
  }).observe(eventTiming);

  let watching = false;
  const mutations = new MutationObserver(() => {
    if (record.inputAt === null || watching) return;
    watching = true;
    watchFrames(() => mutations.disconnect());
  });
  mutations.observe(document.documentElement, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
}
