import { expect, test } from "@playwright/test";
import { readFile, stat } from "node:fs/promises";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { SERVICE_WORKER_PATH } from "../../app/lib/service-worker-path";
import { ORIGIN_FOLDER } from "../../hosting/build-files";
import { HOSTS, rawRequest, SERVERS } from "./servers";

/** The hashed script and stylesheet that the home page loads. */
async function homeAssets(origin: string) {
  const html = await (await fetch(`${origin}/`)).text();
  // The page's module script names the modules it imports.
  const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const stylesheet =
    /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  if (!script || !stylesheet)
    throw new Error("The home page names no hashed assets");
  return { script, stylesheet };
}

const DECODERS = { br: brotliDecompressSync, gzip: gunzipSync };
const SUFFIXES = { br: ".br", gzip: ".gz" };

for (const server of HOSTS) {
  test.describe(`${server.name}: caching`, () => {
    test("hashed assets are immutable for a year; pages revalidate", async () => {
      const { script, stylesheet } = await homeAssets(server.origin);
      for (const asset of [script, stylesheet]) {
        const response = await fetch(server.origin + asset);
        expect(response.status, asset).toBe(200);
        expect(response.headers.get("cache-control"), asset).toBe(
          "public, max-age=31536000, immutable",
        );
      }
      for (const path of ["/", "/warranty"]) {
        const response = await fetch(server.origin + path);
        expect(response.headers.get("cache-control"), path).toBe("no-cache");
      }
      const notFound = await fetch(`${server.origin}/nope`);
      expect(notFound.headers.get("cache-control")).toBe(
        server.notFoundCacheControl,
      );
    });

    test("files named without a hash revalidate too: icons, the manifest, robots.txt, the sitemap, the social cards", async () => {
      // Their names never change: kept a year in a cache, a new logo or sitemap would stay unseen.
      for (const path of [
        "/favicon.svg",
        "/apple-touch-icon.png",
        "/site.webmanifest",
        "/robots.txt",
        "/sitemap.xml",
        "/social/home.png",
      ]) {
        const response = await fetch(server.origin + path);
        expect(response.status, path).toBe(200);
        expect(response.headers.get("cache-control"), path).toBe("no-cache");
      }
    });

    test("the service worker's script revalidates, as a script, with the headers of every page", async () => {
      // Kept a year in a cache, a release's worker would be found only once that year was out.
      const response = await fetch(server.origin + SERVICE_WORKER_PATH);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("content-type")).toMatch(
        /^(?:text|application)\/javascript\b/,
      );
      const page = await fetch(`${server.origin}/warranty`);
      for (const name of [
        "content-security-policy",
        "x-content-type-options",
        "referrer-policy",
      ])
        expect(response.headers.get(name), name).toBe(page.headers.get(name));
      expect(await response.text()).toContain("/warranty");
    });

    test("never sends an encoding the client refuses with q=0", async () => {
      for (const [acceptEncoding, expected] of [
        ["br;q=0, gzip", "gzip"],
        ["gzip;q=0, br;q=0", undefined],
        ["br;q=0", undefined],
        ["gzip;q=0.5, br;q=1", "br"],
      ] as const) {
        for (const path of ["/warranty", "/nope"]) {
          const response = await rawRequest(
            server.origin,
            `GET ${path} HTTP/1.1`,
            { "Accept-Encoding": acceptEncoding },
          );
          expect(
            response.headers["content-encoding"],
            `${path} ${acceptEncoding}`,
          ).toBe(expected);
        }
      }
    });
  });
}

for (const server of SERVERS) {
  test.describe(`${server.name}: caching and compression of our own`, () => {
    test("an unchanged resource answers 304 Not Modified to If-None-Match", async () => {
      const { script } = await homeAssets(server.origin);
      // Each encoding is its own representation, with its own ETag: ask for the same one twice.
      const encoding = { "Accept-Encoding": "br" };
      for (const path of ["/warranty", script]) {
        const first = await rawRequest(
          server.origin,
          `GET ${path} HTTP/1.1`,
          encoding,
        );
        const etag = first.headers.etag;
        expect(etag, path).toBeTruthy();
        const again = await rawRequest(server.origin, `GET ${path} HTTP/1.1`, {
          ...encoding,
          "If-None-Match": etag ?? "",
        });
        expect(again.status, path).toBe(304);
        expect(again.body.byteLength, path).toBe(0);
        // What a cache needs to keep using its copy, as the 200 said it (RFC 9110, 15.4.5).
        for (const header of ["etag", "cache-control", "vary"])
          expect(again.headers[header], `${path} ${header}`).toBe(
            first.headers[header],
          );

        const amongOthers = await rawRequest(
          server.origin,
          `GET ${path} HTTP/1.1`,
          { ...encoding, "If-None-Match": `"another", ${etag}` },
        );
        expect(amongOthers.status, `${path} in a list`).toBe(304);
      }
    });

    test("serves the brotli and gzip files made at build time, by Accept-Encoding", async () => {
      const { script, stylesheet } = await homeAssets(server.origin);
      for (const path of ["/", script, stylesheet]) {
        const identity = await rawRequest(
          server.origin,
          `GET ${path} HTTP/1.1`,
        );
        expect(identity.headers["content-encoding"], path).toBeUndefined();
        const file = path === "/" ? "/index.html" : path;

        for (const encoding of ["br", "gzip"] as const) {
          const response = await rawRequest(
            server.origin,
            `GET ${path} HTTP/1.1`,
            {
              "Accept-Encoding": encoding,
            },
          );
          expect(
            response.headers["content-encoding"],
            `${path} ${encoding}`,
          ).toBe(encoding);
          expect(response.headers.vary, path).toMatch(/Accept-Encoding/i);
          expect(
            DECODERS[encoding](response.body).equals(identity.body),
            path,
          ).toBe(true);
          // Byte for byte the file the build wrote: nothing is compressed per request.
          const prebuilt = await readFile(
            `build/${ORIGIN_FOLDER}${file}${SUFFIXES[encoding]}`,
          );
          expect(response.body.equals(prebuilt), `${path} ${encoding}`).toBe(
            true,
          );
        }
      }
    });

    test("the 404 page, sent compressed, says it varies by Accept-Encoding", async () => {
      // Stored by a shared cache without it, the brotli 404 page would reach clients that cannot
      // read brotli.
      for (const encoding of ["br", "gzip"]) {
        const response = await rawRequest(server.origin, "GET /nope HTTP/1.1", {
          "Accept-Encoding": encoding,
        });
        expect(response.status, encoding).toBe(404);
        expect(response.headers["content-encoding"], encoding).toBe(encoding);
        expect(response.headers.vary, encoding).toMatch(/Accept-Encoding/i);
      }
    });

    test("prefers brotli when the client accepts both", async () => {
      const response = await rawRequest(
        server.origin,
        "GET /warranty HTTP/1.1",
        {
          "Accept-Encoding": "gzip, deflate, br",
        },
      );
      expect(response.headers["content-encoding"]).toBe("br");
      const prebuilt = await stat(`build/${ORIGIN_FOLDER}/warranty.html.br`);
      expect(Number(response.headers["content-length"])).toBe(prebuilt.size);
    });
  });
}
