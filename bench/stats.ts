/**
 * The middle value. From an even count, the higher of the two middle values by default, since
 * a benchmark of times should not flatter; `lower` where a lower value is the stricter one.
 */
export function median(
  values: readonly number[],
  evenCount: "higher" | "lower" = "higher",
): number {
  if (values.length === 0) throw new Error("No values to take a median of");
  const sorted = values.toSorted((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  const index = evenCount === "higher" ? Math.ceil(middle) : Math.floor(middle);
  return sorted[index] ?? Number.NaN;
}

export function maximum(values: readonly number[]): number {
  if (values.length === 0) throw new Error("No values to take a maximum of");
  return Math.max(...values);
}

/**
 * The 75th percentile by nearest rank: the smallest value that at least three quarters of the
 * values are at or under, as INP's 75th percentile is read from field data.
 */
export function percentile75(values: readonly number[]): number {
  if (values.length === 0) throw new Error("No values to take a percentile of");
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1] ?? Number.NaN;
}
