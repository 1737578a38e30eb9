import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaticServer } from "./static-server.ts";

let root: string;
let server: ReturnType<typeof createStaticServer>;
let origin: string;

const files: Record<string, string> = {
  "index.html": "<h1>Home</h1>",
  "warranty/index.html": "<h1>Warranty</h1>",
  "404.html": "<h1>Page Not Found</h1>",
  "assets/entry-abc123.js": "console.log('hi')",
};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "static-server-"));
  for (const [path, contents] of Object.entries(files)) {
    await mkdir(join(root, path, ".."), { recursive: true });
    await writeFile(join(root, path), contents);
  }
  server = createStaticServer(root);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true });
});

describe("createStaticServer", () => {
  it("serves each page at its canonical path with status 200", async () => {
    for (const [path, text] of [
      ["/", "<h1>Home</h1>"],
      ["/warranty", "<h1>Warranty</h1>"],
    ] as const) {
      const response = await fetch(origin + path, { redirect: "manual" });
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe(text);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(response.headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("answers unknown paths, and the 404 page's own file, with 404 and the 404 page", async () => {
    for (const path of ["/nope", "/a/b/c", "/404", "/404.html", "/%E0%A4%A"]) {
      const response = await fetch(origin + path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe("<h1>Page Not Found</h1>");
    }
  });

  it("caches hashed assets for a year", async () => {
    const response = await fetch(`${origin}/assets/entry-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    );
  });

  it("sends the security headers with every response, errors included", async () => {
    for (const path of ["/", "/nope"]) {
      const { headers } = await fetch(origin + path);
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("referrer-policy")).toBe(
        "strict-origin-when-cross-origin",
      );
      expect(headers.get("x-frame-options")).toBe("DENY");
    }
  });

  it("answers HEAD without a body and refuses other methods", async () => {
    const head = await fetch(`${origin}/nope`, { method: "HEAD" });
    expect(head.status).toBe(404);
    expect(await head.text()).toBe("");

    const post = await fetch(`${origin}/`, { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });

  it("never serves a file outside the build", async () => {
    for (const path of [
      "/../package.json",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/..%2f..%2fetc/passwd",
    ]) {
      const response = await fetch(origin + path);
      expect(response.status, path).toBe(404);
    }
  });
});
