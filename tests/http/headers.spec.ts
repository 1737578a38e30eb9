import { expect, test } from "@playwright/test";
import { createHash } from "node:crypto";
import { TRUSTED_TYPES_POLICIES } from "../../app/lib/trusted-types";
import { STRICT_TRANSPORT_SECURITY } from "../../hosting/security-headers";
import { PAGES as ROUTE_TABLE_PAGES } from "../e2e/support/spec-data";
import { startOwnNginx } from "./nginx-over-tls";
import { HOSTS, rawRequest, SERVERS } from "./servers";

const PAGES = [...ROUTE_TABLE_PAGES.map(({ path }) => path), "/nope"];

const SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-embedder-policy": "require-corp",
  "x-frame-options": "DENY",
};

function directives(csp: string) {
  return new Map(
    csp.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

/**
 * The scripts a browser runs from the page itself; JSON-LD and JSON blocks (the other pages'
 * code to fetch ahead) are data, not script.
 */
function inlineScripts(html: string) {
  return [
    ...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi),
  ]
    .filter(
      ([, attributes = ""]) =>
        !/type="application\/(?:ld\+)?json"/.test(attributes),
    )
    .map(([, , body = ""]) => body);
}

const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

type Request = [status: number, line: string, headers?: Record<string, string>];

/** Sends each request, and checks that its answer has the status and every security header. */
async function expectSecurityHeaders(origin: string, requests: Request[]) {
  for (const [status, requestLine, headers] of requests) {
    const response = await rawRequest(origin, requestLine, headers);
    const kind = `${status} for ${requestLine.slice(0, 30)}`;
    expect(response.status, kind).toBe(status);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(response.headers[name], `${name} on ${kind}`).toBe(value);
    }
    expect(response.headers["content-security-policy"], kind).toMatch(
      /^default-src 'self'/,
    );
    expect(response.headers["permissions-policy"], kind).toMatch(/camera=\(\)/);
  }
}

for (const server of SERVERS) {
  test.describe(`${server.name}: security headers of our own`, () => {
    test("come with every kind of response, errors included", async () => {
      const brotli = { "Accept-Encoding": "br" };
      const page = await rawRequest(server.origin, "GET / HTTP/1.1", brotli);
      await expectSecurityHeaders(server.origin, [
        [308, "GET //warranty HTTP/1.1"],
        [
          304,
          "GET / HTTP/1.1",
          { ...brotli, "If-None-Match": page.headers.etag ?? "" },
        ],
        [400, "GET /%zz HTTP/1.1"],
        [405, "POST / HTTP/1.1"],
        [414, `GET /${"a".repeat(9000)} HTTP/1.1`],
      ]);
    });
  });
}

