import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const projectRoot = join(import.meta.dirname, "..", "..");
/** This file names what it looks for. */
const SELF = relative(projectRoot, import.meta.filename);

/** Every source file of the tests and the bench, as paths from the project's root. */
async function sources() {
  const files: string[] = [];
  for (const folder of ["tests", "bench"]) {
    const entries = await readdir(join(projectRoot, folder), {
      recursive: true,
      withFileTypes: true,
    });
    for (const entry of entries) {
      const path = relative(projectRoot, join(entry.parentPath, entry.name));
      if (
        entry.isFile() &&
        /\.(ts|tsx|js|mjs)$/.test(entry.name) &&
        !path
          .split("/")
          .some((part) => part === "node_modules" || part === "build") &&
        path !== SELF
      )
        files.push(path);
    }
  }
  return files;
}

/** Each line of the tests and the bench where `pattern` is found, as `file:line: text`. */
async function linesMatching(pattern: RegExp) {
  const found: string[] = [];
  for (const file of await sources()) {
    const lines = (await readFile(join(projectRoot, file), "utf8")).split("\n");
    lines.forEach((line, index) => {
      if (pattern.test(line))
        found.push(`${file}:${index + 1}: ${line.trim()}`);
    });
  }
  return found;
}

/*
 * The tests and the bench stand on what the shop and their tools document: the shop says it has
 * hydrated with its own marker (app/lib/hydrated-marker.ts), and Lighthouse is used through the
 * module its package exports. React Router's globals and Lighthouse's inner modules may change
 * in any release, under a test that would then wait for ever or measure something else.
 */
describe("the tests and the bench stand on public ground", () => {
  it("read none of React Router's globals", async () => {
    expect(await linesMatching(/__reactRouter/)).toEqual([]);
  });

  it("import Lighthouse by its package's own entry, none of its inner modules", async () => {
    expect(await linesMatching(/from\s+["']lighthouse\//)).toEqual([]);
  });
});
