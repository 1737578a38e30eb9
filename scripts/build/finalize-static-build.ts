import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import {
  contentSecurityPolicy,
  HASHED_ASSETS_PREFIX,
  HEADERS_MANIFEST,
  securityHeaders,
} from "../../server/security-headers.ts";
import { listFiles, pagePaths } from "../../server/build-files.ts";
import { netlifyHeaders, nginxHeaders } from "./host-headers.ts";
import { inlineScriptHashes } from "./inline-script-hashes.ts";
import { precompress } from "./precompress.ts";

/**
 * Shapes React Router's pre-rendered output for static hosting:
 * - the 404 page becomes `404.html`, the name static hosts and our server serve for unknown
 *   paths; the SPA fallback goes, since every page is pre-rendered and an unknown path must answer
 *   404, not an empty shell;
 * - the security headers, with a Content-Security-Policy that allows the pages' inline scripts
 *   by hash, are written for our server (`headers.json`), for nginx and for CDNs (`_headers`);
 * - every compressible file gets its brotli and gzip variants.
 */
export async function finalizeStaticBuild(buildDirectory: string) {
  const client = join(buildDirectory, "client");
  await rename(join(client, "404", "index.html"), join(client, "404.html"));
  await rm(join(client, "404"), { recursive: true });
  await rm(join(client, "__spa-fallback.html"), { force: true });

  const files = await listFiles(client);
  const html = files.filter((file) => file.endsWith(".html"));
  const hashes = new Set<string>();
  for (const page of html) {
    for (const hash of inlineScriptHashes(await readFile(join(client, page), "utf8"))) {
      hashes.add(hash);
    }
  }
  // One policy for the whole site: every page's inline scripts are ours, and one header is
  // what a CDN rule or an nginx server block can carry.
  const headers = securityHeaders(contentSecurityPolicy([...hashes].sort()));
  const revalidated = [
    ...pagePaths(files),
    ...files.filter((file) => !file.startsWith(HASHED_ASSETS_PREFIX) && !file.endsWith("index.html")),
  ];

  await precompress(files.map((file) => join(client, file)));
  await writeFile(join(client, "_headers"), netlifyHeaders(headers, revalidated));
  await mkdir(join(buildDirectory, "nginx"), { recursive: true });
  await writeFile(join(buildDirectory, "nginx", "security-headers.conf"), nginxHeaders(headers));
  // Written last: `npm start` takes its presence as the sign of a complete build.
  await writeFile(join(buildDirectory, HEADERS_MANIFEST), `${JSON.stringify(headers, null, 2)}\n`);
}
