// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { lazy } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AfterHydration } from "./after-hydration";

/** A lazy part whose code is asked for by React, and comes when the test says. */
function lazyPart() {
  let asked = () => {};
  const requested = new Promise<void>((resolve) => (asked = resolve));
  let arrive = () => {};
  const Part = lazy(() => {
    asked();
    return new Promise<{ default: () => React.JSX.Element }>((resolve) => {
      arrive = () => resolve({ default: () => <p>The lazy part</p> });
    });
  });
  return { Part, requested, arrive: () => arrive() };
}

/** How long after `since` (performance.now()) `text` shows on the page, looked for every 2 ms. */
function msUntilShown(text: string, since: number) {
  return new Promise<number>((resolve) => {
    const look = setInterval(() => {
      if (!screen.queryByText(text)) return;
      clearInterval(look);
      resolve(performance.now() - since);
    }, 2);
  });
}

/** Whether React expects its updates inside act(), as Testing Library sets it. */
const react = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe("AfterHydration", () => {
  it("leaves its children out of the pre-rendered page", () => {
    const { Part } = lazyPart();
    expect(
      renderToString(
        <AfterHydration>
          <Part />
        </AfterHydration>,
      ),
    ).not.toContain("The lazy part");
  });

  it("shows a lazy part once its code has come, not 300 ms after, as React's Suspense throttle would", async () => {
    // As in a browser, not inside act(), which commits at once and skips the throttle.
    const actEnvironment = react.IS_REACT_ACT_ENVIRONMENT;
    react.IS_REACT_ACT_ENVIRONMENT = false;
    const { Part, requested, arrive } = lazyPart();
    const page = (
      <AfterHydration>
        <Part />
      </AfterHydration>
    );
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(page);
    const root = hydrateRoot(container, page);
    try {
      await requested;
      const arrived = performance.now();
      arrive();
      const ms = await msUntilShown("The lazy part", arrived);
      // Held back, it would show 300 ms after its empty fallback, itself after the code was asked
      // for: here 304 to 345 ms, against 8 to 85 ms shown at once, on a loaded machine.
      expect(ms).toBeLessThan(250);
    } finally {
      root.unmount();
      container.remove();
      react.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
