import { expect, test } from "@playwright/test";
import {
  measureShippedBytes,
  type AssetKind,
  type ShippedBytes,
} from "../../scripts/bench/bundle-size";
import { TARGETS } from "../../scripts/bench/targets";

/**
 * The size budget for `/`, from the build the web server made: every script and
 * stylesheet the page can load without interaction (lazy chunks included), brotli-compressed.
 */
const BUDGET: Record<AssetKind, number> = {
  js: TARGETS.homeJsBytes,
  css: TARGETS.homeCssBytes,
};

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
