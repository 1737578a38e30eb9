/** What the probe keeps of a page: see `installProbe`. */
export type ProbeRecord = {
  /** Script errors, unhandled rejections, console errors, CSP violations, failed loads. */
  problems: string[];
  /** Each tap of the shopper's (not the page's own replays), and whether the page had hydrated. */
  taps: { beforeHydration: boolean }[];
  /** No script of the app's had run when the probe was installed. */
  installedBeforeApp: boolean;
};

declare global {
  interface Window {
    webkitProbe?: ProbeRecord;
  }
}

/**
 * Runs in the page before the app's scripts (see probe-proxy.ts): what goes wrong while the app's
 * modules load and hydrate is kept too. Served as its `toString()`: it may use nothing from
 * outside its body.
 */
export function installProbe() {
  const record: ProbeRecord = {
    problems: [],
    taps: [],
    // The app's scripts are in `<body>`, and the modules they start after them: not parsed yet.
    installedBeforeApp: document.querySelector("body") === null,
  };
  window.webkitProbe = record;
  const problem = (text: string) => record.problems.push(text);

  // Captured, so that a file that fails to load is seen too: its error event does not bubble.
  addEventListener(
    "error",
    (event) => {
      const failed = event.target;
      if (
        failed instanceof HTMLScriptElement ||
        failed instanceof HTMLImageElement
      )
        problem(`failed to load ${failed.src}`);
      else if (failed instanceof HTMLLinkElement)
        problem(`failed to load ${failed.href}`);
      else
        problem(
          `page error: ${event.message} (${event.filename}:${event.lineno})`,
        );
    },
    true,
  );
  addEventListener("unhandledrejection", (event) => {
    const reason: unknown = event.reason;
    problem(
      `unhandled rejection: ${reason instanceof Error ? reason.message : String(reason)}`,
    );
  });
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    problem(`console error: ${args.map(String).join(" ")}`);
    consoleError(...args);
  };
  document.addEventListener("securitypolicyviolation", (event) => {
    problem(
      `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline code"} at ${event.sourceFile}:${event.lineNumber}`,
    );
  });
  // The page's recorder of early taps (app/lib/page-start.ts) keeps a tap from the page's
  // own listeners until it has hydrated, not from another of the window's.
  addEventListener(
    "click",
    (event) => {
      if (event.isTrusted)
        record.taps.push({ beforeHydration: "earlyTaps" in window });
    },
    true,
  );
}
