import { expect, it } from "vitest";
import { FEATURES } from "./copy";
import { PRODUCTS } from "./products";
import { BRAND } from "./site";

// The lead is written out, not put together from products.ts; this keeps it in step.

it("spans the range from the smallest model to the largest, by the sizes in the catalogue", () => {
  const sizes = PRODUCTS.map((product) => ({
    name: product.name.replace(`${BRAND} `, ""),
    gallons: Number(
      product.features
        .find((feature) => feature.endsWith(" gallon"))
        ?.split(" ")[0],
    ),
  })).sort((a, b) => a.gallons - b.gallons);
  const smallest = sizes.at(0);
  const largest = sizes.at(-1);
  const lead = FEATURES.lead;

  expect(lead).toContain(
    `from the ${smallest?.gallons}-gallon ${smallest?.name}`,
  );
  expect(lead).toContain(`to the ${largest?.gallons}-gallon ${largest?.name}`);
});
