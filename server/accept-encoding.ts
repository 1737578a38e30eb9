import { ENCODINGS, type Encoding } from "../hosting/encodings.ts";

/**
 * The encoding to send, read from a request's Accept-Encoding: the first of ours (brotli, then
 * gzip, as nginx chooses) that the client accepts and that `available` has. A coding is accepted
 * by name or by `*`, with a q-value above 0: `br;q=0` refuses brotli (RFC 9110, 12.5.3).
 */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  available: (encoding: Encoding) => boolean,
): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const entry of (acceptEncoding ?? "").split(",")) {
    const [coding = "", ...parameters] = entry
      .split(";")
      .map((part) => part.trim().toLowerCase());
    if (coding === "") continue;
    const q = parameters.find((parameter) => /^q\s*=/.test(parameter));
    // A q-value that is not a number accepts nothing.
    weights.set(coding, q === undefined ? 1 : Number(q.split("=")[1]) || 0);
  }
  const accepts = (coding: string) =>
    (weights.get(coding) ?? weights.get("*") ?? 0) > 0;
  return ENCODINGS.find((encoding) => accepts(encoding) && available(encoding));
}
