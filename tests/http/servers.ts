import { connect } from "node:net";
import { connect as connectTls } from "node:tls";
import { baseURL, cloudflareURL, nginxURL } from "../../playwright.config";

type Host = {
  name: string;
  origin: string;
  /** What the host sends with the 404 page: Cloudflare Pages replaces any `_headers` value. */
  notFoundCacheControl: string;
};

/**
 * Our own servers, which serve `build/origin`: every HTTP test runs against both, hostile
 * requests and the precompressed files included.
 */
export const SERVERS: readonly Host[] = [
  { name: "npm start", origin: baseURL, notFoundCacheControl: "no-cache" },
  { name: "nginx", origin: nginxURL, notFoundCacheControl: "no-cache" },
];

/**
 * Cloudflare Pages' own runtime (`wrangler pages dev`) serving `build/client`, as published to a
 * CDN. Its asset server ends every 404 with `Cache-Control: no-store`, whatever `_headers` says.
 */
export const CLOUDFLARE: Host = {
  name: "Cloudflare Pages",
  origin: cloudflareURL,
  notFoundCacheControl: "no-store",
};

/** Every host the README names and the tests can run: one HTTP contract holds on each (record 058). */
export const HOSTS: readonly Host[] = [...SERVERS, CLOUDFLARE];

/** Sent as written, but for a null one, not sent; `Host` is the server's unless given. */
export type RawHeaders = Record<string, string | null>;

export type RawResponse = {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
};

/**
 * Sends a request exactly as written, byte for byte, which `fetch` would not: it normalizes
 * paths, refuses odd methods and rejects malformed URLs before they leave the client. To an
 * `https:` origin, over TLS, trusting `certificate`.
 */
export async function rawRequest(
  origin: string,
  requestLine: string,
  headers: RawHeaders = {},
  certificate?: string,
): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  const { Host: host = `${hostname}:${port}`, ...others } = headers;
  return parseResponse(
    await rawExchange(
      origin,
      [
        requestLine,
        ...(host === null ? [] : [`Host: ${host}`]),
        "Connection: close",
        ...Object.entries(others).flatMap(([name, value]) =>
          value === null ? [] : [`${name}: ${value}`],
        ),
      ],
      certificate,
    ),
  );
}

/** How long a server may stay silent before the exchange fails: no answer is a bug too. */
const SILENCE_LIMIT_MS = 10_000;

/**
 * Writes a request's head, its lines as given, one byte per character (so a test can send bytes
 * that no text encoding gives, such as an overlong UTF-8 sequence), and reads the whole answer,
 * as bytes. To an `https:` origin, over TLS, trusting `certificate`.
 */
export async function rawExchange(
  origin: string,
  lines: readonly string[],
  certificate?: string,
): Promise<Buffer> {
  const { hostname, port, protocol } = new URL(origin);
  const socket =
    protocol === "https:"
      ? connectTls({ host: hostname, port: Number(port), ca: certificate })
      : connect(Number(port), hostname);
  socket.setTimeout(SILENCE_LIMIT_MS, () =>
    socket.destroy(new Error(`No answer within ${SILENCE_LIMIT_MS} ms`)),
  );
  socket.write([...lines, "", ""].join("\r\n"), "latin1");
  const chunks: Buffer[] = [];
  for await (const chunk of socket) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** An HTTP/1.x answer's status, headers (names in lower case) and body. */
export function parseResponse(raw: Buffer): RawResponse {
  const end = raw.indexOf("\r\n\r\n");
  if (end === -1)
    throw new Error(
      `No HTTP response: ${JSON.stringify(raw.toString("latin1"))}`,
    );
  const [statusLine = "", ...lines] = raw
    .subarray(0, end)
    .toString("latin1")
    .split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  const body = raw.subarray(end + 4);
  return {
    status: Number(statusLine.split(" ")[1]),
    headers,
    body: /\bchunked\b/i.test(headers["transfer-encoding"] ?? "")
      ? dechunk(body)
      : body,
  };
}

/** The body of a response sent in chunks (RFC 9112, 7.1), as one buffer. */
function dechunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = raw.indexOf("\r\n", offset);
    const size = parseInt(raw.subarray(offset, lineEnd).toString("latin1"), 16);
    if (!(size > 0)) return Buffer.concat(parts);
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
}
