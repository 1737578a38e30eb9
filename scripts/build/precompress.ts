import { readFile, writeFile } from "node:fs/promises";
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
import {
  compressedCopy,
  type Encoding,
  ENCODINGS,
} from "../../hosting/encodings.ts";

const COMPRESSIBLE = /\.(?:html|js|css|svg|json|txt|xml|webmanifest)$/;

/** The highest levels: each file is compressed once, at build time, never per request. */
const BROTLI = (data: Buffer): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
  },
});
const GZIP: ZlibOptions = { level: constants.Z_BEST_COMPRESSION };

const ENCODERS: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  br: (data) => promisify(brotliCompress)(data, BROTLI(data)),
  gzip: (data) => promisify(gzip)(data, GZIP),
};

/**
 * Writes `x.br` and `x.gz` beside every compressible file, once: servers then pick the file the
 * client accepts. A variant that would not be smaller is left out, and the original served.
 */
export async function precompress(files: readonly string[]) {
  await Promise.all(
    files
      .filter((file) => COMPRESSIBLE.test(file))
      .map(async (file) => {
        const data = await readFile(file);
        for (const encoding of ENCODINGS) {
          const compressed = await ENCODERS[encoding](data);
          if (compressed.byteLength < data.byteLength) {
            await writeFile(compressedCopy(file, encoding), compressed);
          }
        }
      }),
  );
}

/**
 * The bytes of `data` a server sends to a client that accepts `encoding`, for a file precompressed
 * as above: its variant's, or its own where no variant is smaller.
 */
export function servedSize(data: Buffer, encoding: Encoding): number {
  const compressed =
    encoding === "br"
      ? brotliCompressSync(data, BROTLI(data))
      : gzipSync(data, GZIP);
  return Math.min(compressed.byteLength, data.byteLength);
}