for (const server of HOSTS) {
  test.describe(`${server.name}: security headers`, () => {
    test("come with pages, files, the 404 page and redirects", async () => {
      await expectSecurityHeaders(server.origin, [
        [200, "GET / HTTP/1.1"],
        [200, "GET /warranty HTTP/1.1"],
        [200, "GET /favicon.svg HTTP/1.1"],
        [404, "GET /nope HTTP/1.1"],
        [308, "GET /warranty/ HTTP/1.1"],
        [308, "GET /warranty.html HTTP/1.1"],
      ]);
    });

    test("the Content-Security-Policy is strict", async () => {
      const csp =
        (await fetch(`${server.origin}/`)).headers.get(
          "content-security-policy",
        ) ?? "";
      // Every directive, so that one loosened or dropped fails: the site's own origin only, and
      // nothing at all where it loads nothing.
      const { "script-src": scriptSources = [], ...others } =
        Object.fromEntries(directives(csp));
      expect(others).toEqual({
        "default-src": ["'self'"],
        "style-src": ["'self'"],
        "img-src": ["'self'"],
        "font-src": ["'self'"],
        "connect-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        // Every script sink takes Trusted Types, made by the shop's own policies alone.
        "require-trusted-types-for": ["'script'"],
        "trusted-types": [...TRUSTED_TYPES_POLICIES],
      });
      const [self, ...hashes] = scriptSources;
      expect(self).toBe("'self'");
      for (const source of hashes)
        expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+={0,2}'$/);
      expect(csp).not.toContain("unsafe-inline");
      expect(csp).not.toContain("unsafe-eval");
    });

    test("the service worker's script has the pages' Content-Security-Policy: Trusted Types hold in it too", async () => {
      const policyOf = async (path: string) =>
        (await fetch(server.origin + path)).headers.get(
          "content-security-policy",
        );
      const worker = await policyOf("/sw.js");
      expect(worker).toBe(await policyOf("/"));
      expect(worker).toContain("require-trusted-types-for 'script'");
    });

    // Which features it names, and that Chromium knows each one, is for the browser to say
    // (tests/e2e/security-headers.spec.ts).
    test("the Permissions-Policy denies each feature it names to everyone", async () => {
      const policy =
        (await fetch(`${server.origin}/`)).headers.get("permissions-policy") ??
        "";
      const entries = policy.split(",").map((entry) => entry.trim().split("="));
      expect(entries.length).toBeGreaterThan(0);
      for (const [feature, allowlist] of entries)
        expect(allowlist, feature).toBe("()");
      const features = entries.map(([feature]) => feature);
      expect(new Set(features).size, "each feature once").toBe(features.length);
    });

    test("allows every inline script of every page by its hash", async () => {
      for (const path of PAGES) {
        const response = await fetch(server.origin + path);
        const scriptSources = directives(
          response.headers.get("content-security-policy") ?? "",
        ).get("script-src");
        const scripts = inlineScripts(await response.text());
        expect(scripts.length, path).toBeGreaterThan(0);
        for (const script of scripts) {
          expect(scriptSources, `${path}: ${script.slice(0, 60)}`).toContain(
            sha256(script),
          );
        }
      }
    });
  });
}

test("every host sends the same headers", async () => {
  const [ours, ...others] = await Promise.all(
    HOSTS.map(
      async (server) => (await fetch(`${server.origin}/warranty`)).headers,
    ),
  );
  for (const name of [
    "content-security-policy",
    "permissions-policy",
    ...Object.keys(SECURITY_HEADERS),
  ]) {
    const value = ours?.get(name);
    expect(value, name).toBeTruthy();
    for (const [index, headers] of others.entries())
      expect(headers.get(name), `${name} from ${HOSTS[index + 1]?.name}`).toBe(
        value,
      );
  }
  // HTTPS only: CDNs serve over HTTPS, while npm start serves plain HTTP on a local port.
  // For a year at least, subdomains included: any shorter, and a browser forgets it between two
  // visits, which a network in the middle can then take over plain HTTP.
  const cdn = others.at(-1);
  const hsts = cdn?.get("strict-transport-security") ?? "";
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(
    31_536_000,
  );
  expect(hsts).toMatch(/;\s*includeSubDomains\b/);
  expect(ours?.get("strict-transport-security")).toBeNull();
});

// Over TLS and plain HTTP, from one server block: tests/http/readme-headers.spec.ts.
test("nginx behind a proxy that ends TLS sends HSTS when the proxy says the browser came over HTTPS, and only then", async () => {
  const nginx = await startOwnNginx({ behindProxy: true });
  try {
    for (const line of ["GET / HTTP/1.1", "GET /nope HTTP/1.1"]) {
      const overTls = await rawRequest(nginx.http, line, {
        "X-Forwarded-Proto": "https",
      });
      expect(overTls.headers["strict-transport-security"], line).toBe(
        STRICT_TRANSPORT_SECURITY,
      );
      for (const forwarded of ["http", null]) {
        const plain = await rawRequest(nginx.http, line, {
          "X-Forwarded-Proto": forwarded,
        });
        expect(
          plain.headers["strict-transport-security"],
          `${line}, forwarded for ${forwarded}`,
        ).toBeUndefined();
      }
    }
  } finally {
    await nginx.stop();
  }
});
