/**
 * `node bench/serve-build.ts <build directory>`: serves a build folder (its `client/`
 * and `headers.json`) on `PORT` with the same server code as a worker of `npm start`, which
 * only ever serves `build/`. The bench serves the script-free copy of the build with it.
 */
import { resolve } from "node:path";
import { createStaticServer } from "../server/static-server.ts";

const [directory] = process.argv.slice(2);
if (!directory) {
  console.error("Usage: node bench/serve-build.ts <build directory>");
  process.exit(2);
}
const server = await createStaticServer(resolve(directory));
for (const signal of ["SIGTERM", "SIGINT"] as const)
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
server.listen(Number(process.env.PORT ?? 0), process.env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : "?";
  console.error(`Serving ${directory} on http://localhost:${port}`);
});
