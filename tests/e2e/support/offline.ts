import type { Page } from "@playwright/test";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
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

declare global {
  interface Window {
    /**
     * What the page did about the worker once idle: the registration it asked for, or null when
     * it left the worker alone.
     */
    e2eWorkerDecision?: Promise<{
      registered: Promise<ServiceWorkerRegistration>;
    } | null>;
  }
}

/**
 * From the next page on, keeps what the page decides about the worker once idle, the calls it
 * makes passed through unchanged: it registers it, or, controlled by a worker whose registration
 * is gone (app/lib/register-service-worker.ts), leaves it alone.
 */
export async function keepThePagesDecisionOnItsWorker(page: Page) {
  await page.addInitScript(() => {
    // Not in a blank page Firefox opens first, which is no secure context.
    if (!("ServiceWorkerContainer" in window)) return;
    type Container = ServiceWorkerContainer;
    const { register, getRegistration } = ServiceWorkerContainer.prototype as {
      register: (
        this: Container,
        ...args: Parameters<Container["register"]>
      ) => ReturnType<Container["register"]>;
      getRegistration: (
        this: Container,
        ...args: Parameters<Container["getRegistration"]>
      ) => ReturnType<Container["getRegistration"]>;
    };
    let decide: (
      decision: { registered: Promise<ServiceWorkerRegistration> } | null,
    ) => void = () => {};
    window.e2eWorkerDecision = new Promise((resolve) => {
      decide = resolve;
    });
    ServiceWorkerContainer.prototype.register = function (...args) {
      const registered = register.apply(this, args);
      decide({ registered });
      return registered;
    };
    ServiceWorkerContainer.prototype.getRegistration = function (...args) {
      const found = getRegistration.apply(this, args);
      void found.then((registration) => {
        if (registration === undefined && this.controller !== null)
          decide(null);
      });
      return found;
    };
  });
}

/**
 * Waits until the page, once idle, has decided about the worker, and a worker it registered has
 * ended its install: from then on, the page starts nothing more of the worker's. Resolves with
 * the state that worker ended in: "activated" once it keeps the release (or it is the one
 * already active), "redundant" once its install failed and the browser dropped it; or "left
 * alone".
 */
export async function untilThePageHasSeenToItsWorker(page: Page) {
  await page.waitForFunction(() => window.e2eWorkerDecision !== undefined);
  return page.evaluate(async () => {
    const decision = await window.e2eWorkerDecision;
    if (!decision) return "left alone";
    const registration = await decision.registered.catch(() => undefined);
    const worker =
      registration?.installing ?? registration?.waiting ?? registration?.active;
    if (!worker) return "not registered";
    while (worker.state !== "activated" && worker.state !== "redundant")
      await new Promise((changed) =>
        worker.addEventListener("statechange", changed, { once: true }),
      );
    return worker.state;
  });
}

/** What the browser keeps of the site: its workers' registrations and its caches' names. */
export function whatTheBrowserKeeps(page: Page) {
  return page.evaluate(async () => ({
    registrations: (await navigator.serviceWorker.getRegistrations()).length,
    caches: await caches.keys(),
  }));
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
