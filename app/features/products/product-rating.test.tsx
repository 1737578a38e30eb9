// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProductRating } from "./product-rating";

/** Where the stars' colour ends and the empty track begins, along the row of five. */
function filledTo(rating: number) {
  render(<ProductRating rating={rating} reviews={1} />);
  const stars = screen.getByRole("img", {
    name: `Rated ${rating.toFixed(1)} out of 5`,
  });
  const [fill, track] = stars.querySelectorAll("stop");
  expect(fill?.getAttribute("class")).toContain("--color-star");
  expect(track?.getAttribute("class")).toContain("--color-lagoon-100");
  expect(fill?.getAttribute("offset")).toBe(track?.getAttribute("offset"));
  return fill?.getAttribute("offset");
}

describe("ProductRating", () => {
  it("fills the five stars to the rating, each star a fifth of the row", () => {
    expect(filledTo(4.9)).toBe("98%");
  });

  it("fills every star for a rating of 5", () => {
    expect(filledTo(5)).toBe("100%");
  });
});
