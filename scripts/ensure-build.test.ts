import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
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

const projectRoot = join(import.meta.dirname, "..");

it("names only sources that exist", () => {
  for (const source of BUILD_SOURCES)
    expect(existsSync(join(projectRoot, source)), source).toBe(true);
});

const RELATIVE_IMPORT = /\b(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"'?]+)/g;

/** The project's own files a module imports, directly or through others. */
function localImports(entries: readonly string[]): Set<string> {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    const source = readFileSync(file, "utf8");
    for (const [, specifier = ""] of source.matchAll(RELATIVE_IMPORT)) {
      const target = join(dirname(file), specifier);
      const resolved = [target, `${target}.ts`, `${target}.tsx`].find(
        (path) => existsSync(path) && statSync(path).isFile(),
      );
      if (resolved && /\.tsx?$/.test(resolved)) visit(resolved);
    }
  };
  for (const entry of entries) visit(join(projectRoot, entry));
  return found;
}

it("names every module the build's configuration imports", () => {
  const covered = (path: string) =>
    BUILD_SOURCES.some(
      (source) => path === source || path.startsWith(`${source}/`),
    );
  const modules = localImports(["vite.config.ts", "react-router.config.ts"]);
  for (const module of modules) {
    const path = relative(projectRoot, module);
    expect(covered(path), path).toBe(true);
  }
  expect(modules.size).toBeGreaterThan(10);
});
