/**
 * `$299` for whole dollars, `$12.50` otherwise: what `Intl.NumberFormat("en-US", { style:
 * "currency", currency: "USD", trailingZeroDisplay: "stripIfInteger" })` writes, which the tests
 * check. Written out because a page's first `Intl.NumberFormat` loads the locale's data: 40 ms of
 * main thread on a fast machine, measured, four times that on a cheap phone, in the middle of
 * hydration.
 */
export function formatPrice(dollars: number): string {
  const cents = Math.round(Math.abs(dollars) * 100);
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, ",");
  const fraction =
    cents % 100 === 0 ? "" : `.${String(cents % 100).padStart(2, "0")}`;
  return `${cents > 0 && dollars < 0 ? "-" : ""}$${whole}${fraction}`;
}
