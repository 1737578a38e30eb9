import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BUILD_SOURCES, isBuildStale } from "./ensure-build.ts";

const SHOP = "https://shop.example";

describe("isBuildStale", () => {
  it("keeps a build newer than every source", () => {
    expect(
      isBuildStale({ builtAt: 2, changedAt: 1, builtFor: null, wanted: null }),
    ).toBe(false);
  });

  it("rebuilds when there is no build, or a source changed since", () => {
    expect(
      isBuildStale({ builtAt: 0, changedAt: 1, builtFor: null, wanted: null }),
    ).toBe(true);
    expect(
      isBuildStale({ builtAt: 1, changedAt: 1, builtFor: SHOP, wanted: null }),
    ).toBe(true);
  });

  it("rebuilds for a SITE_URL other than the build's, and only when one is set", () => {
    const fresh = { builtAt: 2, changedAt: 1, builtFor: SHOP };
    expect(isBuildStale({ ...fresh, wanted: SHOP })).toBe(false);
    expect(isBuildStale({ ...fresh, wanted: null })).toBe(false);
    expect(isBuildStale({ ...fresh, wanted: "https://other.example" })).toBe(
      true,
    );
    expect(isBuildStale({ ...fresh, builtFor: null, wanted: SHOP })).toBe(true);
  });
});

it("names only sources that exist", () => {
  const projectRoot = join(import.meta.dirname, "..");
  for (const source of BUILD_SOURCES)
    expect(existsSync(join(projectRoot, source)), source).toBe(true);
});
