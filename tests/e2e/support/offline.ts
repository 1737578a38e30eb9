import type { Page } from "@playwright/test";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { SERVICE_WORKER_PATH } from "../../../app/lib/service-worker";
import { createStaticServer } from "../../../server/static-server";
import { test as base } from "./fixtures";

/** The build `npm start` serves, which Playwright's web server has made fresh. */
export const BUILD = join(import.meta.dirname, "..", "..", "..", "build");

/** npm start's server, on a port of its own, for a test to stop, or to release the shop on. */
export type ShopServer = {
  origin: string;
  /** A release: the server stops, and starts again on the same port with another build. */
  release: (buildDirectory: string) => Promise<void>;
  stop: () => Promise<void>;
};

async function listen(buildDirectory: string, port: number) {
  const server = await createStaticServer(buildDirectory);
  await new Promise<void>((resolve) =>
    server.listen(port, "127.0.0.1", resolve),
  );
  return server;
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    if (!server.listening) {
      resolve();
      return;
    }
    server.close(() => resolve());
    server.closeAllConnections();
  });

export async function startShop(buildDirectory: string): Promise<ShopServer> {
  let server = await listen(buildDirectory, 0);
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    release: async (next) => {
      await close(server);
      server = await listen(next, port);
    },
    stop: () => close(server),
  };
}

/**
 * A test that loses its connection, with a server of its own: the pages come from it
 * (`baseURL`), until `loseConnection`.
 */
export const test = base.extend<{
  shop: ShopServer;
  /**
   * The connection goes: the server stops, and Chromium goes offline as well. Firefox is left
   * online: Playwright's offline mode there leaves the service worker's own requests online, and
   * fails some that the worker answers from its cache, which no real loss of connection does.
   */
  loseConnection: () => Promise<void>;
}>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from it
  shop: async ({}, use) => {
    const shop = await startShop(BUILD);
    await use(shop);
    await shop.stop();
  },
  baseURL: async ({ shop }, use) => {
    await use(shop.origin);
  },
  loseConnection: async ({ shop, context, browserName }, use) => {
    await use(async () => {
      await shop.stop();
      if (browserName === "chromium") await context.setOffline(true);
    });
  },
});

/**
 * Waits until the first visit has gone quiet: the page fetched the other pages' code once idle,
 * then registered the service worker, which has kept the release and now serves the page.
 */
export async function untilTheShopIsKept(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Registers the shop's worker as every page does once idle (the same registration, if the page
 * has made it), and waits until its install has ended: "activated" once it keeps the release,
 * "redundant" once the install failed and the browser dropped it.
 */
export function installOfTheShopsWorker(page: Page) {
  return page.evaluate(async (url) => {
    const registration = await navigator.serviceWorker.register(url);
    const worker =
      registration.installing ?? registration.waiting ?? registration.active;
    if (!worker) return "no worker";
    while (worker.state !== "activated" && worker.state !== "redundant")
      await new Promise((changed) =>
        worker.addEventListener("statechange", changed, { once: true }),
      );
    return worker.state;
  }, SERVICE_WORKER_PATH);
}

/** The paths of everything the site's origin keeps in its caches, each cache's name beside it. */
export function cachedPaths(page: Page) {
  return page.evaluate(async () => {
    const kept: { cache: string; path: string }[] = [];
    for (const cache of await caches.keys())
      for (const request of await (await caches.open(cache)).keys())
        kept.push({ cache, path: new URL(request.url).pathname });
    return kept;
  });
}
