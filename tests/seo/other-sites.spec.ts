import { expect, test } from "@playwright/test";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { listFiles, PUBLISHED_FOLDER } from "../../hosting/build-files";
import { HASHED_ASSETS_PREFIX } from "../../hosting/security-headers";
import { readPageHead } from "./page-head";

/**
 * Another site, on a loopback address (a secure context, as the shop is, where cross-origin
 * isolation holds, and in the same address space, which Chromium requires of a page that loads
 * from a loopback one): an empty page, at `/isolated` cross-origin isolated.
 */
async function startAnotherSite() {
  const server = createServer((request, response) => {
    response.writeHead(200, {
      "Content-Type": "text/html",
      ...(request.url === "/isolated" && {
        "Cross-Origin-Opener-Policy": "same-origin",
        "Cross-Origin-Embedder-Policy": "require-corp",
      }),
    });
    response.end("<!doctype html><title>A link preview</title>");
  });
  await new Promise<void>((listening) =>
    server.listen(0, "127.0.0.1", listening),
  );
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise((closed) => server.close(closed)),
  };
}

test("another site shows the shop's social cards and icons, cross-origin isolated or not, and none of the shop's own files", async ({
  page,
  baseURL,
}) => {
  const shop = baseURL ?? "";
  const home = readPageHead(await (await fetch(`${shop}/`)).text());
  const shared = [
    new URL(home.meta("og:image") ?? "").pathname,
    ...home.links("icon"),
    ...home.links("apple-touch-icon"),
  ];
  const builtFiles = await listFiles(join("build", PUBLISHED_FOLDER));
  const own = builtFiles.filter(
    (file) => file.startsWith(HASHED_ASSETS_PREFIX) && file.endsWith(".svg"),
  );
  expect(own.length, "the shop's own images").toBeGreaterThan(0);

  const site = await startAnotherSite();
  try {
    for (const path of ["/", "/isolated"]) {
      await page.goto(site.origin + path);
      expect(await page.evaluate(() => crossOriginIsolated), path).toBe(
        path === "/isolated",
      );
      const shown = await page.evaluate(
        (urls) =>
          Promise.all(
            urls.map(async (url) => {
              const image = document.body.appendChild(new Image());
              image.src = url;
              return image.decode().then(
                () => true,
                () => false,
              );
            }),
          ),
        [...shared, ...own].map((file) => `${shop}${file}`),
      );
      expect(shown, `${[...shared, ...own].join(", ")} at ${path}`).toEqual([
        ...shared.map(() => true),
        ...own.map(() => false),
      ]);
    }
  } finally {
    await site.stop();
  }
});
