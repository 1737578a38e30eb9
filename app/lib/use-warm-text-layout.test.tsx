// @vitest-environment jsdom
import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useWarmTextLayout } from "./use-warm-text-layout";

/** Every element whose layout is read, with its text, classes and whether it is in the page. */
function spyOnLayoutReads() {
  const reads: { text: string; className: string; inPage: boolean }[] = [];
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(
    function (this: Element) {
      reads.push({
        text: this.textContent,
        className: this.className,
        inPage: document.body.contains(this),
      });
      return new DOMRect();
    },
  );
  return reads;
}

/** A browser with idle callbacks, which the test runs by hand. */
function stubIdleCallbacks() {
  const callbacks = new Map<number, IdleRequestCallback>();
  vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => {
    callbacks.set(callbacks.size + 1, callback);
    return callbacks.size;
  });
  vi.stubGlobal("cancelIdleCallback", (id: number) => callbacks.delete(id));
  return () => {
    for (const callback of callbacks.values())
      callback({ didTimeout: false, timeRemaining: () => 50 });
  };
}

describe("useWarmTextLayout", () => {
  afterEach(() => {
    // Unmounts while the stubs are still there: the hook cancels its callback.
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("lays the text out once in the page, in the given style, when the page is idle, and leaves nothing behind", () => {
    const runIdleCallbacks = stubIdleCallbacks();
    const reads = spyOnLayoutReads();

    renderHook(() => useWarmTextLayout("text-sm font-semibold", "Hi 🎉"));
    const before = document.body.innerHTML;
    expect(reads).toEqual([]);

    runIdleCallbacks();
    expect(reads).toEqual([
      {
        text: "Hi 🎉",
        className: "invisible fixed text-sm font-semibold",
        inPage: true,
      },
    ]);
    expect(document.body.innerHTML).toBe(before);
  });

  it("does nothing once unmounted before the page was idle", () => {
    const runIdleCallbacks = stubIdleCallbacks();
    const reads = spyOnLayoutReads();

    const { unmount } = renderHook(() => useWarmTextLayout("text-sm", "🎉"));
    unmount();
    runIdleCallbacks();
    expect(reads).toEqual([]);
  });

  it("does nothing where the browser has no idle callbacks", () => {
    expect("requestIdleCallback" in window).toBe(false);
    const reads = spyOnLayoutReads();

    renderHook(() => useWarmTextLayout("text-sm", "🎉"));
    expect(reads).toEqual([]);
  });
});
