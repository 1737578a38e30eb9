import { createContext, use, useMemo, useReducer, type ReactNode } from "react";
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

type CartContextValue = {
  lines: CartState;
  totalItems: number;
  totalPrice: number;
  addToCart: (product: Product) => void;
  changeQuantity: (id: string, delta: number) => void;
  removeFromCart: (id: string) => void;
};

const CartContext = createContext<CartContextValue | null>(null);

/** Holds the cart in memory for the whole visit: a reload empties it, navigation does not. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [lines, dispatch] = useReducer(cartReducer, EMPTY_CART);

  const value = useMemo<CartContextValue>(
    () => ({
      lines,
      totalItems: selectTotalItems(lines),
      totalPrice: selectTotalPrice(lines),
      addToCart: (product) => {
        dispatch({ type: "add", product });
        toast(TOASTS.addedToCart(product.name));
      },
      changeQuantity: (id, delta) =>
        dispatch({ type: "changeQuantity", id, delta }),
      removeFromCart: (id) => dispatch({ type: "remove", id }),
    }),
    [lines],
  );

  return <CartContext value={value}>{children}</CartContext>;
}

export function useCart() {
  const cart = use(CartContext);
  if (!cart) throw new Error("useCart must be used inside <CartProvider>");
  return cart;
}
