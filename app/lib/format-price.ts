const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  trailingZeroDisplay: "stripIfInteger",
});

/** `$299` for whole dollars, `$12.50` otherwise. */
export const formatPrice = (dollars: number) => usd.format(dollars);
