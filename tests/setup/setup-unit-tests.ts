import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

afterEach(cleanup);

// A React warning is a bug: any console.error fails the test that caused it.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
  });
});

// jsdom lays nothing out, so it leaves out scrolling an element into view, which every browser
// has: the drawer's panel calls it when a control inside it takes focus. (Typed as always there.)
if (typeof Element !== "undefined") {
  const prototype: Partial<Element> = Element.prototype;
  prototype.scrollIntoView ??= () => {};
}
