import { rename, rm } from "node:fs/promises";
import { join } from "node:path";

/**
 * Shapes React Router's pre-rendered output for a static host: the 404 page becomes `404.html`,
 * the name static hosts and our server serve for unknown paths, and the SPA fallback goes,
 * since every page is pre-rendered and an unknown path must answer 404, not an empty shell.
 */
export async function finalizeStaticBuild(buildDirectory: string) {
  const client = join(buildDirectory, "client");
  await rename(join(client, "404", "index.html"), join(client, "404.html"));
  await rm(join(client, "404"), { recursive: true });
  await rm(join(client, "__spa-fallback.html"), { force: true });
}
