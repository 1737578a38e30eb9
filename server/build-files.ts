import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";

/** Every file under a folder, as URL paths (`/assets/app.js`), sorted. */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map(
      (entry) =>
        `/${relative(root, join(entry.parentPath, entry.name)).split(sep).join("/")}`,
    )
    .sort();
}

/** The pages of a pre-rendered build: `/` and every folder holding an `index.html`. */
export function pagePaths(files: readonly string[]): string[] {
  return files
    .filter((file) => file.endsWith("/index.html"))
    .map((file) => file.slice(0, -"/index.html".length) || "/")
    .sort();
}
