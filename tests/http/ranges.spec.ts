import { expect, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { rawRequest, SERVERS } from "./servers";

/**
 * A range request gets exactly the bytes it names (206), or the whole file (200): a server may
 * ignore Range, but never answer it with other bytes.
 */
const RANGES = [
  { range: "bytes=2-4", first: 2, last: 4 },
  { range: "bytes=0-0", first: 0, last: 0 },
  // A suffix: the last five bytes.
  { range: "bytes=-5", first: -5, last: -1 },
  { range: "bytes=60-", first: 60, last: -1 },
];

for (const server of SERVERS) {
  test.describe(`${server.name}: byte ranges`, () => {
    test("a range answers with the bytes it names, or with the whole file", async () => {
      const file = await readFile("build/client/robots.txt");
      for (const { range, first, last } of RANGES) {
        const response = await rawRequest(
          server.origin,
          "GET /robots.txt HTTP/1.1",
          { Range: range },
        );
        if (response.status === 200) {
          expect(response.body.equals(file), range).toBe(true);
          continue;
        }
        expect(response.status, range).toBe(206);
        const start = first < 0 ? file.length + first : first;
        const end = last < 0 ? file.length + last : last;
        expect(response.headers["content-range"], range).toBe(
          `bytes ${start}-${end}/${file.length}`,
        );
        expect(response.body.equals(file.subarray(start, end + 1)), range).toBe(
          true,
        );
      }
    });

    test("a range of another unit is ignored: the whole file", async () => {
      const response = await rawRequest(
        server.origin,
        "GET /robots.txt HTTP/1.1",
        { Range: "items=0-5" },
      );
      expect(response.status).toBe(200);
      expect(
        response.body.equals(await readFile("build/client/robots.txt")),
      ).toBe(true);
    });
  });
}
