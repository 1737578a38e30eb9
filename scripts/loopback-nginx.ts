import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

export type LoopbackOptions = {
  /**
   * Also serves TLS on this port, from the same server block, as the configuration's own comment
   * says to deploy it.
   */
  tls?: { port: number; certificate: string; key: string };
  /** Takes HSTS's sign of TLS from X-Forwarded-Proto, as the configuration says behind a proxy. */
  behindProxy?: boolean;
};

/** Replaces `from` in the configuration, which must hold it: the test of a change it no longer has would pass. */
function replaceIn(config: string, from: string, to: string) {
  if (!config.includes(from))
    throw new Error(`deploy/nginx.conf no longer has \`${from}\` to replace`);
  return config.replaceAll(from, to);
}

/**
 * `deploy/nginx.conf`, changed only where a test or a benchmark must: it listens on a loopback
 * port (and, asked, on another with TLS), and includes the build's files by absolute path, since
 * it is written beside them.
 */
async function writeLoopbackConfig(
  projectRoot: string,
  port: number,
  { tls, behindProxy = false }: LoopbackOptions,
) {
  const deployed = await readFile(
    join(projectRoot, "deploy", "nginx.conf"),
    "utf8",
  );
  const buildDirectory = join(projectRoot, "build");
  let config = replaceIn(
    deployed,
    "listen 8080;",
    [
      `listen 127.0.0.1:${port};`,
      ...(tls
        ? [
            `listen 127.0.0.1:${tls.port} ssl;`,
            `ssl_certificate ${tls.certificate};`,
            `ssl_certificate_key ${tls.key};`,
          ]
        : []),
    ].join("\n    "),
  );
  config = replaceIn(
    config,
    "pid build/nginx/nginx.pid;",
    `pid build/nginx/nginx-${port}.pid;`,
  );
  if (behindProxy)
    config = replaceIn(
      config,
      "include ../build/nginx/hsts.conf;",
      "include ../build/nginx/hsts-behind-proxy.conf;",
    );
  config = replaceIn(config, "include ../build/", `include ${buildDirectory}/`);
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
  options: LoopbackOptions = {},
): Promise<ChildProcess> {
  const config = await writeLoopbackConfig(projectRoot, port, options);
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
