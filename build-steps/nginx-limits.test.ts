import { describe, expect, it } from "vitest";
import { nginxConnectionLimits } from "./nginx-limits.ts";

describe("nginxConnectionLimits", () => {
  it("writes nginx's defaults, which npm start shares, as directives", () => {
    const { events, http } = nginxConnectionLimits();
    expect(events.split("\n").slice(1)).toEqual([
      "worker_connections 1024;",
      "",
    ]);
    expect(http.split("\n").slice(1)).toEqual([
      "client_header_timeout 60s;",
      "keepalive_timeout 75s;",
      "send_timeout 60s;",
      "lingering_time 30s;",
      "lingering_timeout 5s;",
      "",
    ]);
  });

  it("writes a time that is not whole seconds in milliseconds", () => {
    const { http } = nginxConnectionLimits({
      clientHeaderTimeoutMs: 1500,
      keepaliveTimeoutMs: 2000,
      sendTimeoutMs: 250,
      lingeringTimeMs: 30_000,
      lingeringTimeoutMs: 5_000,
      workerConnections: 8,
    });
    expect(http).toContain("client_header_timeout 1500ms;");
    expect(http).toContain("keepalive_timeout 2s;");
    expect(http).toContain("send_timeout 250ms;");
  });
});
