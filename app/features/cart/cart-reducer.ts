import type { Product } from "~/content/products";

export type CartLine = Product & { quantity: number };

export type CartState = readonly CartLine[];

export type CartAction =
  | { type: "add"; product: Product }
  | { type: "changeQuantity"; id: string; delta: number }
  | { type: "remove"; id: string };

export const EMPTY_CART: CartState = [];

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case "add": {
      const inCart = state.some((line) => line.id === action.product.id);
      return inCart
        ? state.map((line) =>
            line.id === action.product.id
              ? { ...line, quantity: line.quantity + 1 }
              : line,
          )
        : [...state, { ...action.product, quantity: 1 }];
    }
    case "changeQuantity":
      return state.flatMap((line) => {
        if (line.id !== action.id) return [line];
        const quantity = line.quantity + action.delta;
        return quantity > 0 ? [{ ...line, quantity }] : [];
      });
    case "remove":
      return state.filter((line) => line.id !== action.id);
    default: {
      const unknown: never = action;
      throw new Error(`Unknown cart action: ${JSON.stringify(unknown)}`);
    }
  }
}

export const selectTotalItems = (state: CartState) =>
  state.reduce((sum, line) => sum + line.quantity, 0);

export const selectTotalPrice = (state: CartState) =>
  state.reduce((sum, line) => sum + line.price * line.quantity, 0);
