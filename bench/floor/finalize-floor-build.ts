import { join } from "node:path";
import { PUBLISHED_FOLDER } from "../../hosting/build-files.ts";
import {
  flattenPages,
  writeHeadersManifest,
  writeOriginFolder,
} from "../../build-steps/static-output.ts";

/**
 * What the site's server needs to serve the floor as it serves the site: the flat pages, the 404
 * page and the compressed variants. No security headers: the site's Content-Security-Policy would
 * block the inline styles that Radix puts in the pre-rendered HTML (the site loads Radix after
 * hydration).
 */
export async function finalizeFloorBuild(buildDirectory: string) {
  await flattenPages(join(buildDirectory, PUBLISHED_FOLDER));
  await writeOriginFolder(buildDirectory);
  await writeHeadersManifest(buildDirectory, {});
}
