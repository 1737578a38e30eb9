import { promisify } from "node:util";
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  gzip,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from "node:zlib";

/** The encodings the build writes beside a file, in the order they are preferred. */
export const ENCODINGS = ["br", "gzip"] as const;
export type Encoding = (typeof ENCODINGS)[number];

const SUFFIXES: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** Where the build writes a file's compressed copy: beside it, as nginx's `*_static` look for it. */
export function compressedCopy(path: string, encoding: Encoding) {
  return path + SUFFIXES[encoding];
}

/**
 * The highest levels: each file is compressed once, at build time, never per request. Here, not
 * with the step that writes the copies, since what measures a build counts the bytes a host
 * sends of each file, and both must compress alike.
 */
const BROTLI = (data: Buffer): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
  },
});
const GZIP: ZlibOptions = { level: constants.Z_BEST_COMPRESSION };

/** A file's compressed copy, as the build writes it. */
export function compress(data: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === "br"
    ? promisify(brotliCompress)(data, BROTLI(data))
    : promisify(gzip)(data, GZIP);
}

/**
 * The bytes of `data` a host sends to a client that accepts `encoding`, for a file the build has
 * compressed: its copy's, or its own where the copy would not be smaller, and none was written.
 */
export function servedSize(data: Buffer, encoding: Encoding): number {
  const compressed =
    encoding === "br"
      ? brotliCompressSync(data, BROTLI(data))
      : gzipSync(data, GZIP);
  return Math.min(compressed.byteLength, data.byteLength);
}
