// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
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

describe("useWarmTextLayout", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("lays the text out once in the page, in the given style, when the page is idle, and leaves nothing behind", () => {
    vi.useFakeTimers();
    const reads = spyOnLayoutReads();

    renderHook(() => useWarmTextLayout("text-sm font-semibold", "Hi 🎉"));
    const before = document.body.innerHTML;
    expect(reads).toEqual([]);

    vi.runAllTimers();
    expect(reads).toEqual([
      {
        text: "Hi 🎉",
        className: "invisible fixed text-sm font-semibold",
        inPage: true,
      },
    ]);
    expect(document.body.innerHTML).toBe(before);
  });

  it("waits for an idle moment where the browser offers one", () => {
    const idle = vi.fn<(callback: IdleRequestCallback) => number>(() => 7);
    const cancel = vi.fn();
    vi.stubGlobal("requestIdleCallback", idle);
    vi.stubGlobal("cancelIdleCallback", cancel);
    const reads = spyOnLayoutReads();

    const { unmount } = renderHook(() => useWarmTextLayout("text-sm", "🎉"));
    expect(idle).toHaveBeenCalledOnce();
    expect(reads).toEqual([]);

    idle.mock.calls[0]?.[0]({ didTimeout: false, timeRemaining: () => 50 });
    expect(reads).toHaveLength(1);

    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
    vi.unstubAllGlobals();
  });

  it("does nothing once unmounted before the page was idle", () => {
    vi.useFakeTimers();
    const reads = spyOnLayoutReads();
    const { unmount } = renderHook(() => useWarmTextLayout("text-sm", "🎉"));
    unmount();
    vi.runAllTimers();
    expect(reads).toEqual([]);
  });
});
