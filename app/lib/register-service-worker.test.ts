// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import {
  ownServiceWorker,
  registerIn,
  type WorkerContainer,
} from "./register-service-worker";
import { SERVICE_WORKER_PATH } from "./service-worker-path";

/** A browser's `navigator.serviceWorker` as the page finds it. */
function container({
  controlled,
  registered,
}: {
  controlled: boolean;
  registered: boolean;
}) {
  const registration = {} as ServiceWorkerRegistration;
  return {
    controller: controlled ? ({} as ServiceWorker) : null,
    getRegistration: vi.fn(() =>
      Promise.resolve(registered ? registration : undefined),
    ),
    register: vi.fn(() => Promise.resolve(registration)),
  } satisfies WorkerContainer;
}

describe("registerIn", () => {
  it("registers the worker on a first visit, and on every visit after it", async () => {
    for (const state of [
      { controlled: false, registered: false },
      { controlled: false, registered: true },
      { controlled: true, registered: true },
    ]) {
      const browser = container(state);
      await registerIn(browser);
      expect(browser.register, JSON.stringify(state)).toHaveBeenCalledWith(
        SERVICE_WORKER_PATH,
      );
    }
  });

  it("leaves alone a page whose worker has unregistered itself, as the kill switch does", async () => {
    const browser = container({ controlled: true, registered: false });
    await registerIn(browser);
    expect(browser.register).not.toHaveBeenCalled();
  });

  it("takes a refused registration as none, and a refused register as a try for the next visit", async () => {
    const browser = container({ controlled: true, registered: false });
    browser.getRegistration.mockRejectedValue(new Error("SecurityError"));
    await registerIn(browser);
    expect(browser.register).not.toHaveBeenCalled();

    const firstVisit = container({ controlled: false, registered: false });
    firstVisit.register.mockRejectedValue(new Error("offline"));
    await expect(registerIn(firstVisit)).resolves.toBeUndefined();
  });
});

describe("the script URL a worker may be given", () => {
  it("is the shop's service worker", () => {
    expect(ownServiceWorker(SERVICE_WORKER_PATH)).toBe("/sw.js");
  });

  it.each([
    "/assets/entry.client-1.js",
    "/sw.js?v=2",
    "https://elsewhere.example/sw.js",
    "data:text/javascript,importScripts('//elsewhere.example/x.js')",
  ])("refuses anything else: %s", (url) => {
    expect(() => ownServiceWorker(url)).toThrow(TypeError);
  });
});
