import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * `deploy/nginx.conf`, changed only where a test or a benchmark must: it listens on a loopback
 * port, and includes the build's headers by absolute path, since it is written beside them.
 */
async function writeLoopbackConfig(projectRoot: string, port: number) {
  const deployed = await readFile(
    join(projectRoot, "deploy", "nginx.conf"),
    "utf8",
  );
  const buildDirectory = join(projectRoot, "build");
  const config = deployed
    .replace(/listen 8080;/, `listen 127.0.0.1:${port};`)
    .replace(
      /pid build\/nginx\/nginx\.pid;/,
      `pid build/nginx/nginx-${port}.pid;`,
    )
    .replaceAll("include ../build/", `include ${buildDirectory}/`);
  if (!config.includes(`listen 127.0.0.1:${port};`)) {
    throw new Error(
      "deploy/nginx.conf no longer has `listen 8080;` to replace",
    );
  }
  await mkdir(join(buildDirectory, "nginx", "tmp"), { recursive: true });
  const path = join(buildDirectory, "nginx", `loopback-${port}.conf`);
  await writeFile(path, config);
  return path;
}

/** Runs nginx in the foreground with that configuration; SIGQUIT stops it gracefully. */
export async function spawnLoopbackNginx(
  projectRoot: string,
  port: number,
  stdio: "inherit" | "ignore" = "inherit",
): Promise<ChildProcess> {
  const config = await writeLoopbackConfig(projectRoot, port);
  // Started as root, nginx would run its workers as `nobody`, who cannot read a checkout in a
  // private folder (a `mktemp -d` clone): here they run as whoever runs the tests.
  const user = process.getuid?.() === 0 ? " user root;" : "";
  return spawn(
    "nginx",
    ["-p", projectRoot, "-c", config, "-g", `daemon off;${user}`],
    {
      stdio: ["ignore", stdio, stdio],
    },
  );
}
