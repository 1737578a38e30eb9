import { copyFile, cp, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { compressedCopy, ENCODINGS } from "../hosting/encodings.ts";
import { listFiles, ORIGIN_FOLDER } from "../hosting/build-files.ts";
import { HEADERS_MANIFEST } from "../hosting/security-headers.ts";
import { withoutScripts } from "../build-reading/html-tags.ts";
import { precompress } from "../build-steps/precompress.ts";

/**
 * Copies a build (`origin/` and the headers manifest, what `createStaticServer` serves) into
 * `destination`, with every page stripped of its scripts and module preloads and its brotli and
 * gzip variants made again from the stripped HTML. Returns the pages it stripped.
 */
export async function writeScriptFreeBuild(
  buildDirectory: string,
  destination: string,
): Promise<string[]> {
  const origin = join(destination, ORIGIN_FOLDER);
  await cp(join(buildDirectory, ORIGIN_FOLDER), origin, { recursive: true });
  await copyFile(
    join(buildDirectory, HEADERS_MANIFEST),
    join(destination, HEADERS_MANIFEST),
  );
  const pages = (await listFiles(origin))
    .filter((path) => path.endsWith(".html"))
    .map((path) => join(origin, path));
  for (const page of pages) {
    const stripped = withoutScripts(await readFile(page, "utf8"));
    await writeFile(page, stripped);
    // precompress leaves out a variant that would not be smaller: no stale one may stay behind.
    for (const encoding of ENCODINGS) {
      await rm(compressedCopy(page, encoding), { force: true });
    }
  }
  await precompress(pages);
  return pages;
}
