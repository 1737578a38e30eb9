import { connect } from "node:net";
import { baseURL, nginxURL } from "../../playwright.config";

/** The two ways the build is served; every HTTP test runs against both. */
export const SERVERS = [
  { name: "npm start", origin: baseURL },
  { name: "nginx", origin: nginxURL },
] as const;

/** Sent as written, but for a null one, not sent; `Host` is the server's unless given. */
export type RawHeaders = Record<string, string | null>;

export type RawResponse = {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
};

/**
 * Sends a request exactly as written, byte for byte, which `fetch` would not: it normalizes
 * paths, refuses odd methods and rejects malformed URLs before they leave the client.
 */
export async function rawRequest(
  origin: string,
  requestLine: string,
  headers: RawHeaders = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  const socket = connect(Number(port), hostname);
  const { Host: host = `${hostname}:${port}`, ...others } = headers;
  const head = [
    requestLine,
    ...(host === null ? [] : [`Host: ${host}`]),
    "Connection: close",
    ...Object.entries(others).flatMap(([name, value]) =>
      value === null ? [] : [`${name}: ${value}`],
    ),
    "",
    "",
  ].join("\r\n");
  socket.write(head);
  const chunks: Buffer[] = [];
  for await (const chunk of socket) chunks.push(chunk as Buffer);
  return parseResponse(Buffer.concat(chunks));
}

function parseResponse(raw: Buffer): RawResponse {
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
  return {
    status: Number(statusLine.split(" ")[1]),
    headers,
    body: raw.subarray(end + 4),
  };
}
