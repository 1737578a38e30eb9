import { join } from "node:path";
import { ensureBuild } from "./ensure-build.ts";
import { HEADERS_MANIFEST } from "../hosting/security-headers.ts";
import { spawnLoopbackNginx } from "./loopback-nginx.ts";

/** Serves the build with Debian's nginx and deploy/nginx.conf on NGINX_PORT, until stopped. */
const projectRoot = join(import.meta.dirname, "..");
const port = Number(process.env.NGINX_PORT ?? 8080);

ensureBuild(projectRoot, join(projectRoot, "build", HEADERS_MANIFEST));
const nginx = await spawnLoopbackNginx(projectRoot, port);
nginx.on("error", (error) => {
  console.error(
    `Could not start nginx (apt-get install nginx libnginx-mod-http-brotli-static): ${error.message}`,
  );
  process.exit(1);
});
nginx.on("exit", (code) => process.exit(code ?? 0));
console.log(`nginx serving the storefront on http://127.0.0.1:${port}`);

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => nginx.kill("SIGQUIT"));
}
