import {
  createContext,
  use,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from "react";
import { TOASTS } from "~/content/copy";
import type { Product } from "~/content/products";
import { toast } from "~/features/toast/toast-store";
import {
  cartReducer,
  EMPTY_CART,
  selectTotalItems,
  selectTotalPrice,
  type CartState,
} from "./cart-reducer";

type CartContents = {
  lines: CartState;
  totalItems: number;
  totalPrice: number;
};

type CartActions = {
  addToCart: (product: Product) => void;
  /**
   * Closes the toast that announced the last addition: the open cart shows it, and on a phone
   * the toast would cover the drawer's total and checkout button.
   */
  dismissAddedToast: () => void;
  changeQuantity: (id: string, delta: number) => void;
  removeFromCart: (id: string) => void;
};

// Two contexts: the actions never change, so what only changes the cart (every product card)
// does not re-render when it does; only what shows the cart does.
const CartContentsContext = createContext<CartContents | null>(null);
const CartActionsContext = createContext<CartActions | null>(null);

/** Holds the cart in memory for the whole visit: a reload empties it, navigation does not. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [lines, dispatch] = useReducer(cartReducer, EMPTY_CART);
  const addedToast = useRef<ReturnType<typeof toast>>(null);

  const contents = useMemo<CartContents>(
    () => ({
      lines,
      totalItems: selectTotalItems(lines),
      totalPrice: selectTotalPrice(lines),
    }),
    [lines],
  );

  const actions = useMemo<CartActions>(
    () => ({
      addToCart: (product) => {
        dispatch({ type: "add", product });
        addedToast.current = toast(TOASTS.addedToCart(product.name));
      },
      dismissAddedToast: () => addedToast.current?.dismiss(),
      changeQuantity: (id, delta) =>
        dispatch({ type: "changeQuantity", id, delta }),
      removeFromCart: (id) => dispatch({ type: "remove", id }),
    }),
    [],
  );

  return (
    <CartActionsContext value={actions}>
      <CartContentsContext value={contents}>{children}</CartContentsContext>
    </CartActionsContext>
  );
}

/** What the cart holds, and its totals. */
export function useCartContents() {
  const contents = use(CartContentsContext);
  if (!contents)
    throw new Error("useCartContents must be used inside <CartProvider>");
  return contents;
}

/** What changes the cart: stable for the whole visit. */
export function useCartActions() {
  const actions = use(CartActionsContext);
  if (!actions)
    throw new Error("useCartActions must be used inside <CartProvider>");
  return actions;
}
