import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { installProbe } from "./probe.ts";

const PROBE_PATH = "/__webkit-tests/probe.js";
const PROBE = `(${installProbe.toString()})();`;
const PROBE_TAG = `<script src="${PROBE_PATH}"></script>`;

/**
 * PUT holds back the module that hydrates the page from then on, GET answers once the page has
 * asked for it, DELETE lets it load: `WebKitPage.gotoBeforeHydration`, from the tests' process.
 */
export const HELD_SCRIPTS_PATH = "/__webkit-tests/held-scripts";

/**
 * PUT loses the site's connection: from then on the proxy drops every request for the site, as
 * a stopped server would leave it unanswered. DELETE brings it back. From the tests' process,
 * like the held scripts (`WebKitPage.loseConnection`).
 */
export const CONNECTION_PATH = "/__webkit-tests/connection";

/**
 * PUT, with a server's origin as its body, publishes a release: from then on the proxy forwards
 * every request to that server, as a host does once a release is published under an open tab.
 * DELETE brings back the site it started with (`WebKitPage.release`).
 */
export const RELEASE_PATH = "/__webkit-tests/release";

/**
 * React Router's client entry, which hydrates the page. Only it: each request held back keeps
 * one of the six connections WebKit opens to a host, and with every script held back, the
 * page's stylesheet (and the parser, behind it) would wait too.
 */
const HYDRATES_THE_PAGE = /^\/assets\/entry\.client-[\w-]+\.js$/;

/**
 * The module that hydrates the page, held back while `holding`: as on a slow phone, the page
 * has painted and can be tapped, and React has not taken it over.
 */
function scriptGate() {
  let holding = false;
  const heldScripts: (() => void)[] = [];
  const askedFor: (() => void)[] = [];
  return {
    hold() {
      holding = true;
    },
    /** Resolves once a script is held back; at once if one already is. */
    asked() {
      if (heldScripts.length > 0) return Promise.resolve();
      return new Promise<void>((resolve) => askedFor.push(resolve));
    },
    release() {
      holding = false;
      for (const letLoad of heldScripts.splice(0)) letLoad();
    },
    /** Resolves when the file may load: at once, unless it is held back. */
    pass(path = "") {
      if (!holding || !HYDRATES_THE_PAGE.test(path)) return Promise.resolve();
      const letThrough = new Promise<void>((resolve) =>
        heldScripts.push(resolve),
      );
      for (const tell of askedFor.splice(0)) tell();
      return letThrough;
    },
  };
}

function controlScripts(
  gate: ReturnType<typeof scriptGate>,
  method: string | undefined,
  outgoing: ServerResponse,
) {
  if (method === "PUT") gate.hold();
  else if (method === "DELETE") gate.release();
  else if (method !== "GET") {
    outgoing.writeHead(405).end();
    return;
  }
  void (method === "GET" ? gate.asked() : Promise.resolve()).then(() =>
    outgoing.writeHead(204).end(),
  );
}

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
 *
 * Only a page opened as a document gets the probe. The service worker fetches the pages it keeps
 * with the integrity of the build's bytes, and WebKit fails its install on a page with anything
 * added (record 131): to the worker the proxy is transparent. Its copies, opened with no
 * connection, come without the probe, which then records nothing of them.
 */
export async function startProbeProxy(firstRelease: URL) {
  const gate = scriptGate();
  let connected = true;
  let site = firstRelease;
  const server = createServer((incoming, outgoing) => {
    if (incoming.url === RELEASE_PATH) {
      const body: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => body.push(chunk));
      incoming.on("end", () => {
        site =
          incoming.method === "PUT"
            ? new URL(Buffer.concat(body).toString())
            : firstRelease;
        outgoing.writeHead(204).end();
      });
      return;
    }
    if (incoming.url === CONNECTION_PATH) {
      connected = incoming.method !== "PUT";
      outgoing.writeHead(204).end();
      return;
    }
    if (!connected && incoming.url !== PROBE_PATH) {
      incoming.socket.destroy();
      return;
    }
    if (incoming.url === PROBE_PATH) {
      outgoing.writeHead(200, { "Content-Type": "text/javascript" });
      outgoing.end(PROBE);
      return;
    }
    if (incoming.url === HELD_SCRIPTS_PATH) {
      controlScripts(gate, incoming.method, outgoing);
      return;
    }
    void gate.pass(incoming.url).then(() => forward(site, incoming, outgoing));
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

/** The site's answer, the probe added to a page's. */
function forward(
  site: URL,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
) {
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
        incoming.headers["sec-fetch-dest"] === "document" &&
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
}

function closeServer(server: Server) {
  server.closeAllConnections();
  return new Promise<void>((closed) => server.close(() => closed()));
}
