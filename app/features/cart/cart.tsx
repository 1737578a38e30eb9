import { lazy, useRef, useState } from "react";
import { AfterHydration } from "~/components/layout/after-hydration";
import { useOpenUntilNavigation } from "~/lib/use-open-until-navigation";
import { useCartActions } from "./cart-context";
import { CartButton } from "./cart-button";

// The drawer (Radix Dialog and the cart's lines) is not on any first screen: it loads once the
// page is interactive, well before a shopper can reach for the cart.
const CartDrawer = lazy(() =>
  import("./cart-drawer").then(({ CartDrawer }) => ({ default: CartDrawer })),
);

/** The header's cart button and the drawer it opens. */
export function Cart() {
  const [open, setOpen] = useOpenUntilNavigation();
  // A drawer whose code failed to load never opens: the button must not say it did.
  const [drawerFailed, setDrawerFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { dismissAddedToast } = useCartActions();
  return (
    <>
      <CartButton
        ref={button}
        aria-haspopup="dialog"
        aria-expanded={open && !drawerFailed}
        onClick={() => {
          dismissAddedToast();
          setOpen(true);
        }}
      />
      <AfterHydration onError={() => setDrawerFailed(true)}>
        <CartDrawer
          open={open}
          onOpenChange={setOpen}
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
