import { expect, test } from "@playwright/test";
import fc from "fast-check";
import assert from "node:assert/strict";
import { randomUUID, createHash } from "node:crypto";
import { readFile, rm, writeFile } from "node:fs/promises";
import { STATUS_CODES } from "node:http";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { listFiles, ORIGIN_FOLDER, pagePaths } from "../../hosting/build-files";
import {
  anyHostileTarget,
  commonTarget,
  fuzz,
  utf8Bytes,
} from "../../server/request-fuzz.test-support";
import {
  parseResponse,
  rawExchange,
  rawRequest,
  SERVERS,
  type RawResponse,
} from "./servers";

/*
 * Random requests, from fast-check's generators, against `npm start` and nginx
 * (docs/decisions/132-requests-fuzzed-with-fast-check.md). A failure prints its seed and path:
 * `FUZZ_SEED=… FUZZ_PATH=… E2E_PORT=… npx playwright test tests/http/fuzz.spec.ts` replays it.
 * Inside a property, node:assert: Playwright's `expect` records a step each time, and 15 000 of
 * them took 61 s here, against 1 ms.
 */
const HOSTILE_RUNS = 1500;
const COMMON_RUNS = 2000;
/** Past this, a run fails rather than passing with fewer requests; the test's own limit is above. */
const TIME_LIMIT_MS = 100_000;

const BUILD_FOLDER = "build";
const ORIGIN = join(BUILD_FOLDER, ORIGIN_FOLDER);
/** Where a canary is put: beside the served folder, and in the project's root above it. */
const CANARY_FOLDERS = [BUILD_FOLDER, "."];

const sha256 = (bytes: Buffer) =>
  createHash("sha256").update(bytes).digest("hex");

const ENCODINGS = ["identity", "br", "gzip"] as const;
type Encoding = (typeof ENCODINGS)[number];
const isEncoding = (name: string): name is Encoding =>
  ENCODINGS.some((encoding) => encoding === name);

/** The hashes of every file in the build's served folder, by the encoding a response names. */
async function servedFiles() {
  const byEncoding: Record<Encoding, Set<string>> = {
    identity: new Set(),
    br: new Set(),
    gzip: new Set(),
  };
  const paths = await listFiles(ORIGIN);
  for (const path of paths) {
    const encoding = path.endsWith(".br")
      ? "br"
      : path.endsWith(".gz")
        ? "gzip"
        : "identity";
    byEncoding[encoding].add(sha256(await readFile(join(ORIGIN, path))));
  }
  return { byEncoding, paths };
}

/**
 * A file of the same name in each folder a request could climb to, holding a text that no file
 * of the build holds: if a body ever shows it, a request got out of the site.
 */
async function plantCanaries() {
  const name = `canary-${randomUUID().slice(0, 8)}.txt`;
  const secret = `canary ${randomUUID()}`;
  const paths = CANARY_FOLDERS.map((folder) => join(folder, name));
  for (const path of paths) await writeFile(path, secret);
  return {
    name,
    secret,
    remove: () => Promise.all(paths.map((path) => rm(path, { force: true }))),
  };
}

/** The names a scanner tries: the build's own, the canary's, and the project's around them. */
function namesToTry(paths: readonly string[], canary: string) {
  const names = new Set([
    canary,
    "build",
    ORIGIN_FOLDER,
    "client",
    "package.json",
    "headers.json",
    "server",
    "start.ts",
    "etc",
    "passwd",
  ]);
  for (const path of paths)
    for (const name of path.split("/")) if (name) names.add(name);
  for (const page of pagePaths(paths)) names.add(page.slice(1));
  return [...names].filter(Boolean);
}

/** The body as the client reads it: a HEAD's names an encoding, but has no bytes to decode. */
function decodedBody({ headers, body }: RawResponse) {
  if (body.byteLength === 0) return body;
  switch (headers["content-encoding"]) {
    case "br":
      return brotliDecompressSync(body);
    case "gzip":
      return gunzipSync(body);
    default:
      return body;
  }
}

/** Spaces and tabs around a header's value, which RFC 9110 (5.5) says to ignore. */
const whitespace = fc.constantFrom("", "", " ", "  ", "\t", " \t ");
/** Text for a header value: printable ASCII mostly, now and then UTF-8 or any byte but CR and LF. */
const headerText = (maxLength: number) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.string({ unit: "grapheme-ascii", maxLength }) },
    fc.string({
      unit: fc
        .integer({ min: 0, max: 0xff })
        .filter((code) => code !== 10 && code !== 13)
        .map((code) => String.fromCharCode(code)),
      maxLength,
    }),
    fc.string({ unit: "grapheme", maxLength }).map(utf8Bytes),
  );

