import { describe, expect, it, vi } from "vitest";
import { createReducerStore } from "./reducer-store";

const counter = () =>
  createReducerStore((count: number, step: number) => count + step, 0);

describe("createReducerStore", () => {
  it("starts from the initial state and reduces each action into it", () => {
    const store = counter();
    expect(store.getSnapshot()).toBe(0);
    store.dispatch(2);
    store.dispatch(3);
    expect(store.getSnapshot()).toBe(5);
  });

  it("tells each subscriber of every change until it unsubscribes", () => {
    const store = counter();
    const first = vi.fn();
    const second = vi.fn();
    const unsubscribeFirst = store.subscribe(first);
    store.subscribe(second);
    store.dispatch(1);
    unsubscribeFirst();
    store.dispatch(1);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it("keeps the state of each store to itself", () => {
    const one = counter();
    const other = counter();
    one.dispatch(1);
    expect(other.getSnapshot()).toBe(0);
  });
});
