import { expect, test } from "@playwright/test";
import {
  HOME_BUDGET as BUDGET,
  measureShippedBytes,
  type AssetKind,
  type ShippedBytes,
} from "../../build-reading/shipped-bytes";

/* The size budget of `/`, read from the build the web server made. */

const listing = ({ files }: ShippedBytes, kind: AssetKind) =>
  files
    .filter((file) => file.kind === kind)
    .map((file) => `  ${file.path}: ${file.brotli} B`)
    .join("\n");

for (const kind of ["js", "css"] as const) {
  test(`/ ships at most ${BUDGET[kind] / 1000} kB of ${kind.toUpperCase()}, brotli-compressed`, async () => {
    const shipped = await measureShippedBytes("build/client", "index.html");
    expect(
      shipped.totals[kind].brotli,
      `${kind.toUpperCase()} bytes that / can load, brotli-compressed:\n${listing(shipped, kind)}\n`,
    ).toBeLessThanOrEqual(BUDGET[kind]);
  });
}
