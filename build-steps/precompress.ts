import { readFile, writeFile } from "node:fs/promises";
import { compress, compressedCopy, ENCODINGS } from "../hosting/encodings.ts";

const COMPRESSIBLE = /\.(?:html|js|css|svg|json|txt|xml|webmanifest)$/;

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
          const compressed = await compress(data, encoding);
          if (compressed.byteLength < data.byteLength) {
            await writeFile(compressedCopy(file, encoding), compressed);
          }
        }
      }),
  );
}
