import { get, type IncomingMessage } from "node:http";
import { connect, type Socket } from "node:net";
import { text } from "node:stream/consumers";

/*
 * Clients that hold a server's connections as slow and idle visitors do, over raw sockets, and a
 * shopper who comes meanwhile: for the tests of server/static-server.ts, at short limits, and of
 * npm start and nginx as a whole (tests/http), at their own.
 */

export type HeldClient = {
  socket: Socket;
  /** When the client began to connect (`performance.now()`): the server's clock starts later. */
  openedAt: number;
  /** Everything the server has sent. */
  received: () => Buffer;
  receivedBytes: () => number;
  /** When the server ended the connection (`performance.now()`): its FIN, or its reset. */
  ended: Promise<number>;
  /** When the connection closed on both sides (`performance.now()`). */
  closed: Promise<number>;
};

/** How many whole responses, each with its Content-Length, a server has sent one after another. */
export function completeResponses(bytes: Buffer) {
  let count = 0;
  let offset = 0;
  for (;;) {
    const headEnd = bytes.indexOf("\r\n\r\n", offset);
    if (headEnd === -1) return count;
    const head = bytes.subarray(offset, headEnd).toString("latin1");
    const length = Number(/^content-length:\s*(\d+)/im.exec(head)?.[1] ?? 0);
    offset = headEnd + 4 + length;
    if (offset > bytes.length) return count;
    count++;
  }
}

/** Waits until `done`, checked as each piece comes, or until the connection closes. */
export async function until(client: HeldClient, done: () => boolean) {
  while (!done() && !client.socket.destroyed)
    await Promise.race([
      new Promise((resolve) => client.socket.once("data", resolve)),
      client.closed,
    ]);
}

/** Connections that the test closes, all at once, when it ends. */
export function heldClients() {
  const sockets = new Set<Socket>();

  /**
   * A raw connection. One that ignores the server's end keeps its own side open, as a client
   * that goes on sending does; any other closes when the server does.
   */
  async function connectTo(origin: string, { ignoreEnd = false } = {}) {
    const { hostname, port } = new URL(origin);
    const openedAt = performance.now();
    const socket = connect({
      host: hostname,
      port: Number(port),
      allowHalfOpen: ignoreEnd,
    });
    sockets.add(socket);
    const chunks: Buffer[] = [];
    let receivedBytes = 0;
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      receivedBytes += chunk.byteLength;
    });
    // Sending to a connection the server has closed fails, which is what the tests wait for.
    socket.on("error", () => {});
    const event = (name: string) =>
      new Promise((resolve) => socket.once(name, resolve));
    const closed = event("close").then(() => performance.now());
    const ended = Promise.race([event("end"), closed]).then(() =>
      performance.now(),
    );
    await event("connect");
    const client: HeldClient = {
      socket,
      openedAt,
      received: () => Buffer.concat(chunks),
      receivedBytes: () => receivedBytes,
      ended,
      closed,
    };
    return client;
  }

  /** A request's head sent a byte at a time, never to its end, nor ever read. */
  async function trickle(origin: string, everyMs: number) {
    const client = await connectTo(origin, { ignoreEnd: true });
    client.socket.write(
      `GET / HTTP/1.1\r\nHost: ${new URL(origin).host}\r\nX-Slow: `,
    );
    const timer = setInterval(() => {
      if (!client.socket.destroyed) client.socket.write("a");
    }, everyMs);
    void client.closed.then(() => clearInterval(timer));
    return client;
  }

  /**
   * A connection kept alive after one page, with nothing more asked on it. It has been idle on
   * the server since its answer went out, which was after `askedAt`.
   */
  async function idleAfterOnePage(origin: string) {
    const client = await connectTo(origin);
    const askedAt = performance.now();
    client.socket.write(
      `GET / HTTP/1.1\r\nHost: ${new URL(origin).host}\r\n\r\n`,
    );
    await until(client, () => completeResponses(client.received()) === 1);
    return { ...client, askedAt };
  }

  /**
   * A file asked for `times` times in one go (pipelined, as HTTP/1.1 allows), of which the
   * client reads the first piece and then nothing: the server's writes stall once the sockets'
   * buffers are full, which takes about 4 MB on the loopback here.
   */
  async function stalledDownload(origin: string, path: string, times = 1) {
    const client = await connectTo(origin);
    const request = `GET ${path} HTTP/1.1\r\nHost: ${new URL(origin).host}\r\n\r\n`;
    client.socket.write(request.repeat(times));
    await until(client, () => client.receivedBytes() > 0);
    client.socket.pause();
    return client;
  }

  function closeAll() {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  }

  return { connectTo, trickle, idleAfterOnePage, stalledDownload, closeAll };
}

/** A shopper's page, on a connection of its own, as a new visitor's browser opens one. */
export async function visit(origin: string, path = "/") {
  const started = performance.now();
  const response = await new Promise<IncomingMessage>((resolve, reject) =>
    get(new URL(path, origin), { agent: false }, resolve).on("error", reject),
  );
  await text(response);
  return { status: response.statusCode, ms: performance.now() - started };
}

/** How long each page load of a shopper's took, one after another, and what each answered. */
export async function shopperLoads(origin: string, paths: readonly string[]) {
  const loads = [];
  for (const path of paths) loads.push(await visit(origin, path));
  return loads;
}

export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
