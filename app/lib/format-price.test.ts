import { describe, expect, it } from "vitest";
import { PRODUCTS, savings } from "~/content/products";
import { formatPrice } from "./format-price";

describe("formatPrice", () => {
  it("shows whole dollars without cents", () => {
    expect(formatPrice(299)).toBe("$299");
    expect(formatPrice(0)).toBe("$0");
  });

  it("groups thousands and keeps cents when there are any", () => {
    expect(formatPrice(1647)).toBe("$1,647");
    expect(formatPrice(12.5)).toBe("$12.50");
  });
});

describe("savings", () => {
  it("is the original price minus the price, for every product", () => {
    expect(
      PRODUCTS.map((product) => [product.name, formatPrice(savings(product))]),
    ).toEqual([
      ["Circularium Pro", "$100"],
      ["Circularium Nano", "$20"],
      ["Circularium Deluxe", "$150"],
    ]);
  });
});
