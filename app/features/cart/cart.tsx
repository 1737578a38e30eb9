import { lazy, useRef, useState } from "react";
import { useLocation } from "react-router";
import { AfterHydration } from "~/components/layout/after-hydration";
import { useCartActions } from "./cart-context";
import { CartButton } from "./cart-button";

// The drawer (Radix Dialog and the cart's lines) is not on any first screen: it loads once the
// page is interactive, well before a shopper can reach for the cart.
const CartDrawer = lazy(() =>
  import("./cart-drawer").then(({ CartDrawer }) => ({ default: CartDrawer })),
);

/** The header's cart button and the drawer it opens. */
export function Cart() {
  // The drawer belongs to the page it was opened on: the browser's Back closes it, as it leaves.
  const { key } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === key;
  const button = useRef<HTMLButtonElement>(null);
  const { dismissAddedToast } = useCartActions();
  return (
    <>
      <CartButton
        ref={button}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          dismissAddedToast();
          setOpenOn(key);
        }}
      />
      <AfterHydration>
        <CartDrawer
          open={open}
          onOpenChange={(opened) => setOpenOn(opened ? key : null)}
          // Back to the cart button, unless a link in the drawer led on: FocusOnNavigation has then
          // moved focus where it leads, before the closing animation ended.
          onClosed={() => {
            if (document.activeElement === document.body)
              button.current?.focus();
          }}
        />
      </AfterHydration>
    </>
  );
}
