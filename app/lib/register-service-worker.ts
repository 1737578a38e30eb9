import { SERVICE_WORKER_PATH } from "./service-worker-path";
import { trustedTypesPolicy } from "./trusted-types";

/**
 * The only script URL the shop gives a worker, a Trusted Types sink: its own service worker's.
 * Any other is refused.
 */
export function ownServiceWorker(url: string): string {
  if (url !== SERVICE_WORKER_PATH)
    throw new TypeError(`${url} is not the shop's service worker`);
  return url;
}

const serviceWorkerUrl = trustedTypesPolicy(
  "service-worker",
  "createScriptURL",
  ownServiceWorker,
);

/** What the registration asks of the browser's `navigator.serviceWorker`. */
export type WorkerContainer = Pick<
  ServiceWorkerContainer,
  "controller" | "getRegistration" | "register"
>;

/**
 * Registers the service worker that keeps the shop working with no connection after a first
 * visit. Where it cannot be registered (no support, a private window, a first visit that lost
 * its connection), the shop works as it would without it; the browser tries again at the next
 * page load.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  await registerIn(navigator.serviceWorker);
}

/**
 * Registers the worker, unless the page is controlled by a worker whose registration is gone:
 * the kill switch, which took the page over and unregistered itself
 * (docs/decisions/131-a-way-back-from-a-bad-worker.md). Chromium keeps that registration while a
 * page uses it, and a registration of the same script then brings it back, with the kill switch
 * in it for good. The next page load registers the worker afresh.
 */
export async function registerIn(container: WorkerContainer): Promise<void> {
  if (
    container.controller !== null &&
    (await container.getRegistration().catch(() => undefined)) === undefined
  )
    return;
  await container.register(serviceWorkerUrl(SERVICE_WORKER_PATH)).catch(() => {
    // Nothing a shopper did is lost: the next visit registers it.
  });
}
