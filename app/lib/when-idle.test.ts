// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./when-idle";

const readyState = (state: DocumentReadyState) =>
  vi.spyOn(document, "readyState", "get").mockReturnValue(state);

afterEach(() => {
  vi.useRealTimers();
});

describe("whenIdle", () => {
  it("waits for the load event, then for the browser to be idle", () => {
    readyState("interactive");
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) =>
      idle.push(callback),
    );
    const task = vi.fn();
    whenIdle(task);
    expect(idle).toHaveLength(0);
    dispatchEvent(new Event("load"));
    expect(task).not.toHaveBeenCalled();
    idle[0]?.({ didTimeout: false, timeRemaining: () => 50 });
    expect(task).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it("without idle callbacks, runs in a task after the load event", () => {
    vi.useFakeTimers();
    readyState("complete");
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
  });

  it("never runs once cancelled, before or after the load event", () => {
    vi.useFakeTimers();
    readyState("loading");
    const before = vi.fn();
    whenIdle(before)();
    dispatchEvent(new Event("load"));
    vi.runAllTimers();
    expect(before).not.toHaveBeenCalled();

    readyState("complete");
    const after = vi.fn();
    whenIdle(after)();
    vi.runAllTimers();
    expect(after).not.toHaveBeenCalled();
  });
});
