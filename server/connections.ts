import type { Server } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";

/** nginx closes at most this many idle connections for one new one (`ngx_drain_connections`). */
const MOST_CLOSED_AT_ONCE = 32;

/**
 * A server's connections as nginx counts them: idle (waiting for a first request, or kept alive
 * between two) or with a response under way. Two of nginx's limits need that count:
 *
 * - `worker_connections`: Node's own `maxConnections` refuses every new connection at the cap,
 *   so that idle keep-alive sockets enough would lock every shopper out. nginx, short of
 *   connections, closes those idle longest and takes the new one; it refuses it only when none
 *   is idle. As in nginx's `ngx_drain_connections`, closing starts when a sixteenth of the
 *   connections or fewer are left, an eighth of the idle ones at a time (at least one, at most
 *   32).
 * - `send_timeout`: a connection whose responses have moved nothing for this long is closed.
 *   Node's socket timeout would give it up to twice as long: a write that had moved when the
 *   timer fired gets another term (`_onTimeout` in node:net), and a stalled write always has.
 *   What moves a response is the socket taking all that was written to it (its `drain`).
 *
 * Measured against nginx in docs/decisions/130-held-connections-as-nginx.md.
 */
export function trackConnections(
  server: Server,
  {
    maxConnections,
    sendTimeout,
  }: { maxConnections: number; sendTimeout: number },
) {
  const open = new Set<Socket>();
  /** Responses begun and not yet ended, per connection: more than one when pipelined. */
  const responses = new Map<Duplex, number>();
  /** Per connection with a response under way, the time it has left to move. */
  const stalls = new Map<Socket, NodeJS.Timeout>();
  /**
   * Connections with no response under way, longest idle first, with the bytes each had read
   * when it fell idle: a byte read since begins a request, and nginx no longer counts it idle.
   */
  const idle = new Map<Socket, number>();

  function forget(socket: Socket) {
    open.delete(socket);
    idle.delete(socket);
    responses.delete(socket);
    clearTimeout(stalls.get(socket));
    stalls.delete(socket);
  }

  function closeLongestIdle() {
    const waiting = [...idle]
      .filter(([socket, bytesRead]) => socket.bytesRead === bytesRead)
      .map(([socket]) => socket);
    const count = Math.max(
      1,
      Math.min(MOST_CLOSED_AT_ONCE, Math.floor(waiting.length / 8)),
    );
    for (const socket of waiting.slice(0, count)) {
      forget(socket);
      socket.destroy();
    }
  }

  server.on("connection", (socket: Socket) => {
    if (maxConnections - open.size <= maxConnections / 16) closeLongestIdle();
    if (open.size >= maxConnections) {
      socket.destroy();
      return;
    }
    open.add(socket);
    idle.set(socket, 0);
    socket.on("drain", () => stalls.get(socket)?.refresh());
    socket.once("close", () => forget(socket));
  });

  server.on("request", (req, res) => {
    const socket = req.socket;
    if (!open.has(socket)) return;
    idle.delete(socket);
    const underWay = responses.get(socket) ?? 0;
    responses.set(socket, underWay + 1);
    if (underWay === 0)
      stalls.set(
        socket,
        setTimeout(() => socket.destroy(), sendTimeout),
      );
    res.once("close", () => {
      if (!open.has(socket)) return;
      const left = (responses.get(socket) ?? 1) - 1;
      responses.set(socket, left);
      // A response sent whole is one that moved; the next, pipelined, has its own time.
      if (left > 0) {
        stalls.get(socket)?.refresh();
        return;
      }
      clearTimeout(stalls.get(socket));
      stalls.delete(socket);
      idle.set(socket, socket.bytesRead);
    });
  });

  return {
    /** Whether a response is under way on the connection, which no other answer may cut into. */
    responding: (socket: Duplex) => (responses.get(socket) ?? 0) > 0,
  };
}
