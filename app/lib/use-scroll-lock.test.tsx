// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useScrollLock } from "./use-scroll-lock";

function Panel({ open }: { open: boolean }) {
  useScrollLock(open);
  return null;
}

const root = document.documentElement;

describe("useScrollLock", () => {
  it("locks the page while open, shifted by the scrollbar's width as it was before", () => {
    vi.spyOn(root, "clientWidth", "get").mockReturnValue(
      window.innerWidth - 15,
    );
    const { rerender, unmount } = render(<Panel open={false} />);
    expect(root.dataset.scrollLocked).toBeUndefined();

    rerender(<Panel open />);
    expect(root.dataset.scrollLocked).toBe("");
    expect(document.body.style.marginRight).toBe("15px");

    rerender(<Panel open={false} />);
    expect(root.dataset.scrollLocked).toBeUndefined();
    expect(document.body.style.marginRight).toBe("");
    unmount();
  });

  it("shifts nothing where the scrollbar takes no room", () => {
    vi.spyOn(root, "clientWidth", "get").mockReturnValue(window.innerWidth);
    const { unmount } = render(<Panel open />);
    expect(root.dataset.scrollLocked).toBe("");
    expect(document.body.style.marginRight).toBe("");
    unmount();
    expect(root.dataset.scrollLocked).toBeUndefined();
  });
});
