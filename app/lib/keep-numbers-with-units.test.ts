import { expect, it } from "vitest";
import { keepNumbersWithUnits } from "./keep-numbers-with-units";

it("joins a number to the word after its hyphen, and leaves other hyphens alone", () => {
  expect(
    keepNumbersWithUnits(
      "A 6-month warranty on the 3.5-gallon, self-cleaning Nano",
    ),
  ).toBe(
    "A 6-\u2060month warranty on the 3.5-\u2060gallon, self-cleaning Nano",
  );
  expect(keepNumbersWithUnits("3D-printed, 2-3 days, en-US")).toBe(
    "3D-printed, 2-3 days, en-US",
  );
});
