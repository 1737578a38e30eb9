/**
 * How long a client may hold a connection, and how many connections a worker takes, on both of
 * our servers: `npm start` takes them as its defaults (server/static-server.ts), and the build
 * writes them into the files `deploy/nginx.conf` includes (build-steps/nginx-limits.ts). Each
 * is named after nginx's directive and holds nginx's default, stated so that neither server
 * leaves it to its own (docs/decisions/130-held-connections-as-nginx.md).
 */
export const CONNECTION_LIMITS = {
  /** A request's head, from the connection's start (or, kept alive, the request's first byte). */
  clientHeaderTimeoutMs: 60_000,
  /** A connection kept alive with no request on it. */
  keepaliveTimeoutMs: 75_000,
  /** Between two writes of a response that the client has stopped reading. */
  sendTimeoutMs: 60_000,
  /** After refusing a request, how long it reads and drops what the client still sends. */
  lingeringTimeMs: 30_000,
  /** ... and how long it waits for more of it, before closing. */
  lingeringTimeoutMs: 5_000,
  /** Connections a worker takes at once; at that count it closes the idle ones first. */
  workerConnections: 1024,
} as const;
