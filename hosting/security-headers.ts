/**
 * The headers every response carries, on every host: our server, nginx (`deploy/nginx.conf`) and
 * the CDN `_headers` file are all generated from this module, so that they cannot drift apart.
 */

/**
 * Every feature Chromium 156 knows (`document.featurePolicy.features()`), denied to the shop and
 * to anything it could ever embed: it uses none of them. Left out: `cross-origin-isolated`, which
 * the shop keeps (Cross-Origin-Embedder-Policy below), and the names Chromium does not know, for
 * each of which it warns on every page. Firefox ESR 153 and WebKitGTK 2.50 read no
 * Permissions-Policy header (docs/decisions/128-every-header-on-every-host.md).
 */
const UNUSED_FEATURES = [
  "accelerometer",
  "aria-notify",
  "autoplay",
  "browsing-topics",
  "camera",
  "captured-surface-control",
  "ch-device-memory",
  "ch-downlink",
  "ch-dpr",
  "ch-ect",
  "ch-prefers-color-scheme",
  "ch-prefers-reduced-motion",
  "ch-prefers-reduced-transparency",
  "ch-rtt",
  "ch-save-data",
  "ch-ua",
  "ch-ua-arch",
  "ch-ua-bitness",
  "ch-ua-form-factors",
  "ch-ua-full-version",
  "ch-ua-full-version-list",
  "ch-ua-high-entropy-values",
  "ch-ua-mobile",
  "ch-ua-model",
  "ch-ua-platform",
  "ch-ua-platform-version",
  "ch-ua-wow64",
  "ch-viewport-height",
  "ch-viewport-width",
  "ch-width",
  "clipboard-read",
  "clipboard-write",
  "compute-pressure",
  "deferred-fetch",
  "deferred-fetch-minimal",
  "digital-credentials-create",
  "digital-credentials-get",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "gamepad",
  "geolocation",
  "gyroscope",
  "hid",
  "identity-credentials-get",
  "idle-detection",
  "interest-cohort",
  "keyboard-map",
  "language-detector",
  "language-model",
  "local-fonts",
  "local-network",
  "local-network-access",
  "loopback-network",
  "magnetometer",
  "media-playback-while-not-visible",
  "microphone",
  "midi",
  "on-device-speech-recognition",
  "otp-credentials",
  "payment",
  "picture-in-picture",
  "private-state-token-issuance",
  "private-state-token-redemption",
  "publickey-credentials-create",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "speaker-selection",
  "storage-access",
  "summarizer",
  "sync-xhr",
  "translator",
  "unload",
  "usb",
  "window-management",
  "xr-spatial-tracking",
];

/**
 * `script-src` allows our own files and, by hash, the pre-rendered pages' inline scripts: React
 * Router's (its context, route modules and scroll restoration; its module script is started by
 * ours after the first paint, its text unchanged) and ours, the early taps and the start after
 * the first paint (app/lib/page-start.ts). No `'unsafe-inline'`, no `'unsafe-eval'`. The pages carry no
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
    "base-uri 'none'",
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
    // With the opener policy, the pages are cross-origin isolated: a process of their own in
    // every engine. The shop loads nothing from another origin, so nothing needs CORP to load.
    "Cross-Origin-Embedder-Policy": "require-corp",
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

const IMAGE = /\.(?:png|svg)$/;

export const CROSS_ORIGIN_RESOURCE_POLICY = {
  /** For other sites to show as well. */
  shared: "cross-origin",
  /** For the shop's own pages alone. */
  own: "same-origin",
} as const;

/**
 * Sent with each file, as Cache-Control is. The images at lasting addresses are made to be shown
 * by other sites: the social cards, which a link preview shows, and the icons, shown beside a
 * link to the shop. Every other file, the hashed assets' images included, is the shop's own.
 */
export function crossOriginResourcePolicy(path: string) {
  return !path.startsWith(HASHED_ASSETS_PREFIX) && IMAGE.test(path)
    ? CROSS_ORIGIN_RESOURCE_POLICY.shared
    : CROSS_ORIGIN_RESOURCE_POLICY.own;
}

/** Build outputs for static hosts to read, not part of the site: npm start and nginx never serve them. */
export const HOST_FILES = ["/_headers"];

/** Where the build writes the headers for our server (outside the served folder). */
export const HEADERS_MANIFEST = "headers.json";
