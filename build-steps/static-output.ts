import { cp, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import {
  listFiles,
  ORIGIN_FOLDER,
  pageFile,
  PUBLISHED_FOLDER,
} from "../hosting/build-files.ts";
import { HEADERS_MANIFEST, HOST_FILES } from "../hosting/security-headers.ts";
import { precompress } from "./precompress.ts";

/*
 * What turns React Router's pre-rendered output into a build that static hosts and our server
 * serve alike, shared by the site's build and the bench's interaction floor.
 */

/**
 * React Router writes the page pre-rendered for a path `/x` to `x/index.html` (its docs,
 * "Pre-rendering"), which static hosts serve at `/x/` and redirect `/x` to. Each such file moves
 * to `x.html` (see `pageFile`), so that every host serves it at `/x`; the 404 page, pre-rendered
 * at `/404`, lands in `404.html` by the same move. The SPA fallback goes: every page is
 * pre-rendered, and an unknown path must answer 404, not an empty shell.
 */
export async function flattenPages(client: string) {
  const folderPages = (await listFiles(client))
    .filter((file) => file.endsWith("/index.html") && file !== "/index.html")
    // The deepest first, so that a folder is empty once its own pages have moved out.
    .sort((a, b) => b.split("/").length - a.split("/").length);
  for (const file of folderPages) {
    const folder = dirname(file);
    await rename(join(client, file), join(client, pageFile(folder)));
    await rmdir(join(client, folder)).catch((error: unknown) => {
      // A folder that also holds deeper pages, now flat files of their own, stays.
      if ((error as NodeJS.ErrnoException).code !== "ENOTEMPTY") throw error;
    });
  }
  await rm(join(client, "__spa-fallback.html"), { force: true });
}

/**
 * What npm start and nginx serve (`build/origin`): the published site, but for the files only
 * static hosts read, with a brotli and a gzip copy beside each compressible file. The copies stay
 * out of `build/client`: a CDN compresses by itself, and would publish them as files of their own.
 */
export async function writeOriginFolder(buildDirectory: string) {
  const client = join(buildDirectory, PUBLISHED_FOLDER);
  const origin = join(buildDirectory, ORIGIN_FOLDER);
  // Vite empties `client/` before each build; the copy of the build before must go too.
  await rm(origin, { recursive: true, force: true });
  await cp(client, origin, {
    recursive: true,
    filter: (source) =>
      !HOST_FILES.some((file) => source === join(client, file)),
  });
  const files = await listFiles(origin);
  await precompress(files.map((file) => join(origin, file)));
}

/** Written last: `npm start` takes its presence as the sign of a complete build. */
export async function writeHeadersManifest(
  buildDirectory: string,
  headers: Record<string, string>,
) {
  await writeFile(
    join(buildDirectory, HEADERS_MANIFEST),
    `${JSON.stringify(headers, null, 2)}\n`,
  );
}
