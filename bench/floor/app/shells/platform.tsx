/**
 * The same page with what the platform gives in place of Radix: a modal `<dialog>`, opened with
 * `showModal()`, and a status region for the toast. None of what Radix adds on top (the toast's
 * timer, swipe and F8, the dialog's scroll lock) is here: it is a floor, not a replacement.
 */
import { useRef, useState } from "react";
import { Outlet } from "react-router";
import type { FloorContext } from "../floor-context";

export default function PlatformShell() {
  const [items, setItems] = useState(0);
  const [toastShown, setToastShown] = useState(false);
  const drawer = useRef<HTMLDialogElement>(null);
  const context: FloorContext = {
    addToCart: () => {
      setItems((n) => n + 1);
      setToastShown(true);
    },
  };
  return (
    <>
      <header>
        <button type="button" onClick={() => drawer.current?.showModal()}>
          Cart, {items} items
        </button>
        <dialog ref={drawer} className="drawer" aria-labelledby="cart-title">
          <h2 id="cart-title">Your cart</h2>
          <p>{items} items</p>
          <form method="dialog">
            <button type="submit">Close</button>
          </form>
        </dialog>
      </header>
      <main>
        <Outlet context={context} />
      </main>
      <div role="status" className="toasts">
        {toastShown && (
          <div key={items} className="toast">
            <p>Added to cart! 🎉</p>
            <p>One item added.</p>
            <button type="button" onClick={() => setToastShown(false)}>
              Dismiss
            </button>
          </div>
        )}
      </div>
    </>
  );
}
