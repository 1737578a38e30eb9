import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect, type AddressInfo } from "node:net";
import { buffer } from "node:stream/consumers";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { formatWithOptions } from "node:util";
import { brotliCompressSync } from "node:zlib";
import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  it,
  onTestFinished,
  vi,
} from "vitest";
import {
  createStaticServer,
  DEFAULT_LIMITS,
  type ServerLimits,
} from "./static-server.ts";
import {
  completeResponses,
  heldClients,
  median,
  shopperLoads,
  until,
  visit,
  type HeldClient,
} from "./testing/held-clients.ts";

let buildDirectory: string;
let server: Awaited<ReturnType<typeof createStaticServer>>;
let origin: string;

const BIG_FILE_BYTES = 16 * 1024 * 1024;

const files: Record<string, string | Buffer> = {
  "origin/index.html": "<h1>Home</h1>",
  "origin/warranty.html": "<h1>Warranty</h1>",
  "origin/404.html": "<h1>Page Not Found</h1>",
  "origin/404.html.br": brotliCompressSync("<h1>Page Not Found</h1>"),
  "origin/assets/entry-abc123.js": "console.log('hi')",
  "origin/icons/logo@2x+dark.svg": "<svg/>",
  "origin/icons/removed-after-start.svg": "<svg/>",
  // More than the loopback's socket buffers take (nginx pushed 3.9 MB into them here before its
  // client's stall held it), so that a client that stops reading holds a response half sent.
  "origin/assets/large-abc123.bin": Buffer.alloc(BIG_FILE_BYTES),
  // A page the build would refuse (build-steps/nginx-pages.ts): its path written another way
  // redirects to one that no header can hold, and Node throws as it is set.
  "origin/prix-€.html": "<h1>Prix</h1>",
  // What a CDN publishes: never what npm start serves.
  "client/warranty.html": "<h1>Published</h1>",
  "headers.json": JSON.stringify({
    "X-Content-Type-Options": "nosniff",
    "X-Test": "yes",
  }),
};

beforeAll(async () => {
  buildDirectory = await mkdtemp(join(tmpdir(), "static-server-"));
  for (const [path, contents] of Object.entries(files)) {
    await mkdir(dirname(join(buildDirectory, path)), { recursive: true });
    await writeFile(join(buildDirectory, path), contents);
  }
  server = await createStaticServer(buildDirectory);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(buildDirectory, { recursive: true });
});

const clients = heldClients();
afterEach(clients.closeAll);

