import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { ICONS } from "../app/content/site.ts";
import {
  listFiles,
  pagePaths,
  staticHostPath,
} from "../hosting/build-files.ts";
import { HASHED_ASSETS_PREFIX } from "../hosting/security-headers.ts";
import { compileWorker } from "./compile-worker.ts";

/**
 * An entry of Workbox's precache manifest (workbox-precaching's `PrecacheEntry`), with the
 * subresource integrity of the exact bytes every host serves at its URL.
 */
export type PrecacheEntry = {
  url: string;
  revision: string | null;
  integrity: string;
};

/**
 * What the service worker keeps of a release, from the files of the published folder: every page
 * at the path hosts serve it at (the 404 page at `/404`) and the icons every page links to, each
 * with a hash of its content as its revision, and every file under `/assets/`, whose name already
 * carries one (`revision: null`, which also lets Workbox take it from the HTTP cache). The rest
 * is for crawlers, shares and installs, never for a page: the social cards, the app icons, the
 * sitemap.
 *
 * Every entry carries the SHA-384 of its file as its `integrity`: Workbox fetches it with that
 * metadata, and the browser fails the fetch, and the install with it, when the bytes that came
 * differ from the build's, altered on their way or in the HTTP cache (record 131).
 */
export async function precacheEntries(
  client: string,
  files: readonly string[],
): Promise<PrecacheEntry[]> {
  const pageIcons: readonly string[] = [ICONS.svg, ICONS.png.path];
  const kept = files.filter(
    (file) =>
      file.endsWith(".html") ||
      pageIcons.includes(file) ||
      file.startsWith(HASHED_ASSETS_PREFIX),
  );
  return Promise.all(
    kept.map(async (file) => {
      const digest = createHash("sha384")
        .update(await readFile(join(client, file)))
        .digest();
      return {
        url: staticHostPath(file),
        revision: file.startsWith(HASHED_ASSETS_PREFIX)
          ? null
          : digest.toString("hex").slice(0, 16),
        integrity: `sha384-${digest.toString("base64")}`,
      };
    }),
  );
}

/**
 * Compiles the service worker (app/service-worker/service-worker.ts) into the published folder,
 * with the release's precache manifest where Workbox's injection point names it
 * (`self.__WB_MANIFEST`), and the pages among it (`self.__OFFLINE_PAGES`). Written once the
 * pages are final, since their revisions are hashes of them.
 */
export async function writeServiceWorker(client: string) {
  const files = await listFiles(client);
  const manifest = await precacheEntries(client, files);
  await compileWorker("service-worker.ts", client, {
    "self.__WB_MANIFEST": JSON.stringify(manifest),
    // The pages it keeps, from the same files as the precache: the worker opens offline every
    // page the build pre-rendered, and none that a list kept by hand forgot.
    "self.__OFFLINE_PAGES": JSON.stringify(pagePaths(files)),
  });
}
