import { describe, expect, it } from "vitest";
import { PRODUCTS, savings } from "./products";

describe("savings", () => {
  it("is the original price minus the price, for every product", () => {
    expect(PRODUCTS.map((product) => [product.name, savings(product)])).toEqual(
      [
        ["Circularium Pro", 100],
        ["Circularium Nano", 20],
        ["Circularium Deluxe", 150],
      ],
    );
  });
});
