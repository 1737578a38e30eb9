import { rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { NOT_FOUND_PRERENDER_PATH } from "../../app/content/site.ts";
import { HEADERS_MANIFEST } from "../../server/security-headers.ts";

/*
 * What turns React Router's pre-rendered output into a build our server serves, shared by the
 * site's build and the bench's interaction floor.
 */

/**
 * The pre-rendered 404 page becomes `404.html`, the name static hosts and our server serve for
 * unknown paths; the SPA fallback goes, since every page is pre-rendered and an unknown path
 * must answer 404, not an empty shell.
 */
export async function promoteNotFoundPage(client: string) {
  const prerendered = join(client, NOT_FOUND_PRERENDER_PATH);
  await rename(join(prerendered, "index.html"), join(client, "404.html"));
  await rm(prerendered, { recursive: true });
  await rm(join(client, "__spa-fallback.html"), { force: true });
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
