import { join } from "node:path";
import { listFiles } from "../../../server/build-files.ts";
import {
  promoteNotFoundPage,
  writeHeadersManifest,
} from "../../build/static-output.ts";
import { precompress } from "../../build/precompress.ts";

/**
 * What the site's server needs to serve the floor as it serves the site: the 404 page and the
 * compressed variants. No security headers: the site's Content-Security-Policy would block the
 * inline styles that Radix puts in the pre-rendered HTML (the site loads Radix after hydration).
 */
export async function finalizeFloorBuild(buildDirectory: string) {
  const client = join(buildDirectory, "client");
  await promoteNotFoundPage(client);
  const files = await listFiles(client);
  await precompress(files.map((file) => join(client, file)));
  await writeHeadersManifest(buildDirectory, {});
}
