import { join } from "node:path";
import { ensureBuild } from "./ensure-build.ts";
import { HEADERS_MANIFEST } from "./security-headers.ts";
import { createStaticServer } from "./static-server.ts";

const projectRoot = join(import.meta.dirname, "..");
const buildDirectory = join(projectRoot, "build");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST;

ensureBuild(projectRoot, join(buildDirectory, HEADERS_MANIFEST));

const server = await createStaticServer(buildDirectory);
server.listen(port, host, () => {
  console.log(
    `Circularium storefront on http://${host ?? "localhost"}:${port}`,
  );
});

// Finish the requests in flight, then exit cleanly: what a process manager expects.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  });
}
