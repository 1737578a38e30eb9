import { describe, expect, it } from "vitest";
import { WARRANTY } from "./policies";
import { PRODUCTS } from "./products";

describe("WARRANTY", () => {
  it("gives a term for every model of the catalogue, by the catalogue's name, once each", () => {
    expect(WARRANTY.coverage.map((row) => row.model).sort()).toEqual(
      PRODUCTS.map((product) => product.name).sort(),
    );
  });
});
