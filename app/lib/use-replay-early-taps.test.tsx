// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { HYDRATED_ATTRIBUTE } from "./hydrated-marker";
import { useReplayEarlyTaps } from "./use-replay-early-taps";

const hydrated = () =>
  document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);

afterEach(() => {
  delete window.earlyTaps;
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
});

describe("useReplayEarlyTaps", () => {
  it("says the page has hydrated only once the early taps have been done", async () => {
    let done = () => {};
    const replayed = new Promise<void>((resolve) => (done = resolve));
    window.earlyTaps = { replay: () => replayed };
    renderHook(() => {
      useReplayEarlyTaps();
    });
    await Promise.resolve();
    expect(hydrated()).toBe(false);
    done();
    await expect.poll(hydrated).toBe(true);
  });

  it("says so at once on a page with no early-tap recorder", async () => {
    renderHook(() => {
      useReplayEarlyTaps();
    });
    await expect.poll(hydrated).toBe(true);
  });
});
