import { expect, test } from "@playwright/test";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { listFiles, ORIGIN_FOLDER } from "../../hosting/build-files";
import { PAGES as ROUTE_TABLE_PAGES } from "../e2e/support/spec-data";
import {
  completeResponses,
  heldClients,
  median,
  shopperLoads,
  until,
  type HeldClient,
} from "../../server/testing/held-clients";
import { SERVERS } from "./servers";

/*
 * npm start and nginx, each as it runs, with their own limits (nginx's defaults, which both are
 * given: hosting/connection-limits.ts): slow and idle clients held to them, and a shopper served
 * in the usual time meanwhile (docs/decisions/130-held-connections-as-nginx.md).
 */

const HEAD_LIMIT_MS = 60_000; // client_header_timeout
const KEEP_ALIVE_MS = 75_000; // keepalive_timeout
const SEND_LIMIT_MS = 60_000; // send_timeout
/**
 * nginx keeps time in whole milliseconds, so a limit it counts from a moment between two of its
 * ticks may end up to 1 ms early (it closed an idle connection 74,999.2 ms after its request).
 */
const NGINX_TICK_MS = 1;
/** npm start looks for heads past their time once a second. */
const HEAD_CHECK_MS = 1000;
/** Node keeps an idle connection a second past the keep-alive time it announces. */
const KEEP_ALIVE_MARGIN_MS = 1000;
/**
 * How late a close may come besides: npm start's primary hands each connection over to a worker,
 * and timers and sockets wait on two cores shared with other test runs (npm start held a head
 * 62.2 s once, under a load average of 12).
 */
const LATE_MS = 2500;

/** Each trickling client sends a byte this often, as the clients npm start once held for ever. */
const TRICKLE_MS = 5000;

/**
 * By when a trickled head's connection is closed on both sides: the client's next byte meets
 * the server's reset, and the one after fails.
 */
const HEAD_CLOSED_BY_MS =
  HEAD_LIMIT_MS + HEAD_CHECK_MS + LATE_MS + 2 * TRICKLE_MS;

/** When, after the held connections are asked for, a shopper comes: all are held then. */
const MEANWHILE_MS = 30_000;

const PAGES = ROUTE_TABLE_PAGES.map(({ path }) => path);
/** A shopper's 20 page loads, each on a connection of its own. */
const VISIT = Array.from(
  { length: 20 },
  (_, load) => PAGES[load % PAGES.length] ?? "/",
);

/** The build's largest file, which a stalled download asks for again and again. */
async function largestFile() {
  const root = join(process.cwd(), "build", ORIGIN_FOLDER);
  const sizes = await Promise.all(
    (await listFiles(root))
      .filter((path) => !/\.(br|gz)$/.test(path))
      .map(async (path) => ({ path, size: (await stat(root + path)).size })),
  );
  return sizes.reduce((largest, file) =>
    file.size > largest.size ? file : largest,
  );
}

/** The times of a shopper's page loads, each of which must have answered 200. */
async function shopperTimes(origin: string) {
  const loads = await shopperLoads(origin, VISIT);
  expect(loads.map((load) => load.status)).toEqual(VISIT.map(() => 200));
  return loads.map((load) => load.ms);
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;
const span = (values: readonly number[]) =>
  `${seconds(Math.min(...values))}–${seconds(Math.max(...values))} s`;

for (const server of SERVERS) {
  test(`${server.name} holds slow and idle clients to nginx's limits, and serves a shopper meanwhile`, async () => {
    test.setTimeout(KEEP_ALIVE_MS + 75_000);
    const clients = heldClients();
    try {
      const usual = await shopperTimes(server.origin);

      const file = await largestFile();
      // Thrice what the loopback's buffers took before a stalled download held the server.
      const times = Math.ceil((12 * 2 ** 20) / file.size);
      const askedAt = performance.now();
      const [early, late] = await Promise.all([
        clients.stalledDownload(server.origin, file.path, times),
        clients.stalledDownload(server.origin, file.path, times),
      ]);
      const tricklers = await Promise.all(
        Array.from({ length: 20 }, () =>
          clients.trickle(server.origin, TRICKLE_MS),
        ),
      );
      const idle = [];
      for (let batch = 0; batch < 10; batch++)
        idle.push(
          ...(await Promise.all(
            Array.from({ length: 100 }, () =>
              clients.idleAfterOnePage(server.origin),
            ),
          )),
        );
      const afterAsking = (ms: number) =>
        sleep(Math.max(0, ms - (performance.now() - askedAt)));
      // Once the burst of connections is served: what is measured is what the held ones cost.
      await afterAsking(MEANWHILE_MS);
      const meanwhile = await shopperTimes(server.origin);

      const readFrom = async (client: HeldClient, afterMs: number) => {
        await afterAsking(afterMs);
        client.socket.resume();
        await until(
          client,
          () =>
            client.receivedBytes() >= times * file.size &&
            completeResponses(client.received()) === times,
        );
        return completeResponses(client.received());
      };
      const [whole, cut] = await Promise.all([
        readFrom(early, SEND_LIMIT_MS - 5000),
        readFrom(late, SEND_LIMIT_MS + 5000),
      ]);
      const headsHeld = await Promise.all(
        tricklers.map(async (client) => (await client.ended) - client.openedAt),
      );
      // Closed on both sides, not only ended: the client's next byte meets a closed socket.
      const headsClosed = await Promise.all(
        tricklers.map(async (client) =>
          Promise.race([
            client.closed.then((at) => at - client.openedAt),
            afterAsking(HEAD_CLOSED_BY_MS).then(() => Infinity),
          ]),
        ),
      );
      const idleHeld = await Promise.all(
        idle.map(async (client) => (await client.ended) - client.askedAt),
      );
      test.info().annotations.push({
        type: "measured",
        description: `heads held ${span(headsHeld)} (closed on both sides by ${span(headsClosed)}); idle held ${span(idleHeld)}; a shopper's page ${Math.round(median(usual))} ms usually (median of 20), ${Math.round(median(meanwhile))} ms meanwhile, slowest ${Math.round(Math.max(...meanwhile))} ms`,
      });

      // What a head still coming at its limit gets: nginx logs a 408 but sends nothing.
      const timedOutHead =
        server.name === "nginx" ? /^$/ : /^HTTP\/1\.1 408 Request Timeout\r\n/;
      for (const client of tricklers)
        expect(client.received().toString("latin1")).toMatch(timedOutHead);
      expect(Math.min(...headsHeld)).toBeGreaterThanOrEqual(
        HEAD_LIMIT_MS - NGINX_TICK_MS,
      );
      expect(Math.max(...headsHeld)).toBeLessThan(
        HEAD_LIMIT_MS + HEAD_CHECK_MS + LATE_MS,
      );
      expect(Math.max(...headsClosed)).toBeLessThan(HEAD_CLOSED_BY_MS);
      expect(Math.min(...idleHeld)).toBeGreaterThanOrEqual(
        KEEP_ALIVE_MS - NGINX_TICK_MS,
      );
      expect(Math.max(...idleHeld)).toBeLessThan(
        KEEP_ALIVE_MS + KEEP_ALIVE_MARGIN_MS + LATE_MS,
      );
      // Read again 5 s before the limit, every response came whole; 5 s after it, the
      // connection had been closed partway.
      expect(whole).toBe(times);
      expect(cut).toBeLessThan(times);
      expect(late.socket.destroyed).toBe(true);
      expect(median(meanwhile)).toBeLessThan(3 * median(usual) + 20);
    } finally {
      clients.closeAll();
    }
  });
}
