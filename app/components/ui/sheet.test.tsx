// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "./sheet";

describe("SheetContent", () => {
  it("brings a control that takes focus into view, and still runs the caller's onFocus", () => {
    const scrollIntoView = vi.spyOn(Element.prototype, "scrollIntoView");
    const onFocus = vi.fn();
    render(
      <Sheet open>
        <SheetContent closeLabel="Close cart" onFocus={onFocus}>
          <SheetTitle>Your Cart</SheetTitle>
          <SheetDescription>Three items</SheetDescription>
          <button type="button">Checkout</button>
        </SheetContent>
      </Sheet>,
    );
    scrollIntoView.mockClear();
    onFocus.mockClear();

    const checkout = screen.getByRole("button", { name: "Checkout" });
    checkout.focus();

    expect(scrollIntoView).toHaveBeenCalledWith({ block: "nearest" });
    expect(scrollIntoView.mock.contexts).toContain(checkout);
    expect(onFocus).toHaveBeenCalledOnce();
  });
});
