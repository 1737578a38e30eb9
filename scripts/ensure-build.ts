import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { HEADERS_MANIFEST } from "../hosting/security-headers.ts";
import { BUILT_SITE_URL_FILE, siteUrlFromEnv } from "../hosting/site-url.ts";

/**
 * What the build reads: the app, its static files and card design, the build steps and what they
 * read a build with, the host contract they write for, and the configuration. The bench is not in it, nor is the floor
 * it builds in a folder of its own.
 */
export const BUILD_SOURCES = [
  "app",
  "build-reading",
  "build-steps",
  "design",
  "hosting",
  "public",
  "package.json",
  "package-lock.json",
  "react-router.config.ts",
  "tsconfig.json",
  "vite.config.ts",
  "vite-config",
];
/** What a build or an install writes, wherever it stands: never a source. */
const GENERATED_FOLDERS = new Set(["build", "node_modules"]);

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(
    stats.mtimeMs,
    ...readdirSync(path)
      .filter((name) => !GENERATED_FOLDERS.has(name))
      .map((name) => newestChange(join(path, name))),
  );
}

type BuildState = {
  /** When the build was completed; 0 when there is none. */
  builtAt: number;
  /** When a source last changed. */
  changedAt: number;
  /** The site address the build was made for, if it says. */
  builtFor: string | null;
  /**
   * The address asked for now, when `SITE_URL` is set. Unset, it asks for nothing: a build made
   * with `SITE_URL=… npm run build` is then served as it is.
   */
  wanted: string | null;
};

export const isBuildStale = ({
  builtAt,
  changedAt,
  builtFor,
  wanted,
}: BuildState) =>
  builtAt <= changedAt || (wanted !== null && wanted !== builtFor);

/** Builds the site unless a build newer than every source, for the same address, is there. */
export function ensureBuild(projectRoot: string, builtMarker: string) {
  const siteUrlRecord = join(dirname(builtMarker), BUILT_SITE_URL_FILE);
  const stale = isBuildStale({
    builtAt: existsSync(builtMarker) ? statSync(builtMarker).mtimeMs : 0,
    changedAt: Math.max(
      ...BUILD_SOURCES.map((source) => newestChange(join(projectRoot, source))),
    ),
    builtFor: existsSync(siteUrlRecord)
      ? readFileSync(siteUrlRecord, "utf8")
      : null,
    wanted: process.env.SITE_URL?.trim() ? siteUrlFromEnv() : null,
  });
  if (!stale) return;

  console.log("Building the site…");
  const build = spawnSync("npm", ["run", "build"], {
    cwd: projectRoot,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * `node scripts/ensure-build.ts`, before `npm start` and nginx serve the build: it builds the
 * site when the build is missing, stale, or made for another `SITE_URL`.
 */
if (process.argv[1] === fileURLToPath(import.meta.url))
  ensureBuild(
    join(import.meta.dirname, ".."),
    join(import.meta.dirname, "..", "build", HEADERS_MANIFEST),
  );
