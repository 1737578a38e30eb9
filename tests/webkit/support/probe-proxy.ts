import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type Server,
} from "node:http";
import type { AddressInfo } from "node:net";
import { installProbe } from "./probe.ts";

const PROBE_PATH = "/__webkit-tests/probe.js";
const PROBE = `(${installProbe.toString()})();`;
const PROBE_TAG = `<script src="${PROBE_PATH}"></script>`;

/**
 * A proxy in front of the site that puts the probe at the end of every page's `<head>`: after the
 * recorder of early taps, before the app's scripts (in `<body>`, and the modules they import).
 * Higher up, React would hydrate it as its own structured data, the first `<script>` it meets
 * there; what follows its own elements in `<head>` it leaves alone.
 *
 * WebDriver classic cannot run a script in a page before the page's own, and Debian's
 * WebKitWebDriver 2.50 has no BiDi (it refuses the `webSocketUrl` capability), whose
 * `script.addPreloadScript` would. The probe is a file of the site's origin, which the page's
 * Content-Security-Policy (`script-src 'self'` and hashes) allows as it is: the site's files and
 * headers pass through untouched, and the policy still blocks any inline script.
 */
export async function startProbeProxy(site: URL) {
  const server = createServer((incoming, outgoing) => {
    if (incoming.url === PROBE_PATH) {
      outgoing.writeHead(200, { "Content-Type": "text/javascript" });
      outgoing.end(PROBE);
      return;
    }
    const headers: IncomingHttpHeaders = {
      ...incoming.headers,
      host: site.host,
      // A page must come as text to be added to; its size is no concern here.
      "accept-encoding": "identity",
    };
    const forwarded = request(
      site,
      { method: incoming.method, path: incoming.url, headers },
      (response) => {
        const isPage =
          response.headers["content-type"]?.startsWith("text/html") === true &&
          response.statusCode !== 304 &&
          incoming.method === "GET";
        if (!isPage) {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const page = Buffer.concat(chunks)
            .toString("utf8")
            .replace("</head>", `${PROBE_TAG}</head>`);
          outgoing.writeHead(response.statusCode ?? 502, {
            ...response.headers,
            "content-length": Buffer.byteLength(page),
          });
          outgoing.end(page);
        });
      },
    );
    forwarded.on("error", (error) => {
      outgoing.writeHead(502).end(error.message);
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((listening) =>
    server.listen(0, "127.0.0.1", listening),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => closeServer(server),
  };
}

function closeServer(server: Server) {
  server.closeAllConnections();
  return new Promise<void>((closed) => server.close(() => closed()));
}
