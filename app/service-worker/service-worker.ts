import { cacheNames, clientsClaim } from "workbox-core";
import { enable as enableNavigationPreload } from "workbox-navigation-preload";
import {
  addPlugins,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NetworkOnly } from "workbox-strategies";
import { keepInPrecache, offlinePageUrl } from "./offline-pages";

/**
 * The shop's service worker (docs/decisions/116-other-pages-ahead-and-offline.md). It keeps one
 * release of the shop, its pages and every file they load, written into it by the build
 * (build-steps/service-worker-bundle.ts), so that after a first visit the shop opens with no
 * connection. It never holds a shopper on that release: a page always comes from the network
 * when there is one, and an older or newer release's files go to the network too.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: PrecacheEntry[];
  __OFFLINE_PAGES: string[];
};

const offlinePages: ReadonlySet<string> = new Set(self.__OFFLINE_PAGES);

/**
 * The static routing API (Chromium 123 on, not yet in TypeScript's lib): routes the browser
 * follows itself, without starting the worker.
 * https://developer.mozilla.org/docs/Web/API/InstallEvent/addRoutes
 */
type StaticRoutes = {
  addRoutes(rules: {
    condition: { urlPattern: string };
    source: { cacheName: string };
  }): Promise<void>;
};

// Pages first, so that this route answers every navigation before the precache's below, which
// would answer a page's path from the cache. The network's answer, whatever its status; with
// no network, the page as this release has it, whose files this release has too. Navigation
// preload asks the network while the worker starts, so a page waits no longer for it.
enableNavigationPreload();
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [
        {
          handlerDidError: ({ request }) =>
            matchPrecache(offlinePageUrl(request.url, offlinePages)),
        },
      ],
    }),
  ),
);

// The precache takes the 404 page with its 404 status, as the servers send it.
addPlugins([
  {
    cacheWillUpdate: ({ request, response }) =>
      Promise.resolve(keepInPrecache(request, response)),
  },
]);
// Everything else of this release, from the cache: its files are named by their content, and
// a page's revision changes with it. Only URLs written as the build lists them. Each entry
// carries the integrity of the build's bytes: one altered on its way fails the install rather
// than being kept for the whole release (record 131).
precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: false, directoryIndex: "" });

// Where the browser can, it reads this release's files straight from the precache without
// starting the worker: a repeat visit's stylesheet and fonts waited for a stopped worker to start
// and answer, up to 100 ms at a phone's CPU (record 116). Elsewhere the route above answers them.
// A file not in the precache goes to the network, as with the route.
self.addEventListener("install", (event: ExtendableEvent) => {
  if ("addRoutes" in event)
    event.waitUntil(
      (event as ExtendableEvent & StaticRoutes).addRoutes({
        condition: { urlPattern: "/assets/*" },
        source: { cacheName: cacheNames.precache },
      }),
    );
});

// The page that registered the worker on a first visit uses it from then on, with no reload.
clientsClaim();
