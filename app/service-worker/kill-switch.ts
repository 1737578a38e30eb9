import { cacheNames } from "workbox-core";

/**
 * The way back from a bad release of the shop's worker (docs/decisions/131-a-way-back-from-a-bad-worker.md):
 * published at the worker's own URL by `npm run kill-switch`, it takes the place of whatever
 * release of the worker a browser has, deletes the shop's caches and unregisters itself. Every
 * tab open on the shop goes on working from the network, its cart kept: nothing here reloads a
 * page, and with no fetch handler the browser sends the tabs' requests straight to the network.
 */
declare const self: ServiceWorkerGlobalScope;

/**
 * The caches the shop's worker fills, by the names Workbox gives them for this scope: its
 * precache and its runtime cache. Another app on the same origin keeps its own.
 */
const SHOP_CACHES: ReadonlySet<string> = new Set([
  cacheNames.precache,
  cacheNames.runtime,
]);

// At once, rather than once every tab of the bad release is closed: that release is the problem.
self.addEventListener("install", (event) => {
  event.waitUntil(self.skipWaiting());
});

// Active, it controls every tab the bad release controlled, and answers none of their requests.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => SHOP_CACHES.has(name))
          .map((name) => caches.delete(name)),
      );
      await self.registration.unregister();
    })(),
  );
});
