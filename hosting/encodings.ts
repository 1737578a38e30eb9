/** The encodings the build writes beside a file, in the order they are preferred. */
export const ENCODINGS = ["br", "gzip"] as const;
export type Encoding = (typeof ENCODINGS)[number];

const SUFFIXES: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** Where the build writes a file's compressed copy: beside it, as nginx's `*_static` look for it. */
export function compressedCopy(path: string, encoding: Encoding) {
  return path + SUFFIXES[encoding];
}
