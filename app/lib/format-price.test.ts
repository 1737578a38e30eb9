import { describe, expect, it } from "vitest";
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

  it("writes every amount as the platform's USD currency format does", () => {
    const usd = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      trailingZeroDisplay: "stripIfInteger",
    });
    const amounts = [
      0, 0.01, 0.1, 0.999, 1, 9.99, 999.995, 1000, 1234.5, 99999.99,
      1234567.891, -12.5,
    ];
    for (const amount of amounts)
      expect(formatPrice(amount)).toBe(usd.format(amount));
  });
});
