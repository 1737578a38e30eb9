import { readFile } from "node:fs/promises";
import {
  createServer,
  STATUS_CODES,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import { join } from "node:path";
import type { Duplex } from "node:stream";
import sirv from "sirv";
import { listFiles, pagePaths } from "./build-files.ts";
import { ALLOWED_METHODS, routeRequest } from "./request-route.ts";
import {
  CACHE_CONTROL,
  HASHED_ASSETS_PREFIX,
  HEADERS_MANIFEST,
  HOST_FILES,
} from "./security-headers.ts";

/** As nginx's default header buffers (4 × 8 kB): more is refused on both servers. */
const MAX_HEADER_BYTES = 32 * 1024;

type Encoding = "br" | "gzip";

/** The encoding to send, by the client's Accept-Encoding; the same rule sirv applies to files. */
function acceptedEncoding(req: IncomingMessage): Encoding | undefined {
  const accepted = req.headers["accept-encoding"] ?? "";
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return undefined;
}

async function readIfPresent(path: string) {
  return readFile(path).catch(() => undefined);
}

/**
 * Serves a pre-rendered build (`build/client`, with the headers the build wrote in
 * `build/headers.json`): pages at their canonical paths, files with their precompressed variants,
 * and the 404 page with status 404 for everything else.
 */
export async function createStaticServer(buildDirectory: string) {
  const root = join(buildDirectory, "client");
  const securityHeaders = JSON.parse(
    await readFile(join(buildDirectory, HEADERS_MANIFEST), "utf8"),
  ) as Record<string, string>;
  const pages = new Set(pagePaths(await listFiles(root)));
  const hiddenFiles = new Set(HOST_FILES);
  const notFoundPage = {
    identity: await readFile(join(root, "404.html")),
    br: await readIfPresent(join(root, "404.html.br")),
    gzip: await readIfPresent(join(root, "404.html.gz")),
  };

  const serveFile = sirv(root, {
    etag: true,
    brotli: true,
    gzip: true,
    extensions: [],
    setHeaders: (res, pathname) => {
      res.setHeader(
        "Cache-Control",
        pathname.startsWith(HASHED_ASSETS_PREFIX)
          ? CACHE_CONTROL.hashedAsset
          : CACHE_CONTROL.revalidate,
      );
    },
  });

  function sendNotFound(req: IncomingMessage, res: ServerResponse) {
    const encoding = acceptedEncoding(req);
    const body = (encoding && notFoundPage[encoding]) ?? notFoundPage.identity;
    res.writeHead(404, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": body.byteLength,
      "Cache-Control": CACHE_CONTROL.revalidate,
      Vary: "Accept-Encoding",
      ...(body !== notFoundPage.identity && { "Content-Encoding": encoding }),
    });
    res.end(body);
  }

  function sendError(res: ServerResponse, status: 400 | 405 | 414) {
    const body = `${status} ${STATUS_CODES[status] ?? ""}\n`;
    res.writeHead(status, {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      ...(status === 405 && { Allow: ALLOWED_METHODS.join(", ") }),
    });
    res.end(body);
  }

  const server = createServer(
    { maxHeaderSize: MAX_HEADER_BYTES },
    (req, res) => {
      for (const [name, value] of Object.entries(securityHeaders))
        res.setHeader(name, value);

      const decision = routeRequest(req.method, req.url, pages, hiddenFiles);
      switch (decision.type) {
        case "file":
          req.url = decision.path.split("/").map(encodeURIComponent).join("/");
          serveFile(req, res, () => sendNotFound(req, res));
          return;
        case "redirect":
          res
            .writeHead(308, {
              Location: decision.location,
              "Content-Length": 0,
            })
            .end();
          return;
        case "error":
          if (decision.status === 404) sendNotFound(req, res);
          else sendError(res, decision.status);
          return;
      }
    },
  );

  // Requests Node answers before our handler (too malformed to parse, or CONNECT, which Node
  // hands over as a tunnel) still get a status and the site's headers, then the door.
  function refuse(socket: Duplex, status: number, extraHeaders = "") {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const headers = Object.entries(securityHeaders)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\n${headers}${extraHeaders}Content-Length: 0\r\nConnection: close\r\n\r\n`,
    );
  }
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (error.code === "ECONNRESET") socket.destroy();
    else refuse(socket, error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400);
  });
  server.on("connect", (_req, socket) => {
    refuse(socket, 405, `Allow: ${ALLOWED_METHODS.join(", ")}\r\n`);
  });

  return server;
}
