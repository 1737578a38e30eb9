import { readFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const projectRoot = join(import.meta.dirname, "..");

/**
 * The packages `npm run serve` loads: the bare imports of `server/start.ts` and of every module
 * it reaches by relative imports (read with TypeScript's `preProcessFile`), Node's own left out.
 */
async function packagesTheServerLoads() {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const pending = [join(projectRoot, "server", "start.ts")];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = await readFile(file, "utf8");
    for (const { fileName: specifier } of ts.preProcessFile(source)
      .importedFiles) {
      if (specifier.startsWith("node:")) continue;
      if (specifier.startsWith(".")) {
        pending.push(resolve(dirname(file), specifier));
        continue;
      }
      // A package's name: `send`, or `@scope/name`, before any path into it.
      const segments = specifier.startsWith("@") ? 2 : 1;
      packages.add(specifier.split("/").slice(0, segments).join("/"));
    }
  }
  return packages;
}

describe("package.json's dependencies", () => {
  // `npm ci --omit=dev` installs them on a server, and only them
  // (docs/decisions/133-a-server-without-the-toolchain.md).
  it("are exactly the packages the server loads", async () => {
    const { dependencies } = JSON.parse(
      await readFile(join(projectRoot, "package.json"), "utf8"),
    ) as { dependencies: Record<string, string> };
    expect(Object.keys(dependencies).sort()).toEqual(
      [...(await packagesTheServerLoads())].sort(),
    );
  });
});
