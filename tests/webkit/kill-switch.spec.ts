import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createStaticServer } from "../../server/static-server.ts";
import { killSwitchRelease } from "../e2e/support/release.ts";
import { useWebKitPage } from "./support/use-webkit-page.ts";
import {
  addToCart,
  cartButtonName,
  firstVisitKeptWithANano,
  isSameDocument,
  openCart,
} from "./support/shop.ts";

/** The build the tests' site serves: `npm start`'s. */
const BUILD = join(import.meta.dirname, "..", "..", "build");

/** What the browser keeps of the site: its workers' registrations and its caches' names. */
const whatTheBrowserKeeps = async () => ({
  registrations: (await navigator.serviceWorker.getRegistrations()).length,
  caches: await caches.keys(),
});

describe("the kill switch under an open tab, in WebKit", () => {
  const page = useWebKitPage();
  let release: Awaited<ReturnType<typeof killSwitchRelease>>;
  let server: Server;

  beforeAll(async () => {
    release = await killSwitchRelease(BUILD);
    server = await createStaticServer(release.buildDirectory);
    await new Promise<void>((listening) =>
      server.listen(0, "127.0.0.1", listening),
    );
  }, 120_000);
  afterAll(async () => {
    await page.release();
    await new Promise((closed) => {
      server.close(closed);
      server.closeAllConnections();
    });
    await release.remove();
  });

  test("the tab keeps working from the network, the cart kept, and after the next visit nothing of the worker's is left", async () => {
    await firstVisitKeptWithANano(page);
    expect((await page.evaluate(whatTheBrowserKeeps)).registrations).toBe(1);

    await page.release(
      `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    );
    // The next visit, in a window of its own (a tab behind another paints nothing, and the
    // pages start their scripts at their first paint): the browser looks for a new worker as it
    // opens a page.
    const openTab = await page.driver.getWindowHandle();
    await page.driver.switchTo().newWindow("window");
    await page.visit("/warranty");
    await expect
      .poll(() => page.evaluate(whatTheBrowserKeeps), { timeout: 20_000 })
      .toEqual({ registrations: 0, caches: [] });
    await page.driver.close();
    await page.driver.switchTo().window(openTab);

    for (const [link, heading] of [
      ["Returns", "Returns & Refunds"],
      ["Help Center", "Help Center"],
    ] as const) {
      await page.click(
        page.getByRole("link", link, {
          within: await page.getByRole("contentinfo"),
        }),
      );
      await page.getByRole("heading", heading);
    }
    await page.click(
      page.getByRole("link", "Home", {
        within: await page.getByRole("navigation", "Main"),
      }),
    );
    await addToCart(page, "Circularium Pro");
    await expect.poll(() => cartButtonName(page)).toBe("Open cart, 2 items");
    const drawer = await openCart(page);
    await page.getByRole("heading", "Circularium Nano", { within: drawer });
    expect(await isSameDocument(page)).toBe(true);
    // Two windows and a release: 28 s of the usual 30 under a load average of 15.
  }, 90_000);
});
