import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A proxy in front of the site that changes one byte of the files whose path matches `altered`,
 * as a proxy or a CDN on the way might: the first space becomes a tab, which leaves a page, a
 * script or a stylesheet meaning what it meant, and its bytes no longer the build's. Everything
 * else, the service worker's script included, passes through as the site sent it.
 */
export async function startAlteringProxy(site: string, altered: RegExp) {
  const target = new URL(site);
  const server = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? "/", target);
    const alter = altered.test(url.pathname);
    const forwarded = request(
      url,
      {
        method: incoming.method,
        headers: {
          ...incoming.headers,
          host: target.host,
          // Bytes to change, not a brotli stream.
          ...(alter && { "accept-encoding": "identity" }),
        },
      },
      (response) => {
        if (!alter || response.statusCode !== 200) {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          const space = body.indexOf(" ");
          if (space === -1) {
            outgoing.writeHead(502).end(`${url.pathname} has no space`);
            return;
          }
          body[space] = "\t".charCodeAt(0);
          outgoing.writeHead(200, {
            ...response.headers,
            "content-length": body.byteLength,
          });
          outgoing.end(body);
        });
      },
    );
    forwarded.on("error", (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end(error.message);
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((listening) =>
    server.listen(0, "127.0.0.1", listening),
  );
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((closed) => {
        server.close(() => closed());
        server.closeAllConnections();
      }),
  };
}
