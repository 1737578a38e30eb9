import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const projectRoot = join(import.meta.dirname, "..");

/** The packages a folder's modules import, tests aside: bare specifiers, Node's own left out. */
async function packagesImportedBy(folder: string) {
  const packages = new Set<string>();
  for (const file of await readdir(join(projectRoot, folder))) {
    if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
    const source = await readFile(join(projectRoot, folder, file), "utf8");
    for (const { fileName: specifier } of ts.preProcessFile(source)
      .importedFiles) {
      if (specifier.startsWith(".") || specifier.startsWith("node:")) continue;
      // A package's name: `send`, or `@scope/name`, before any path into it.
      const segments = specifier.startsWith("@") ? 2 : 1;
      packages.add(specifier.split("/").slice(0, segments).join("/"));
    }
  }
  return packages;
}

describe("package.json's dependencies", () => {
  // `npm ci --omit=dev` installs them on a server, and only them
  // (docs/decisions/133-a-server-without-the-toolchain.md); ESLint holds the other way round.
  it("are exactly what the server and the host contract import", async () => {
    const { dependencies } = JSON.parse(
      await readFile(join(projectRoot, "package.json"), "utf8"),
    ) as { dependencies: Record<string, string> };
    const imported = new Set([
      ...(await packagesImportedBy("server")),
      ...(await packagesImportedBy("hosting")),
    ]);
    expect(Object.keys(dependencies).sort()).toEqual([...imported].sort());
  });
});
