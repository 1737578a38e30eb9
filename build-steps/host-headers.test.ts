import { describe, expect, it } from "vitest";
import { STRICT_TRANSPORT_SECURITY } from "../hosting/security-headers.ts";
import {
  netlifyHeaders,
  nginxCrossOriginResourcePolicy,
  nginxHeaders,
  nginxStrictTransportSecurity,
} from "./host-headers.ts";

describe("netlifyHeaders", () => {
  it("refuses a header longer than Cloudflare Pages reads, which it would drop", () => {
    const long = { "Permissions-Policy": "a=(), ".repeat(400) };
    expect(() => netlifyHeaders(long, [])).toThrow(/2000 characters/);
    expect(netlifyHeaders({ "X-Frame-Options": "DENY" }, [])).toContain(
      "  X-Frame-Options: DENY",
    );
  });
});

describe("nginx", () => {
  it("sends HSTS in every location from a variable, which is the value only where the sign of TLS says so", () => {
    expect(nginxHeaders({})).toContain(
      "add_header Strict-Transport-Security $strict_transport_security always;",
    );
    expect(nginxStrictTransportSecurity("tls")).toContain(
      `map $https $strict_transport_security {\n  "on" "${STRICT_TRANSPORT_SECURITY}";\n  default "";\n}`,
    );
    expect(nginxStrictTransportSecurity("behind-proxy")).toContain(
      `map $http_x_forwarded_proto $strict_transport_security {\n  "https" "${STRICT_TRANSPORT_SECURITY}";\n  default "";\n}`,
    );
  });

  it("maps the images at lasting addresses to cross-origin, and refuses a path it could not write safely", () => {
    expect(
      nginxCrossOriginResourcePolicy([
        "/assets/a-1.svg",
        "/favicon.svg",
        "/index.html",
        "/social/home.png",
      ]),
    ).toContain(
      [
        "map $uri $cross_origin_resource_policy {",
        '  default "same-origin";',
        '  "/favicon.svg" "cross-origin";',
        '  "/social/home.png" "cross-origin";',
        "}",
      ].join("\n"),
    );
    expect(() => nginxCrossOriginResourcePolicy(["/a$b.png"])).toThrow(
      "/a$b.png",
    );
  });
});
