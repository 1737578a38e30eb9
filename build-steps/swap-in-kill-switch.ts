import { access, copyFile, rm } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { SERVICE_WORKER_PATH } from "../app/lib/service-worker-path.ts";
import { ORIGIN_FOLDER, PUBLISHED_FOLDER } from "../hosting/build-files.ts";
import { compressedCopy, ENCODINGS } from "../hosting/encodings.ts";
import { precompress } from "./precompress.ts";
import { compileWorker } from "./compile-worker.ts";

export const RUNBOOK = "docs/decisions/131-a-way-back-from-a-bad-worker.md";

/**
 * Puts the kill switch (app/service-worker/kill-switch.ts) in the place of the shop's worker in
 * a build: at `/sw.js` in the folder a CDN publishes and in the one npm start and nginx serve,
 * there with new brotli and gzip copies, since the old ones would go on serving the old worker
 * to every browser that accepts them. Every other file stays as the build wrote it, `_headers`
 * included: its rule for `/sw.js` (revalidated, with the pages' headers) holds for the kill
 * switch as it did for the worker.
 */
export async function writeKillSwitch(buildDirectory: string) {
  const client = join(buildDirectory, PUBLISHED_FOLDER);
  const origin = join(buildDirectory, ORIGIN_FOLDER);
  for (const folder of [client, origin])
    await access(join(folder, SERVICE_WORKER_PATH)).catch(() => {
      throw new Error(
        `No build of the shop in ${buildDirectory}: ${join(folder, SERVICE_WORKER_PATH)} is missing (npm run build makes it)`,
      );
    });
  await compileWorker("kill-switch.ts", client);
  const served = join(origin, SERVICE_WORKER_PATH);
  await copyFile(join(client, SERVICE_WORKER_PATH), served);
  await Promise.all(
    ENCODINGS.map((encoding) =>
      rm(compressedCopy(served, encoding), { force: true }),
    ),
  );
  await precompress([served]);
}

/**
 * `npm run kill-switch [-- build folder]`, after `npm run build`: the build, `build` unless
 * named, then publishes the kill switch wherever it is published.
 */
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const projectRoot = join(import.meta.dirname, "..");
  const buildDirectory = resolve(process.argv[2] ?? join(projectRoot, "build"));
  try {
    await writeKillSwitch(buildDirectory);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const shown = relative(process.cwd(), buildDirectory) || ".";
  console.log(
    [
      `The kill switch is at ${SERVICE_WORKER_PATH} in ${join(shown, PUBLISHED_FOLDER)} and ${join(shown, ORIGIN_FOLDER)} (with its brotli and gzip copies).`,
      "Publish the build as a release: a CDN takes the published folder; restart npm start, which reads its files as it starts; nginx serves it as it is.",
      `Then check and undo it as ${RUNBOOK} says.`,
    ].join("\n"),
  );
}