const qValue = fc.constantFrom(
  "q=0",
  "q=1",
  "q=0.5",
  "q=1.000",
  "Q=0.001",
  "q=-1",
  "q=abc",
  "q=",
  "q = 1",
);
/** A date in the three forms RFC 9110 (5.6.7) asks recipients to read, or as a bare number. */
const httpDate = fc
  .date({ min: new Date(-1e14), max: new Date(1e14), noInvalidDate: true })
  .chain((date) => {
    const [weekday = "", day = "", month = "", year = "", time = ""] =
      /^(\w+), (\d+) (\w+) (-?\d+) ([\d:]+) GMT$/
        .exec(date.toUTCString())
        ?.slice(1) ?? [];
    const longWeekday = date.toLocaleDateString("en-US", {
      weekday: "long",
      timeZone: "UTC",
    });
    return fc.constantFrom(
      date.toUTCString(),
      `${longWeekday}, ${day}-${month}-${year.slice(-2)} ${time} GMT`,
      `${weekday} ${month} ${day.replace(/^0/, " ")} ${time} ${year}`,
      String(date.getTime()),
    );
  });

/** Values for the headers a server acts on, and garbage for each. */
const HEADER_VALUES = (host: string) => ({
  Host: fc.oneof(
    { weight: 4, arbitrary: fc.constant(host) },
    fc.constantFrom(
      "",
      "localhost",
      "evil.example",
      "[::1]:80",
      "a b",
      "host:99999",
      "h/../x",
      "@",
      "x".repeat(300),
    ),
    headerText(12),
  ),
  "Accept-Encoding": fc
    .array(
      fc.tuple(
        fc.constantFrom(
          "br",
          "gzip",
          "*",
          "identity",
          "deflate",
          "BR",
          "x-gzip",
          "zstd",
          "",
        ),
        fc.option(qValue),
      ),
      { maxLength: 5 },
    )
    .chain((codings) =>
      fc
        .constantFrom(",", ", ", " ,", ",,")
        .map((comma) =>
          codings
            .map(([coding, q]) => (q === null ? coding : `${coding};${q}`))
            .join(comma),
        ),
    ),
  Range: fc.oneof(
    fc
      .array(
        fc.oneof(
          fc
            .tuple(fc.nat(), fc.nat())
            .map(([first, last]) => `${first}-${last}`),
          fc.nat().map((suffix) => `-${suffix}`),
          fc.nat().map((first) => `${first}-`),
        ),
        { minLength: 1, maxLength: 4 },
      )
      .map((ranges) => `bytes=${ranges.join(",")}`),
    fc.constantFrom(
      "bytes=0-18446744073709551615",
      "bytes=10-5",
      "items=0-5",
      "bytes=",
      "bytes=-",
      "bytes=--1",
    ),
    headerText(20),
  ),
  "If-None-Match": fc.oneof(
    fc.constant("*"),
    fc
      .array(
        fc.tuple(
          fc.boolean(),
          fc.string({ unit: "grapheme-ascii", maxLength: 20 }),
        ),
        { minLength: 1, maxLength: 3 },
      )
      .map((tags) =>
        tags.map(([weak, tag]) => `${weak ? "W/" : ""}"${tag}"`).join(", "),
      ),
    headerText(20),
  ),
  "If-Modified-Since": fc.oneof(httpDate, headerText(30)),
});

/**
 * A request's header lines: those above, some twice, names in any case, odd whitespace around
 * values and now and then before the colon (which RFC 9112, 5.1, says to refuse), and now and
 * then one very long.
 */
function headerLines(host: string) {
  const values = HEADER_VALUES(host);
  const line = fc.oneof(
    ...Object.entries(values).map(([name, value]) =>
      fc
        .tuple(
          fc.mixedCase(fc.constant(name)),
          fc.oneof(
            { weight: 9, arbitrary: fc.constant("") },
            fc.constantFrom(" ", "\t"),
          ),
          whitespace,
          value,
          whitespace,
        )
        .map(
          ([spelled, beforeColon, before, text, after]) =>
            `${spelled}${beforeColon}:${before}${text}${after}`,
        ),
    ),
    fc.nat({ max: 40_000 }).map((length) => `X-Padding: ${"a".repeat(length)}`),
  );
  return fc
    .tuple(
      fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, fc.constant(false)),
      fc.array(line, { maxLength: 6 }),
    )
    .map(([withHost, lines]) =>
      withHost ? [`Host: ${host}`, ...lines] : lines,
    );
}

