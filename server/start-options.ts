/** What `npm start` reads from its environment, checked before any process is started. */
export type StartOptions = { port: number; host?: string; workers: number };

/** A whole number from `min` to `max`, or an error that names the variable and the value. */
function integerIn(name: string, value: string, min: number, max: number) {
  const number = Number(value);
  if (
    value.trim() === "" ||
    !Number.isInteger(number) ||
    number < min ||
    number > max
  )
    throw new Error(
      `${name} must be a whole number from ${min} to ${max}, not "${value}"`,
    );
  return number;
}

export function readStartOptions(
  env: Record<string, string | undefined>,
  cpus: number,
): StartOptions {
  return {
    port: integerIn("PORT", env.PORT ?? "3000", 0, 65_535),
    host: env.HOST || undefined,
    workers: integerIn(
      "WEB_CONCURRENCY",
      env.WEB_CONCURRENCY ?? String(cpus),
      1,
      256,
    ),
  };
}
