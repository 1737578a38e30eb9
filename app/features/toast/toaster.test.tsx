// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, toast } from "./toast-store";
import { Toaster } from "./toaster";

function renderToaster() {
  // The toasts' actions are router links.
  const Stub = createRoutesStub([{ path: "/", Component: Toaster }]);
  render(<Stub />);
}

const show = (...args: Parameters<typeof toast>) => {
  let handle: ReturnType<typeof toast> | undefined;
  act(() => {
    handle = toast(...args);
  });
  if (!handle) throw new Error("no toast");
  return handle;
};

const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe("Toaster", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    act(() => dismissToast());
    vi.useRealTimers();
  });

  it("marks the page while a toast is open, for the room it keeps below focus, more with an action", () => {
    renderToaster();
    const root = document.documentElement;
    expect(root.dataset.toast).toBeUndefined();
    show({ title: "Saved" });
    expect(root.dataset.toast).toBe("open");
    act(() => dismissToast());
    show({
      title: "Saved",
      action: { label: "Help Center", to: "/help-center" },
    });
    expect(root.dataset.toast).toBe("open-with-action");
    wait(5000);
    expect(root.dataset.toast).toBeUndefined();
  });

  it("closes a toast after 5000 ms", () => {
    renderToaster();
    show({ title: "Saved" });
    wait(4999);
    expect(screen.getByText("Saved")).toBeInTheDocument();
    wait(1);
    expect(screen.queryByText("Saved")).not.toBeInTheDocument();
  });

  it("keeps a toast of infinite duration until it is dismissed", () => {
    renderToaster();
    const handle = show({ title: "Saved", duration: Infinity });
    wait(60_000);
    expect(screen.getByText("Saved")).toBeInTheDocument();
    act(() => handle.dismiss());
    expect(screen.queryByText("Saved")).not.toBeInTheDocument();
  });

  it("shows an update of the toast on screen in place", () => {
    renderToaster();
    const handle = show({ title: "Saving…", duration: Infinity });
    act(() => handle.update({ title: "Saved", description: "All done." }));
    expect(screen.queryByText("Saving…")).not.toBeInTheDocument();
    expect(screen.getByText("Saved")).toBeInTheDocument();
    expect(screen.getByText("All done.")).toBeInTheDocument();
  });
});
