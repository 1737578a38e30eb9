import { execFile } from "node:child_process";
import { cp, mkdtemp, readdir, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { BUILD_SOURCES } from "../../../scripts/ensure-build";

const projectRoot = join(import.meta.dirname, "..", "..", "..");

/**
 * The next release of the shop: the same sources built again, for another address, as a release
 * that moves the shop would be. The address is in the pages and in the code of every route, so
 * the pages, the route modules and React Router's manifest all change name or content, as in any
 * release that changes code. Built in a copy of the project, with its own build folder.
 */
export async function buildNextRelease(siteUrl: string) {
  const copy = await mkdtemp(join(tmpdir(), "circularium-release-"));
  for (const source of BUILD_SOURCES)
    await cp(join(projectRoot, source), join(copy, source), {
      recursive: true,
      filter: (path) => !path.includes("node_modules"),
    });
  await symlink(join(projectRoot, "node_modules"), join(copy, "node_modules"));
  await promisify(execFile)(
    join(copy, "node_modules", ".bin", "react-router"),
    ["build"],
    { cwd: copy, env: { ...process.env, SITE_URL: siteUrl } },
  );
  return {
    buildDirectory: join(copy, "build"),
    remove: () => rm(copy, { recursive: true, force: true }),
  };
}

/**
 * A copy of a build with `npm run kill-switch` run on it, as an operator publishes one, in a
 * project folder of its own beside a copy of deploy/nginx.conf, for nginx to serve it from.
 */
export async function killSwitchRelease(buildDirectory: string) {
  const copy = await mkdtemp(join(tmpdir(), "circularium-kill-switch-"));
  const build = join(copy, "build");
  await cp(buildDirectory, build, {
    recursive: true,
    // What a running nginx keeps of its own beside the build.
    filter: (path) =>
      !path.startsWith(join(buildDirectory, "nginx", "tmp")) &&
      !path.endsWith(".pid"),
  });
  await cp(
    join(projectRoot, "deploy", "nginx.conf"),
    join(copy, "deploy", "nginx.conf"),
  );
  await promisify(execFile)(
    "npm",
    ["run", "--silent", "kill-switch", "--", build],
    { cwd: projectRoot },
  );
  return {
    projectRoot: copy,
    buildDirectory: build,
    remove: () => rm(copy, { recursive: true, force: true }),
  };
}

/** The names of a build's scripts, under `/assets/`. */
export async function scriptsOf(buildDirectory: string) {
  const files = await readdir(join(buildDirectory, "client", "assets"));
  return new Set(
    files
      .filter((file) => file.endsWith(".js"))
      .map((file) => `/assets/${file}`),
  );
}
