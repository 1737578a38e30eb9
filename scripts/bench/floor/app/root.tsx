/**
 * The interaction floor: the bare stack the shop is built on (React Router in framework mode,
 * pre-rendered; React; Radix's Dialog and Toast), with Vite's and their defaults, no design and
 * none of the shop's tuning. `npm run bench` times each of its interactions here too, by turns
 * with the shop's, so the report can tell what the stack costs from what the shop adds. The
 * scenarios (scripts/bench/interactions.ts) find what they click and wait for by the same roles
 * and texts as on the shop.
 */
import * as Dialog from "@radix-ui/react-dialog";
import * as Toast from "@radix-ui/react-toast";
import { type ReactNode, useState } from "react";
import { Links, Meta, Outlet, Scripts } from "react-router";
import "./floor.css";

/** What the routes can do to the cart: the one thing the floor's pages share. */
export type FloorContext = { addToCart: () => void };

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Interaction floor</title>
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

/** A header with the cart's dialog, the page, and the toast that an addition shows. */
export default function Floor() {
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
