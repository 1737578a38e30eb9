/**
 * The headers every response carries, on every host: our server, nginx (`deploy/nginx.conf`) and
 * the CDN `_headers` file are all generated from this module, so that they cannot drift apart.
 */

/** Browser features the shop never uses, denied to it and to anything it could ever embed. */
const UNUSED_FEATURES = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "usb",
  "xr-spatial-tracking",
];

/**
 * `script-src` allows our own files and, by hash, the pre-rendered pages' inline scripts: React
 * Router's (its context, route modules and scroll restoration; its module script is started by
 * ours after the first paint, its text unchanged) and ours (app/lib/early-taps.ts,
 * app/lib/start-after-first-paint.ts). No `'unsafe-inline'`, no `'unsafe-eval'`. The pages carry no
 * inline styles, so `style-src` is `'self'` alone.
 *
 * Every script sink (`innerHTML`, a script's text, a worker's URL…) takes Trusted Types alone,
 * made by the policies named in `trustedTypesPolicies`, the shop's, each created once
 * (docs/decisions/129-trusted-types.md).
 */
export function contentSecurityPolicy(
  inlineScriptHashes: readonly string[],
  trustedTypesPolicies: readonly string[],
) {
  return [
    "default-src 'self'",
    [
      "script-src 'self'",
      ...inlineScriptHashes.map((hash) => `'${hash}'`),
    ].join(" "),
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    ["trusted-types", ...trustedTypesPolicies].join(" "),
  ].join("; ");
}

export function securityHeaders(csp: string): Record<string, string> {
  return {
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": UNUSED_FEATURES.map(
      (feature) => `${feature}=()`,
    ).join(", "),
    "Cross-Origin-Opener-Policy": "same-origin",
    // Older browsers ignore CSP's frame-ancestors; this says the same to them.
    "X-Frame-Options": "DENY",
  };
}

/**
 * Only for HTTPS deployments (a CDN, or nginx behind TLS): sent over plain HTTP it would be
 * ignored at best, and would lock a local domain to HTTPS at worst.
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

export const CACHE_CONTROL = {
  /** Files whose names carry a hash of their content never change. */
  hashedAsset: "public, max-age=31536000, immutable",
  /** Pages and other files: cached, but revalidated (ETag) before each use. */
  revalidate: "no-cache",
} as const;

/** Where Vite writes the files whose names carry a content hash. */
export const HASHED_ASSETS_PREFIX = "/assets/";

/** Build outputs for static hosts to read, not part of the site: npm start and nginx never serve them. */
export const HOST_FILES = ["/_headers"];

/** Where the build writes the headers for our server (outside the served folder). */
export const HEADERS_MANIFEST = "headers.json";
