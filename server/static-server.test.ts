import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaticServer } from "./static-server.ts";

let buildDirectory: string;
let server: Awaited<ReturnType<typeof createStaticServer>>;
let origin: string;

const files: Record<string, string | Buffer> = {
  "origin/index.html": "<h1>Home</h1>",
  "origin/warranty.html": "<h1>Warranty</h1>",
  "origin/404.html": "<h1>Page Not Found</h1>",
  "origin/404.html.br": brotliCompressSync("<h1>Page Not Found</h1>"),
  "origin/assets/entry-abc123.js": "console.log('hi')",
  "origin/icons/logo@2x+dark.svg": "<svg/>",
  "origin/icons/removed-after-start.svg": "<svg/>",
  // What a CDN publishes: never what npm start serves.
  "client/warranty.html": "<h1>Published</h1>",
  "headers.json": JSON.stringify({
    "X-Content-Type-Options": "nosniff",
    "X-Test": "yes",
  }),
};

beforeAll(async () => {
  buildDirectory = await mkdtemp(join(tmpdir(), "static-server-"));
  for (const [path, contents] of Object.entries(files)) {
    await mkdir(dirname(join(buildDirectory, path)), { recursive: true });
    await writeFile(join(buildDirectory, path), contents);
  }
  server = await createStaticServer(buildDirectory);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(buildDirectory, { recursive: true });
});

describe("createStaticServer", () => {
  it("serves the pages it finds in the build at their canonical paths", async () => {
    for (const [path, text] of [
      ["/", "<h1>Home</h1>"],
      ["/warranty", "<h1>Warranty</h1>"],
    ] as const) {
      const response = await fetch(origin + path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe(text);
      expect(response.headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("sends the headers the build wrote, with every response", async () => {
    for (const path of ["/", "/nope", "/%zz", "/warranty/"]) {
      const response = await fetch(origin + path, { redirect: "manual" });
      expect(response.headers.get("x-test"), path).toBe("yes");
    }
  });

  it("answers unknown paths with the 404 page, compressed when the client accepts it", async () => {
    const response = await fetch(`${origin}/nope`, {
      headers: { "Accept-Encoding": "br" },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(await response.text()).toBe("<h1>Page Not Found</h1>");
  });

  it("serves the pages' files at their canonical paths only", async () => {
    for (const [path, location] of [
      ["/warranty.html", "/warranty"],
      ["/index.html", "/"],
    ] as const) {
      const response = await fetch(origin + path, { redirect: "manual" });
      expect(response.status, path).toBe(308);
      expect(response.headers.get("location"), path).toBe(location);
    }
    expect((await fetch(`${origin}/404.html`)).status).toBe(404);
  });

  it("caches hashed assets for a year", async () => {
    const response = await fetch(`${origin}/assets/entry-abc123.js`);
    expect(response.headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    );
  });

  it("serves a file whose name holds characters a URL reserves", async () => {
    for (const path of [
      "/icons/logo@2x+dark.svg",
      "/icons/logo%402x%2Bdark.svg",
    ]) {
      const response = await fetch(origin + path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toBe("image/svg+xml");
      expect(await response.text(), path).toBe("<svg/>");
    }
  });

  it("sends the whole file to a byte range: parts of these files are never worth it", async () => {
    for (const range of [
      "bytes=0-3",
      "bytes=10-5",
      "bytes=0-18446744073709551615",
    ]) {
      const response = await fetch(`${origin}/assets/entry-abc123.js`, {
        headers: { Range: range },
      });
      expect(response.status, range).toBe(200);
      expect(await response.text(), range).toBe("console.log('hi')");
      expect(response.headers.get("accept-ranges"), range).toBeNull();
    }
  });

  it("answers 404 for a file removed from the build after the server started", async () => {
    await rm(join(buildDirectory, "origin/icons/removed-after-start.svg"));
    const response = await fetch(`${origin}/icons/removed-after-start.svg`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("<h1>Page Not Found</h1>");
    expect(response.headers.get("x-test")).toBe("yes");
  });
});
