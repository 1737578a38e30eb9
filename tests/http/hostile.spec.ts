import { expect, test } from "@playwright/test";
import { HOSTILE_REQUESTS } from "./hostile-requests";
import { rawRequest, SERVERS } from "./servers";

/** What an error page must never show: a stack frame, a file of ours or the project's path. */
const LEAKS = [
  /\bat \S+ \(/,
  /node:internal/,
  /\.ts\b/,
  new RegExp(process.cwd().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
];

for (const server of SERVERS) {
  test.describe(`${server.name}: hostile requests`, () => {
    for (const hostile of HOSTILE_REQUESTS) {
      test(`${hostile.name} answers ${hostile.expected.join(" or ")}`, async () => {
        const response = await rawRequest(
          server.origin,
          hostile.requestLine,
          hostile.headers,
        );
        expect(hostile.expected).toContain(response.status);
        expect(response.headers["x-content-type-options"]).toBe("nosniff");
        expect(response.headers["set-cookie"]).toBeUndefined();
        const body = response.body.toString("latin1");
        for (const leak of LEAKS) expect(body).not.toMatch(leak);
      });
    }

    test("keeps serving after all of them", async () => {
      for (const hostile of HOSTILE_REQUESTS) {
        await rawRequest(server.origin, hostile.requestLine, hostile.headers);
      }
      for (const path of ["/", "/warranty"]) {
        expect((await fetch(server.origin + path)).status).toBe(200);
      }
    });
  });
}
