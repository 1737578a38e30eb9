/**
 * The bare stack the shop is built on: React Router in framework mode, pre-rendered; React;
 * Radix's Dialog and Toast, with Vite's and their defaults, no design and none of the shop's
 * tuning.
 */
import * as Dialog from "@radix-ui/react-dialog";
import * as Toast from "@radix-ui/react-toast";
import { useState } from "react";
import { Outlet } from "react-router";
import type { FloorContext } from "../floor-context";

/** A header with the cart's dialog, the page, and the toast that an addition shows. */
export default function StackShell() {
  const [items, setItems] = useState(0);
  const context: FloorContext = { addToCart: () => setItems((n) => n + 1) };
  return (
    <Toast.Provider>
      <header>
        <Dialog.Root>
          <Dialog.Trigger>Cart, {items} items</Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="overlay" />
            <Dialog.Content className="drawer">
              <Dialog.Title>Your cart</Dialog.Title>
              <Dialog.Description>{items} items</Dialog.Description>
              <Dialog.Close>Close</Dialog.Close>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </header>
      <main>
        <Outlet context={context} />
      </main>
      {items > 0 && (
        <Toast.Root key={items} className="toast">
          <Toast.Title>Added to cart! 🎉</Toast.Title>
          <Toast.Description>One item added.</Toast.Description>
          <Toast.Close>Dismiss</Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="toasts" />
    </Toast.Provider>
  );
}
