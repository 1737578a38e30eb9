import { readFile, writeFile } from "node:fs/promises";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import {
  compressedCopy,
  type Encoding,
  ENCODINGS,
} from "../../server/accept-encoding.ts";

const COMPRESSIBLE = /\.(?:html|js|css|svg|json|txt|xml|webmanifest)$/;

const ENCODERS: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  br: (data: Buffer) =>
    promisify(brotliCompress)(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
      },
    }),
  gzip: (data: Buffer) =>
    promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }),
};

/**
 * Writes `x.br` and `x.gz` beside every compressible file, at the highest levels, once: servers
 * then pick the file the client accepts and never compress per request. A variant that would not
 * be smaller is left out, and the original served.
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
