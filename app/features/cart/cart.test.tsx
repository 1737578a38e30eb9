// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { Toaster } from "~/features/toast/toaster";
import { ProductGrid } from "~/features/products/product-grid";
import { dismissToast, toast } from "~/features/toast/toast-store";
import { Cart } from "./cart";
import { CartProvider } from "./cart-context";

function renderShop() {
  const Shop = () => (
    <CartProvider>
      <Cart />
      <ProductGrid />
      <Toaster />
    </CartProvider>
  );
  const Stub = createRoutesStub([{ path: "/", Component: Shop }]);
  render(<Stub />);
  const user = userEvent.setup();
  const addToCart = (name: string) =>
    user.click(
      within(screen.getByRole("article", { name })).getByRole("button", {
        name: `Add to Cart ${name}`,
      }),
    );
  return { user, addToCart };
}

describe("Cart", () => {
  it("names the cart button after the item count, with a badge only above 0", async () => {
    const { addToCart } = renderShop();
    const cartButton = screen.getByRole("button", { name: "Open cart, empty" });
    expect(cartButton).toHaveTextContent("");

    await addToCart("Circularium Pro");
    await addToCart("Circularium Pro");
    await addToCart("Circularium Nano");
    expect(cartButton).toHaveAccessibleName("Open cart, 3 items");
    expect(cartButton).toHaveTextContent("3");
  });

  it("shows the empty state in a dialog titled Your Cart", async () => {
    const { user } = renderShop();
    await user.click(screen.getByRole("button", { name: "Open cart, empty" }));
    const drawer = await screen.findByRole("dialog", { name: "Your Cart" });
    expect(within(drawer).getByText("Your cart is empty")).toBeInTheDocument();
    expect(
      within(drawer).getByText("Add some amazing aquariums!"),
    ).toBeInTheDocument();
    expect(
      within(drawer).queryByRole("button", { name: "Proceed to Checkout" }),
    ).toBeNull();
  });

  it("lists each line with its price and quantity, and totals the cart", async () => {
    const { user, addToCart } = renderShop();
    await addToCart("Circularium Pro");
    await addToCart("Circularium Deluxe");
    await user.click(
      screen.getByRole("button", { name: "Open cart, 2 items" }),
    );
    const drawer = await screen.findByRole("dialog", { name: "Your Cart" });

    await user.click(
      within(drawer).getByRole("button", {
        name: "Increase quantity of Circularium Pro",
      }),
    );
    const pro = within(drawer).getByRole("group", {
      name: "Quantity, Circularium Pro",
    });
    expect(within(pro).getByRole("status")).toHaveTextContent(/^Quantity 2$/);
    expect(within(drawer).getByText("$1,147")).toBeInTheDocument();

    await user.click(
      within(drawer).getByRole("button", {
        name: "Remove Circularium Deluxe from cart",
      }),
    );
    expect(within(drawer).queryByText("Circularium Deluxe")).toBeNull();
    expect(within(drawer).getByText("$598")).toBeInTheDocument();

    await user.click(
      within(drawer).getByRole("button", {
        name: "Decrease quantity of Circularium Pro",
      }),
    );
    await user.click(
      within(drawer).getByRole("button", {
        name: "Decrease quantity of Circularium Pro",
      }),
    );
    expect(within(drawer).getByText("Your cart is empty")).toBeInTheDocument();
  });

  it("says whether the drawer is open, and gives focus back to the cart button when it closes", async () => {
    const { user } = renderShop();
    const cartButton = screen.getByRole("button", { name: "Open cart, empty" });
    expect(cartButton).toHaveAttribute("aria-haspopup", "dialog");
    expect(cartButton).toHaveAttribute("aria-expanded", "false");

    await user.click(cartButton);
    await screen.findByRole("dialog", { name: "Your Cart" });
    expect(cartButton).toHaveAttribute("aria-expanded", "true");

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(cartButton).toHaveAttribute("aria-expanded", "false");
    expect(cartButton).toHaveFocus();
  });

  it("closes the toast that announced an addition when the cart opens, and no other", async () => {
    const { user, addToCart } = renderShop();
    await addToCart("Circularium Pro");
    expect(screen.getByText("Added to cart! 🎉")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Open cart, 1 item" }));
    await screen.findByRole("dialog", { name: "Your Cart" });
    expect(screen.queryByText("Added to cart! 🎉")).toBeNull();

    await user.keyboard("{Escape}");
    toast({ title: "Another toast" });
    await user.click(screen.getByRole("button", { name: "Open cart, 1 item" }));
    await screen.findByRole("dialog", { name: "Your Cart" });
    expect(screen.getByText("Another toast")).toBeInTheDocument();
    dismissToast();
  });
});
