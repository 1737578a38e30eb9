import { describe, expect, it } from "vitest";
import { PRODUCTS, type Product } from "~/content/products";
import {
  cartReducer,
  EMPTY_CART,
  selectTotalItems,
  selectTotalPrice,
  type CartAction,
  type CartState,
} from "./cart-reducer";

const [pro, nano, deluxe] = PRODUCTS as [Product, Product, Product];
const run = (...actions: CartAction[]) =>
  actions.reduce(cartReducer, EMPTY_CART);
const add = (product: Product): CartAction => ({ type: "add", product });
const quantities = (state: CartState) =>
  state.map(({ id, quantity }) => [id, quantity]);

describe("cartReducer", () => {
  it("enters a new product with quantity 1, keeping every product field", () => {
    const state = run(add(pro));
    expect(state).toEqual([{ ...pro, quantity: 1 }]);
  });

  it("raises the quantity by 1 when the product, matched by id, is already in the cart", () => {
    const state = run(add(pro), add(nano), add({ ...pro }));
    expect(quantities(state)).toEqual([
      [pro.id, 2],
      [nano.id, 1],
    ]);
  });

  it("changes a line's quantity by a delta", () => {
    const state = run(add(pro), {
      type: "changeQuantity",
      id: pro.id,
      delta: 3,
    });
    expect(quantities(state)).toEqual([[pro.id, 4]]);
  });

  it("removes the line when the quantity reaches 0", () => {
    const state = run(add(pro), add(nano), {
      type: "changeQuantity",
      id: pro.id,
      delta: -1,
    });
    expect(quantities(state)).toEqual([[nano.id, 1]]);
  });

  it("removes the line when the quantity falls below 0", () => {
    const state = run(add(pro), {
      type: "changeQuantity",
      id: pro.id,
      delta: -5,
    });
    expect(state).toEqual([]);
  });

  it("leaves the cart as it is when changing a product that is not in it", () => {
    const before = run(add(pro));
    expect(
      cartReducer(before, { type: "changeQuantity", id: nano.id, delta: 1 }),
    ).toEqual(before);
  });

  it("removes a line by id, whatever its quantity", () => {
    const state = run(add(pro), add(pro), add(deluxe), {
      type: "remove",
      id: pro.id,
    });
    expect(quantities(state)).toEqual([[deluxe.id, 1]]);
  });

  it("never changes the state it is given", () => {
    const before = run(add(pro));
    const snapshot = structuredClone(before);
    cartReducer(before, add(pro));
    cartReducer(before, { type: "changeQuantity", id: pro.id, delta: -1 });
    cartReducer(before, { type: "remove", id: pro.id });
    expect(before).toEqual(snapshot);
  });
});

describe("cart totals", () => {
  it("are 0 for an empty cart", () => {
    expect(selectTotalItems(EMPTY_CART)).toBe(0);
    expect(selectTotalPrice(EMPTY_CART)).toBe(0);
  });

  it("sum the quantities, and the prices times quantities", () => {
    const state = run(
      add(pro),
      add(pro),
      add(nano),
      add(deluxe),
      add(deluxe),
      add(deluxe),
    );
    expect(selectTotalItems(state)).toBe(6);
    expect(selectTotalPrice(state)).toBe(2 * 299 + 79 + 3 * 549);
  });
});
