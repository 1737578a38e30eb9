import { expect, it } from "vitest";
import { PAGES } from "./pages";

it("describes the policy pages with the policies' own terms", () => {
  expect(PAGES.warranty.description).toBe(
    "What the Circularium limited warranty covers: 2 years on the Deluxe, 6 months on the Pro and Nano, and how to claim through an RMA.",
  );
  expect(PAGES.returns.description).toBe(
    "Return a Circularium aquarium within 30 days of delivery for a full refund. How the RMA number works and what happens after 30 days.",
  );
});