describe("createStaticServer", () => {
  it("serves the pages it finds in the build at their canonical paths", async () => {
    for (const [path, text] of [
      ["/", "<h1>Home</h1>"],
      ["/warranty", "<h1>Warranty</h1>"],
    ] as const) {
      const response = await fetch(origin + path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe(text);
      expect(response.headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("sends the headers the build wrote, with every response", async () => {
    for (const path of ["/", "/nope", "/%zz", "/warranty/"]) {
      const response = await fetch(origin + path, { redirect: "manual" });
      expect(response.headers.get("x-test"), path).toBe("yes");
    }
  });

  it("answers unknown paths with the 404 page, compressed when the client accepts it", async () => {
    const response = await fetch(`${origin}/nope`, {
      headers: { "Accept-Encoding": "br" },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(await response.text()).toBe("<h1>Page Not Found</h1>");
  });

  it("serves the pages' files at their canonical paths only", async () => {
    for (const [path, location] of [
      ["/warranty.html", "/warranty"],
      ["/index.html", "/"],
    ] as const) {
      const response = await fetch(origin + path, { redirect: "manual" });
      expect(response.status, path).toBe(308);
      expect(response.headers.get("location"), path).toBe(location);
    }
    expect((await fetch(`${origin}/404.html`)).status).toBe(404);
  });

  it("caches hashed assets for a year", async () => {
    const response = await fetch(`${origin}/assets/entry-abc123.js`);
    expect(response.headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    );
  });

  it("serves a file whose name holds characters a URL reserves", async () => {
    for (const path of [
      "/icons/logo@2x+dark.svg",
      "/icons/logo%402x%2Bdark.svg",
    ]) {
      const response = await fetch(origin + path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toBe("image/svg+xml");
      expect(await response.text(), path).toBe("<svg/>");
    }
  });

  it("sends the whole file to a byte range: parts of these files are never worth it", async () => {
    for (const range of [
      "bytes=0-3",
      "bytes=10-5",
      "bytes=0-18446744073709551615",
    ]) {
      const response = await fetch(`${origin}/assets/entry-abc123.js`, {
        headers: { Range: range },
      });
      expect(response.status, range).toBe(200);
      expect(await response.text(), range).toBe("console.log('hi')");
      expect(response.headers.get("accept-ranges"), range).toBeNull();
    }
  });

  it("answers 404 for a file removed from the build after the server started", async () => {
    await rm(join(buildDirectory, "origin/icons/removed-after-start.svg"));
    const response = await fetch(`${origin}/icons/removed-after-start.svg`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("<h1>Page Not Found</h1>");
    expect(response.headers.get("x-test")).toBe("yes");
  });
});

/** The limits' proportions, in seconds rather than minutes, for a test to wait them out. */
const SHORT_LIMITS = {
  headersTimeout: 1000,
  requestTimeout: 1000,
  keepAliveTimeout: 1500,
  sendTimeout: 1000,
  headersCheckInterval: 100,
  lingeringTime: 2000,
  lingeringTimeout: 500,
} satisfies Partial<ServerLimits>;

/**
 * How late a close may come past its limit, besides the check's interval: timers and sockets
 * waiting for the event loop, on two cores shared with other test runs, and an idle
 * connection's answer on its way out.
 */
const LATE_MS = 1000;

/** Node keeps an idle connection a second past the keep-alive time it announces. */
const KEEP_ALIVE_MARGIN_MS = 1000;

/** A server of the test build with other limits, closed with all it holds after the test. */
async function serve(limits: Partial<ServerLimits>) {
  const held = await createStaticServer(buildDirectory, limits);
  await new Promise<void>((resolve) => held.listen(0, "127.0.0.1", resolve));
  onTestFinished(async () => {
    held.closeAllConnections();
    await new Promise((resolve) => held.close(resolve));
  });
  return `http://127.0.0.1:${(held.address() as AddressInfo).port}`;
}

/** How long each of 20 page loads in a row took a shopper, every one answered 200. */
async function shopperTimes(at: string) {
  const loads = await shopperLoads(at, Array<string>(20).fill("/"));
  expect(loads.map((load) => load.status)).toEqual(Array(20).fill(200));
  return loads.map((load) => load.ms);
}

/** Which of the clients the server has closed, by their order. */
const closedOnes = (held: readonly HeldClient[]) =>
  held.flatMap((client, index) => (client.socket.destroyed ? [index] : []));

describe("createStaticServer, with slow and idle clients", () => {
  it("holds connections to nginx's limits by default", () => {
    expect(DEFAULT_LIMITS).toEqual({
      headersTimeout: 60_000, // client_header_timeout 60s
      // nginx has none for a whole request; a GET's is whole at the end of its head.
      requestTimeout: 60_000,
      keepAliveTimeout: 75_000, // keepalive_timeout 75s
      sendTimeout: 60_000, // send_timeout 60s
      headersCheckInterval: 1000,
      maxConnections: 1024, // worker_connections 1024
      lingeringTime: 30_000, // lingering_time 30s
      lingeringTimeout: 5_000, // lingering_timeout 5s
    });
    // And a server made without limits holds them.
    expect(server.headersTimeout).toBe(60_000);
    expect(server.requestTimeout).toBe(60_000);
    expect(server.keepAliveTimeout).toBe(75_000);
  });

  it("answers 408 to a head still coming at its limit and closes it, serving shoppers meanwhile", async () => {
    const at = await serve(SHORT_LIMITS);
    const usual = await shopperTimes(at);
    const tricklers = await Promise.all(
      Array.from({ length: 20 }, () => clients.trickle(at, 100)),
    );
    const meanwhile = await shopperTimes(at);
    const heldFor = await Promise.all(
      tricklers.map(async (client) => (await client.ended) - client.openedAt),
    );
    // Closed on both sides: the client's next byte meets a closed socket.
    await Promise.all(tricklers.map((client) => client.closed));
    for (const client of tricklers) {
      const answer = client.received().toString("latin1");
      expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(answer).toContain("X-Test: yes\r\n");
    }
    expect(Math.min(...heldFor)).toBeGreaterThanOrEqual(
      SHORT_LIMITS.headersTimeout,
    );
    expect(Math.max(...heldFor)).toBeLessThan(
      SHORT_LIMITS.headersTimeout + SHORT_LIMITS.headersCheckInterval + LATE_MS,
    );
    expect(median(meanwhile)).toBeLessThan(3 * median(usual) + 20);
  }, 20_000);

  it("reads the rest of a head it refused before answering, so that no reset overtakes the answer", async () => {
    // A malformed request line, then 256 kB of headers: closed with them unread, the socket was
    // reset and the client read ECONNRESET after the 400, or instead of it.
    const socket = connect(Number(new URL(origin).port), "127.0.0.1");
    const headers = Array.from(
      { length: 16 },
      (_, index) => `X-Padding-${index}: ${"a".repeat(16_000)}`,
    );
    socket.write(
      ["GET  HTTP/1.1", "Host: localhost", ...headers, "", ""].join("\r\n"),
    );
    const answer = await buffer(socket);
    expect(answer.toString("latin1")).toMatch(
      /^HTTP\/1\.1 400 Bad Request\r\n/,
    );
  });

  it("after refusing a head, reads what its client goes on sending until its lingering time, and stops when the client goes quiet past its lingering timeout", async () => {
    const at = await serve(SHORT_LIMITS);
    /** A malformed head, then a header line every so often, the server's end ignored. */
    const sendingAfterRefusal = async (everyMs: number) => {
      const client = await clients.connectTo(at, { ignoreEnd: true });
      client.socket.write("GET  HTTP/1.1\r\nHost: localhost\r\n");
      const timer = setInterval(() => {
        if (!client.socket.destroyed) client.socket.write("X-More: a\r\n");
      }, everyMs);
      void client.closed.then(() => clearInterval(timer));
      return client;
    };
    const clientsByPace = await Promise.all(
      [100, SHORT_LIMITS.lingeringTimeout + 200].map(sendingAfterRefusal),
    );
    // The client learns of the close from its second line after it: the first meets a reset,
    // which the next write reports.
    const [steady, slow] = await Promise.all(
      clientsByPace.map(
        async (client) => (await client.closed) - client.openedAt,
      ),
    );
    for (const client of clientsByPace)
      expect(client.received().toString("latin1")).toMatch(
        /^HTTP\/1\.1 400 Bad Request\r\n/,
      );
    expect(steady).toBeGreaterThanOrEqual(SHORT_LIMITS.lingeringTime);
    expect(steady).toBeLessThan(SHORT_LIMITS.lingeringTime + LATE_MS);
    expect(slow).toBeGreaterThanOrEqual(SHORT_LIMITS.lingeringTimeout);
    expect(slow).toBeLessThan(SHORT_LIMITS.lingeringTime);
  }, 10_000);

  it("holds a thousand idle keep-alive connections at once, serving shoppers meanwhile, and closes each at its limit", async () => {
    // Long enough to open them all first on a busy machine; room for all, so that only the
    // keep-alive limit closes them.
    const keepAliveTimeout = 8000;
    const at = await serve({
      ...SHORT_LIMITS,
      keepAliveTimeout,
      maxConnections: 2048,
    });
    const usual = await shopperTimes(at);
    const idle = [];
    for (let batch = 0; batch < 10; batch++)
      idle.push(
        ...(await Promise.all(
          Array.from({ length: 100 }, () => clients.idleAfterOnePage(at)),
        )),
      );
    const meanwhile = await shopperTimes(at);
    expect(closedOnes(idle)).toEqual([]);
    // Counted from the request: the server's time began when its answer had gone out, which
    // for a batch of 100 took up to 0.8 s on a machine with a load average of 15.
    const heldFor = await Promise.all(
      idle.map(async (client) => (await client.ended) - client.askedAt),
    );
    expect(Math.min(...heldFor)).toBeGreaterThanOrEqual(keepAliveTimeout);
    expect(Math.max(...heldFor)).toBeLessThan(
      keepAliveTimeout + KEEP_ALIVE_MARGIN_MS + LATE_MS,
    );
    expect(median(meanwhile)).toBeLessThan(3 * median(usual) + 20);
  }, 30_000);

  it("near its cap, closes the connections idle longest, as nginx does, and takes a shopper's", async () => {
    // Kept alive long enough that only the cap closes them.
    const at = await serve({ keepAliveTimeout: 60_000, maxConnections: 64 });
    const idle: HeldClient[] = [];
    const closedBy: number[][] = [];
    for (let count = 0; count < 64; count++) {
      idle.push(await clients.idleAfterOnePage(at));
      await sleep(10);
      closedBy.push(closedOnes(idle));
    }
    // Four places left (a sixteenth) when the 61st came: an eighth of the 60 idle went, the
    // oldest first; nginx, given 40 connections, closed 4 of 36 the same way.
    expect(closedBy[59]).toEqual([]);
    expect(closedBy[60]).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(closedBy[63]).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect((await visit(at)).status).toBe(200);
  });

  it("at its cap with no connection idle, refuses a new one, as nginx does, until one is freed", async () => {
    const limits = { headersTimeout: 2000, requestTimeout: 2000 };
    const at = await serve({ ...limits, maxConnections: 64 });
    const busy: HeldClient[] = [];
    for (let count = 0; count < 64; count++) {
      busy.push(await clients.trickle(at, 100));
      // Until the server reads its first bytes, a connection is idle, and the next may close it.
      await sleep(10);
    }
    expect(closedOnes(busy)).toEqual([]);
    await expect(visit(at)).rejects.toThrow(/socket hang up|ECONNRESET/);
    await Promise.all(busy.map((client) => client.ended));
    expect((await visit(at)).status).toBe(200);
  });

  it("takes 1024 connections at once, nginx's worker_connections, by default", async () => {
    const at = await serve({});
    const idle = [];
    for (let batch = 0; batch < 10; batch++)
      idle.push(
        ...(await Promise.all(
          Array.from({ length: 96 }, () => clients.idleAfterOnePage(at)),
        )),
      );
    await sleep(100);
    expect(closedOnes(idle)).toEqual([]);
    // With 64 places left, a sixteenth, the 32 idle longest (an eighth, at most 32) are closed.
    await clients.idleAfterOnePage(at);
    await sleep(100);
    const closed = closedOnes(idle);
    expect(closed).toHaveLength(32);
    expect(Math.max(...closed)).toBeLessThan(96);
  }, 30_000);

  it("closes a response its client stopped reading, its send timeout after the last write", async () => {
    const at = await serve(SHORT_LIMITS);
    const path = "/assets/large-abc123.bin";
    const askedAt = performance.now();
    const [early, late] = await Promise.all([
      clients.stalledDownload(at, path),
      clients.stalledDownload(at, path),
    ]);
    const readFrom = async (client: HeldClient, afterMs: number) => {
      await sleep(Math.max(0, afterMs - (performance.now() - askedAt)));
      client.socket.resume();
      await until(
        client,
        () =>
          client.receivedBytes() >= BIG_FILE_BYTES &&
          completeResponses(client.received()) === 1,
      );
      return completeResponses(client.received());
    };
    // Read again before the limit, the response goes on to its end; well after it (the writes
    // stall a little after the request), it has been cut.
    expect(await readFrom(early, SHORT_LIMITS.sendTimeout - 400)).toBe(1);
    expect(await readFrom(late, SHORT_LIMITS.sendTimeout + 1000)).toBe(0);
    expect(late.socket.destroyed).toBe(true);
  }, 20_000);

  it("answers a request it fails on with a plain 500, logs why once, and serves the next one", async () => {
    const logged = vi.mocked(console.error).mockImplementation(() => {});
    const client = await clients.connectTo(origin);
    const ask = async (path: string) => {
      const before = client.receivedBytes();
      client.socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      await until(
        client,
        () => completeResponses(client.received().subarray(before)) === 1,
      );
      return client.received().subarray(before).toString("latin1");
    };

    const failed = await ask("/prix-%E2%82%AC/");
    expect(failed).toMatch(/^HTTP\/1\.1 500 Internal Server Error\r\n/);
    expect(failed).toContain("Content-Type: text/plain; charset=utf-8\r\n");
    expect(failed).toContain("X-Test: yes\r\n");
    expect(failed).not.toContain("Location:");
    expect(failed).toMatch(/\r\n\r\n500 Internal Server Error\n$/);
    expect(logged).toHaveBeenCalledTimes(1);
    const log = formatWithOptions(
      { colors: false },
      ...(logged.mock.calls[0] ?? []),
    );
    expect(log).toContain('500 for GET "/prix-%E2%82%AC/"');
    expect(log).toContain("ERR_INVALID_CHAR");
    expect(log).toMatch(/\n\s+at /);

    // The same connection, so the same process: it lived on.
    const next = await ask("/");
    expect(next).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(next).toContain("<h1>Home</h1>");
  });
});
