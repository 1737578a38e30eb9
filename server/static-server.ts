import { contentType } from "mime-types";
import { readFile } from "node:fs/promises";
import {
  createServer,
  STATUS_CODES,
  validateHeaderName,
  validateHeaderValue,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import { extname, join } from "node:path";
import type { Duplex } from "node:stream";
import send from "send";
import { CONNECTION_LIMITS } from "../hosting/connection-limits.ts";
import { compressedCopy } from "../hosting/encodings.ts";
import { preferredEncoding } from "./accept-encoding.ts";
import { trackConnections } from "./connections.ts";
import {
  listFiles,
  NOT_FOUND_FILE,
  ORIGIN_FOLDER,
  pagePaths,
} from "../hosting/build-files.ts";
import {
  ALLOWED_METHODS,
  MAX_REQUEST_LINE,
  routeRequest,
} from "./request-route.ts";
import {
  CACHE_CONTROL,
  crossOriginResourcePolicy,
  HASHED_ASSETS_PREFIX,
  HEADERS_MANIFEST,
} from "../hosting/security-headers.ts";

/** As nginx's default header buffers (4 × 8 kB): more is refused on both servers. */
const MAX_HEADER_BYTES = 32 * 1024;

/** How long a client may hold a connection, in milliseconds, and how many one worker takes. */
export type ServerLimits = {
  /** A request's head (Node's `headersTimeout`), answered 408 past it. */
  headersTimeout: number;
  /** A whole request, body included (Node's `requestTimeout`). */
  requestTimeout: number;
  /** A kept-alive connection with no request on it. */
  keepAliveTimeout: number;
  /** A response that has moved nothing, its client having stopped reading (server/connections.ts). */
  sendTimeout: number;
  /** How often Node looks for requests past their time: a head is closed this much late at most. */
  headersCheckInterval: number;
  /** Connections taken at once; at that count the longest idle are closed (server/connections.ts). */
  maxConnections: number;
  /** After refusing a request, the most time spent reading what its client still sends. */
  lingeringTime: number;
  /** ... and the longest wait for more of it. */
  lingeringTimeout: number;
};

/** nginx's, each from the directive named in hosting/connection-limits.ts. */
export const DEFAULT_LIMITS: ServerLimits = {
  headersTimeout: CONNECTION_LIMITS.clientHeaderTimeoutMs,
  // nginx has no limit on a whole request. A GET or HEAD, all the shop sends, is whole at the end
  // of its head; a body, which nothing here reads, gets no longer.
  requestTimeout: CONNECTION_LIMITS.clientHeaderTimeoutMs,
  keepAliveTimeout: CONNECTION_LIMITS.keepaliveTimeoutMs,
  sendTimeout: CONNECTION_LIMITS.sendTimeoutMs,
  // nginx times out each head to the millisecond; Node looks for late ones every 30 s unless told.
  headersCheckInterval: 1000,
  maxConnections: CONNECTION_LIMITS.workerConnections,
  lingeringTime: CONNECTION_LIMITS.lingeringTimeMs,
  lingeringTimeout: CONNECTION_LIMITS.lingeringTimeoutMs,
};

/** What describes the file a response was about to send, which an error answer replaces. */
const REPRESENTATION_HEADERS = [
  "Content-Encoding",
  "Content-Type",
  "Content-Length",
  "Cache-Control",
  "Cross-Origin-Resource-Policy",
  "Vary",
  "ETag",
  "Last-Modified",
];

/**
 * Node refuses a request head past `maxHeaderSize` as a whole; nginx says which part was too
 * long, as both servers do below that size: 414 for the request line, 431 for the headers.
 */
function oversizedHeadStatus(head: Buffer | undefined) {
  const lineEnd = head?.indexOf("\r\n") ?? -1;
  const requestLine = lineEnd === -1 ? (head?.length ?? 0) : lineEnd + 2;
  return requestLine > MAX_REQUEST_LINE ? 414 : 431;
}

async function readIfPresent(path: string) {
  return readFile(path).catch(() => undefined);
}

/**
 * Serves a pre-rendered build (`build/origin`, with the headers the build wrote in
 * `build/headers.json`): pages at their canonical paths, files with their precompressed variants,
 * and the 404 page for everything else: with status 404, or 400 and 414 for a malformed or
 * overlong path. It holds connections to nginx's limits unless given others.
 */
export async function createStaticServer(
  buildDirectory: string,
  limits: Partial<ServerLimits> = {},
) {
  const {
    headersTimeout,
    requestTimeout,
    keepAliveTimeout,
    sendTimeout,
    headersCheckInterval,
    maxConnections,
    lingeringTime,
    lingeringTimeout,
  } = { ...DEFAULT_LIMITS, ...limits };
  const root = join(buildDirectory, ORIGIN_FOLDER);
  const securityHeaders = JSON.parse(
    await readFile(join(buildDirectory, HEADERS_MANIFEST), "utf8"),
  ) as Record<string, string>;
  // Refused now rather than in every answer, the error answer included.
  for (const [name, value] of Object.entries(securityHeaders)) {
    validateHeaderName(name);
    validateHeaderValue(name, value);
  }
  const files = new Set(await listFiles(root));
  const pages = new Set(pagePaths([...files]));
  const notFoundPath = join(root, NOT_FOUND_FILE);
  const notFoundPage = {
    identity: await readFile(notFoundPath),
    br: await readIfPresent(compressedCopy(notFoundPath, "br")),
    gzip: await readIfPresent(compressedCopy(notFoundPath, "gzip")),
  };

  /** The 404 page, which leads home, with the status the request earned. */
  function sendNotFoundPage(
    req: IncomingMessage,
    res: ServerResponse,
    status: 400 | 404 | 414 = 404,
  ) {
    const encoding = preferredEncoding(
      req.headers["accept-encoding"],
      (candidate) => notFoundPage[candidate] !== undefined,
    );
    const body = (encoding && notFoundPage[encoding]) ?? notFoundPage.identity;
    for (const name of REPRESENTATION_HEADERS) res.removeHeader(name);
    res.writeHead(status, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": body.byteLength,
      "Cache-Control": CACHE_CONTROL.revalidate,
      Vary: "Accept-Encoding",
      ...(encoding && { "Content-Encoding": encoding }),
    });
    res.end(body);
  }

  function sendError(res: ServerResponse, status: number) {
    const reason = STATUS_CODES[status] ?? "";
    const body = `${status} ${reason}\n`;
    for (const name of REPRESENTATION_HEADERS) res.removeHeader(name);
    // The reason given, not one left by a status set before a failure.
    res.writeHead(status, reason, {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      ...(status === 405 && { Allow: ALLOWED_METHODS.join(", ") }),
    });
    res.end(body);
  }

  /**
   * A file of the build, or its brotli or gzip copy when the client takes one. `send` answers
   * conditional requests (304, with the headers a cache needs, and 412). Byte ranges are
   * ignored, as nginx is told to: nothing here is large enough to want part of it.
   */
  function sendFile(req: IncomingMessage, res: ServerResponse, path: string) {
    if (!files.has(path)) {
      sendNotFoundPage(req, res);
      return;
    }
    const encoding = preferredEncoding(
      req.headers["accept-encoding"],
      (candidate) => files.has(compressedCopy(path, candidate)),
    );
    const file = encoding ? compressedCopy(path, encoding) : path;
    send(req, file.split("/").map(encodeURIComponent).join("/"), {
      root,
      acceptRanges: false,
      cacheControl: false,
      index: false,
    })
      .on("headers", (response: ServerResponse) => {
        response.setHeader(
          "Content-Type",
          contentType(extname(path)) || "application/octet-stream",
        );
        if (encoding) response.setHeader("Content-Encoding", encoding);
        response.setHeader("Vary", "Accept-Encoding");
        response.setHeader(
          "Cache-Control",
          path.startsWith(HASHED_ASSETS_PREFIX)
            ? CACHE_CONTROL.hashedAsset
            : CACHE_CONTROL.revalidate,
        );
        response.setHeader(
          "Cross-Origin-Resource-Policy",
          crossOriginResourcePolicy(path),
        );
      })
      .on("error", (error: { status?: number }) => {
        // A read that fails halfway can only be cut short: the status is already sent.
        if (res.headersSent) res.destroy();
        else if (error.status === 404) sendNotFoundPage(req, res);
        else sendError(res, error.status ?? 500);
      })
      .pipe(res);
  }

  function setSecurityHeaders(res: ServerResponse) {
    for (const [name, value] of Object.entries(securityHeaders))
      res.setHeader(name, value);
  }

  function answer(req: IncomingMessage, res: ServerResponse) {
    setSecurityHeaders(res);

    // HTTP/1.1 requires one (RFC 9112, 3.2); HTTP/1.0 predates it.
    if (req.httpVersion === "1.1" && req.headers.host === undefined) {
      sendError(res, 400);
      return;
    }

    const decision = routeRequest(req.method, req.url, pages);
    switch (decision.type) {
      case "file":
        sendFile(req, res, decision.path);
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
        // A path a shopper may have followed, cut short, mistyped or too long, gets the 404
        // page, which leads home; a wrong method is a program's mistake.
        if (decision.status === 405) sendError(res, 405);
        else sendNotFoundPage(req, res, decision.status);
        return;
    }
  }

  /**
   * A mistake of ours, thrown while answering: uncaught, it ended the worker and every request
   * on it. The client gets a plain 500 with the site's headers, the log the stack, once.
   */
  function answerFailure(
    req: IncomingMessage,
    res: ServerResponse,
    error: unknown,
  ) {
    console.error(`500 for ${req.method} ${JSON.stringify(req.url)}:`, error);
    if (res.writableEnded) return;
    // Halfway through a response, a status can no longer be sent: the client sees it cut short.
    if (res.headersSent) {
      res.destroy();
      return;
    }
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    setSecurityHeaders(res);
    sendError(res, 500);
  }

  const server = createServer(
    {
      maxHeaderSize: MAX_HEADER_BYTES,
      // Node would refuse a request without a Host itself, without the site's headers.
      requireHostHeader: false,
      headersTimeout,
      requestTimeout,
      keepAliveTimeout,
      connectionsCheckingInterval: headersCheckInterval,
    },
    (req, res) => {
      try {
        answer(req, res);
      } catch (error) {
        answerFailure(req, res, error);
      }
    },
  );
  const connections = trackConnections(server, {
    maxConnections,
    sendTimeout,
  });

  /**
   * Closes a refused connection as nginx's lingering close does: reading and dropping what the
   * client still sends until it closes its side, goes quiet or has had its time. A socket closed
   * with bytes unread is reset, and the reset can overtake an answer the client has not read
   * yet (RFC 9112, 9.6): a 400 to a malformed request line followed by 256 kB of headers was
   * lost so, the client reading ECONNRESET.
   */
  function closeLingering(socket: Duplex) {
    const close = () => socket.destroy();
    const cap = setTimeout(close, lingeringTime);
    const quiet = setTimeout(close, lingeringTimeout);
    socket.on("data", () => quiet.refresh());
    socket.once("end", close);
    socket.once("close", () => {
      clearTimeout(cap);
      clearTimeout(quiet);
    });
    if (socket.readableEnded) close();
    else socket.resume();
  }

  /** Sockets already answered by `refuse`: Node raises a client error again for each chunk read after. */
  const refused = new WeakSet<Duplex>();

  // Requests Node answers before our handler (too malformed to parse, past their time, or
  // CONNECT, which Node hands over as a tunnel) still get a status and the site's headers, then
  // the door: at once for a head that ran out of time, after what the client still sends for the
  // others. `end()` alone closes only our side of an http.Server's half-open sockets, and a
  // client that kept sending held the connection for ever.
  function refuse(socket: Duplex, status: number, extraHeaders = "") {
    if (refused.has(socket)) return;
    refused.add(socket);
    if (!socket.writable || connections.responding(socket)) {
      socket.destroy();
      return;
    }
    const headers = Object.entries(securityHeaders)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\n${headers}${extraHeaders}Content-Length: 0\r\nConnection: close\r\n\r\n`,
    );
    if (status === 408) socket.once("finish", () => socket.destroy());
    else closeLingering(socket);
  }
  server.on(
    "clientError",
    (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket) => {
      if (error.code === "ECONNRESET") socket.destroy();
      else if (error.code === "HPE_HEADER_OVERFLOW")
        refuse(socket, oversizedHeadStatus(error.rawPacket));
      else if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") refuse(socket, 408);
      else refuse(socket, 400);
    },
  );
  server.on("connect", (_req, socket) => {
    refuse(socket, 405, `Allow: ${ALLOWED_METHODS.join(", ")}\r\n`);
  });

  return server;
}
