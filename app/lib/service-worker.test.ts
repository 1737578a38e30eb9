import { describe, expect, it } from "vitest";
import { ownServiceWorker, SERVICE_WORKER_PATH } from "./service-worker";

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
