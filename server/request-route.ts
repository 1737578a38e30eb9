import { pageFile } from "../hosting/build-files.ts";

/** What the server does with a request, decided from its method and URL alone. */
type RouteDecision =
  | { type: "file"; path: string }
  | { type: "redirect"; location: string }
  | { type: "error"; status: 400 | 404 | 405 | 414 };

export const ALLOWED_METHODS = ["GET", "HEAD"] as const;

const isAllowed = (
  method: string | undefined,
): method is (typeof ALLOWED_METHODS)[number] =>
  ALLOWED_METHODS.some((allowed) => allowed === method);

/**
 * As nginx's default header buffers (8 kB): a longer request line, counted as nginx reads it
 * (`GET /path HTTP/1.1` and its CRLF), answers 414 on both servers.
 */
export const MAX_REQUEST_LINE = 8192;

/** What a request line holds besides its method and target: two spaces, `HTTP/1.1`, CRLF. */
const REQUEST_LINE_FRAME = "  HTTP/1.1\r\n".length;

/** The brotli and gzip files the build writes beside others, sent only in their place. */
const COMPRESSED_COPY = /\.(br|gz)$/;

const ABSOLUTE_FORM = /^https?:\/\/[^/?#]*\/?/i;

const error = (status: 400 | 404 | 405 | 414) =>
  ({ type: "error", status }) as const;

/**
 * Resolves `.` and `..` segments and merges repeated slashes, as nginx does. A last `.` or `..`
 * leaves a folder's path, as RFC 3986 resolves it (5.2.4): `/robots.txt/.` is `/robots.txt/`,
 * no file. Returns `null` when the path climbs above the root, which only an attack does.
 */
function normalizePath(path: string): string | null {
  const written = path.split("/");
  const segments: string[] = [];
  for (const segment of written) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") {
      if (segments.pop() === undefined) return null;
    } else {
      segments.push(segment);
    }
  }
  const folder =
    segments.length > 0 && ["", ".", ".."].includes(written.at(-1) ?? "");
  return `/${segments.join("/")}${folder ? "/" : ""}`;
}

/**
 * The page a normalized path names, by its path or by its file's (`/warranty.html`, which static
 * hosts redirect to the page), whatever the case of its letters: an address read off a leaflet
 * or a search result may come capitalized (`/Warranty`).
 */
function pageAt(path: string, pages: ReadonlySet<string>) {
  const lowerCase = path.toLowerCase();
  return [...pages].find(
    (page) =>
      page.toLowerCase() === lowerCase ||
      pageFile(page).toLowerCase() === lowerCase,
  );
}

/**
 * Routes a request against the build:
 * - a page answers at its canonical path (`/warranty`); the same path written another way
 *   (`/warranty/`, `/warranty.html`, `//warranty`, `/./warranty`, `/Warranty`, `/%77arranty`)
 *   redirects there;
 * - other files answer at their own path, except other HTML files (the 404 page) and the
 *   compressed copies of files, which have no URL of their own;
 * - bad requests get a clear 4xx: a wrong method, a request line too long, a malformed
 *   percent-encoding, a null byte, a backslash or a path climbing out of the site.
 */
export function routeRequest(
  method: string | undefined,
  url: string | undefined,
  pages: ReadonlySet<string>,
): RouteDecision {
  if (!isAllowed(method)) return error(405);
  if (url === undefined) return error(400);
  if (method.length + url.length + REQUEST_LINE_FRAME > MAX_REQUEST_LINE)
    return error(414);
  // HTTP/1.1 servers must accept an absolute URL as the target; only its path matters here.
  const target = url.replace(ABSOLUTE_FORM, "/");
  if (!target.startsWith("/")) return error(400);

  // A fragment is the client's (RFC 3986, 3.5): what follows `#` names nothing on the server.
  const [resource = ""] = target.split("#", 1);
  const [path = "", ...queryParts] = resource.split("?");
  const query = queryParts.join("?");
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return error(400);
  }
  if (/[\0\\]/.test(decoded)) return error(400);
  const normalized = normalizePath(decoded);
  if (normalized === null) return error(400);

  const folder = normalized !== "/" && normalized.endsWith("/");
  const page = pageAt(folder ? normalized.slice(0, -1) : normalized, pages);
  if (page !== undefined) {
    // The page's script routes by the address bar, which holds the path as written: at
    // `//warranty` or `/Warranty` it would find no page and turn the warranty's HTML into the
    // 404 page. As written means up to the query, so a fragment before it (`/warranty#top`),
    // which no browser sends, redirects as on nginx, whose `$request_uri` holds it.
    const [written] = target.split("?", 1);
    if (written !== page)
      return {
        type: "redirect",
        // An empty query (`?` alone) is none, as nginx's `$is_args` reads it.
        location: query === "" ? page : `${page}?${query}`,
      };
    return { type: "file", path: pageFile(page) };
  }
  if (
    folder ||
    normalized.endsWith(".html") ||
    COMPRESSED_COPY.test(normalized)
  )
    return error(404);
  return { type: "file", path: normalized };
}