const method = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom("GET", "HEAD") },
  fc.constantFrom(
    "POST",
    "PUT",
    "DELETE",
    "OPTIONS",
    "TRACE",
    "PATCH",
    "PROPFIND",
    "BREW",
    "get",
    "CONNECT",
  ),
  fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 8 }),
);
const version = fc.oneof(
  { weight: 8, arbitrary: fc.constant("HTTP/1.1") },
  fc.constantFrom("HTTP/1.0", "HTTP/1.2", "http/1.1", "HTTP/1.1 ", "HTTP/11"),
);
const space = fc.oneof(
  { weight: 9, arbitrary: fc.constant(" ") },
  fc.constantFrom("  ", "\t"),
);

for (const server of SERVERS) {
  test(`${server.name}: random requests never get a 5xx nor a byte from outside the build`, async () => {
    test.setTimeout(TIME_LIMIT_MS + 20_000);
    const { byEncoding, paths } = await servedFiles();
    const canary = await plantCanaries();
    const { host } = new URL(server.origin);
    try {
      await fuzz(
        fc.asyncProperty(
          method,
          space,
          // Now and then a file of the build as it is, so that the headers meet files to serve.
          fc.oneof(
            {
              weight: 4,
              arbitrary: anyHostileTarget(namesToTry(paths, canary.name), [
                canary.name,
                "package.json",
              ]),
            },
            fc.constantFrom(...paths, ...pagePaths(paths)),
          ),
          space,
          version,
          headerLines(host),
          async (
            requestMethod,
            before,
            target,
            after,
            httpVersion,
            headers,
          ) => {
            const requestLine = `${requestMethod}${before}${target}${after}${httpVersion}`;
            const answer = await rawExchange(server.origin, [
              requestLine,
              ...headers,
              "Connection: close",
            ]);
            assert.ok(!answer.includes(canary.secret), "the canary's text");
            // A CR or LF in the target ends the request line before its version: nginx reads
            // what is left as HTTP/0.9, and answers as HTTP/0.9 did, with the body alone.
            if (
              server.name === "nginx" &&
              /[\r\n]/.test(requestLine) &&
              !answer.subarray(0, 5).equals(Buffer.from("HTTP/"))
            ) {
              assert.ok(answer.byteLength > 0, "an HTTP/0.9 answer");
              return;
            }
            const response = parseResponse(answer);
            // nginx answers 505 to a version it has no parser for (`HTTP/11`), as RFC 9110
            // (15.6.6) has it; Node's parser, 400.
            if (server.name === "nginx" && response.status === 505) {
              assert.doesNotMatch(httpVersion, /^HTTP\/1\.\d$/);
              return;
            }
            assert.ok(
              response.status >= 200 && response.status < 500,
              `status ${response.status}`,
            );
            assert.equal(response.headers["x-content-type-options"], "nosniff");
            assert.ok(
              !decodedBody(response).includes(canary.secret),
              "the canary's text, decoded",
            );
            const encoding = response.headers["content-encoding"] ?? "identity";
            assert.ok(isEncoding(encoding), `Content-Encoding: ${encoding}`);
            const fromBuild = byEncoding[encoding].has(sha256(response.body));
            if (response.status === 200 && response.body.byteLength > 0)
              assert.ok(fromBuild, `a 200 whose ${encoding} body is no file`);
            // Ours answers everything else with the 404 page, a status line of text, or nothing.
            if (server.name === "npm start" && !fromBuild) {
              assert.ok(
                [
                  "",
                  `${response.status} ${STATUS_CODES[response.status] ?? ""}\n`,
                ].includes(response.body.toString("latin1")),
                `a ${response.status} whose body is neither a file nor its status`,
              );
            }
          },
        ),
        HOSTILE_RUNS,
        TIME_LIMIT_MS,
      );
    } finally {
      await canary.remove();
    }
    // Still serving: no worker was left broken.
    expect((await rawRequest(server.origin, "GET / HTTP/1.1")).status).toBe(
      200,
    );
  });
}

test("npm start answers as nginx does, and redirects to the same place, to every request line both read", async () => {
  test.setTimeout(TIME_LIMIT_MS + 20_000);
  const { paths } = await servedFiles();
  await fuzz(
    fc.asyncProperty(
      fc.constantFrom("GET", "HEAD"),
      commonTarget(namesToTry(paths, "canary.txt"), pagePaths(paths)),
      async (requestMethod, target) => {
        const answers = await Promise.all(
          SERVERS.map((server) =>
            rawRequest(server.origin, `${requestMethod} ${target} HTTP/1.1`),
          ),
        );
        const [ours, nginx] = answers.map(({ status, headers }) => ({
          status,
          location: headers.location,
        }));
        assert.deepEqual(ours, nginx);
      },
    ),
    COMMON_RUNS,
    TIME_LIMIT_MS,
  );
});
