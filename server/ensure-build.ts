import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** What the build is made from: when any of it is newer than the build, the build is stale. */
const SOURCES = [
  "app",
  "public",
  "scripts",
  "server",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(
    stats.mtimeMs,
    ...readdirSync(path).map((name) => newestChange(join(path, name))),
  );
}

/** Builds the site unless a build newer than every source is already there. */
export function ensureBuild(projectRoot: string, builtMarker: string) {
  const builtAt = existsSync(builtMarker) ? statSync(builtMarker).mtimeMs : 0;
  const changedAt = Math.max(
    ...SOURCES.map((source) => newestChange(join(projectRoot, source))),
  );
  if (builtAt > changedAt) return;

  console.log("Building the site…");
  const build = spawnSync("npm", ["run", "build"], {
    cwd: projectRoot,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
