// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import {
  dismissToast,
  INITIAL_TOAST_STATE,
  TOAST_LIMIT,
  toast,
  toastReducer,
  useToasts,
  type ToastRecord,
} from "./toast-store";

const record = (id: string, title = id): ToastRecord => ({
  id,
  title,
  open: true,
});

describe("toastReducer", () => {
  it("shows one toast at a time: a new toast replaces the previous one", () => {
    expect(TOAST_LIMIT).toBe(1);
    const state = [record("a"), record("b")].reduce(
      (current, next) => toastReducer(current, { type: "add", toast: next }),
      INITIAL_TOAST_STATE,
    );
    expect(state).toEqual([record("b")]);
  });

  it("updates the fields of the toast with that id", () => {
    const state = toastReducer([record("a")], {
      type: "update",
      id: "a",
      patch: { title: "New title", duration: Infinity },
    });
    expect(state).toEqual([
      { ...record("a"), title: "New title", duration: Infinity },
    ]);
  });

  it("ignores an update for a toast that is gone", () => {
    const state = [record("a")];
    expect(
      toastReducer(state, { type: "update", id: "b", patch: { title: "x" } }),
    ).toEqual(state);
  });

  it("closes the toast with that id, keeping it for its exit animation", () => {
    expect(toastReducer([record("a")], { type: "dismiss", id: "a" })).toEqual([
      { ...record("a"), open: false },
    ]);
    expect(toastReducer([record("a")], { type: "dismiss", id: "b" })).toEqual([
      record("a"),
    ]);
  });

  it("closes every toast when no id is given", () => {
    expect(toastReducer([record("a")], { type: "dismiss" })).toEqual([
      { ...record("a"), open: false },
    ]);
  });
});

describe("toast()", () => {
  beforeEach(() => {
    act(() => dismissToast());
  });

  it("shows the toast to subscribers, and its handles update and dismiss it", () => {
    const { result } = renderHook(() => useToasts());
    let handle!: ReturnType<typeof toast>;

    act(() => {
      handle = toast({ title: "Added to cart! 🎉", description: "Hello" });
    });
    expect(result.current).toEqual([
      {
        id: handle.id,
        title: "Added to cart! 🎉",
        description: "Hello",
        open: true,
      },
    ]);

    act(() => handle.update({ description: "Updated" }));
    expect(result.current[0]?.description).toBe("Updated");

    act(() => handle.dismiss());
    expect(result.current[0]?.open).toBe(false);
  });

  it("gives every toast its own id, and the newest replaces the one on screen", () => {
    const { result } = renderHook(() => useToasts());
    let first!: ReturnType<typeof toast>;
    let second!: ReturnType<typeof toast>;
    act(() => {
      first = toast({ title: "First" });
      second = toast({ title: "Second" });
    });
    expect(first.id).not.toBe(second.id);
    expect(result.current.map((shown) => shown.title)).toEqual(["Second"]);

    // The replaced toast's handle no longer touches the one on screen.
    act(() => first.dismiss());
    expect(result.current[0]?.open).toBe(true);
  });
});
