import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { COMPILE_HINT } from "../../vite-config/compile-hints";
import { collectReachableAssets } from "../../build-reading/shipped-bytes";

/*
 * The code of a shopper's first click and first move is compiled as it loads (records 114 and
 * 122): every chunk `/` loads only through `import()`, React DOM and React Router start with
 * V8's compile hint; the rest of what the page starts with does not carry it, nor its cost.
 */

const CLIENT_BUILD = "build/client";
const readText = (path: string) => readFile(join(CLIENT_BUILD, path), "utf8");

test("the code of the first click and the first move, and only it, carries V8's compile hint", async () => {
  const html = await readText("/index.html");
  const scripts = async (dynamic: boolean) =>
    (await collectReachableAssets(html, readText, { dynamic }))
      .filter(({ kind }) => kind === "js")
      .map(({ path }) => path);
  const atStart = await scripts(false);
  const lazy = (await scripts(true)).filter((path) => !atStart.includes(path));
  const hinted = async (path: string) =>
    (await readText(path)).startsWith(`${COMPILE_HINT}\n`);

  expect(lazy.length, "the drawer, the toasts and Radix").toBeGreaterThan(2);
  for (const path of lazy)
    expect(await hinted(path), `${path} is lazy`).toBe(true);
  for (const path of atStart)
    expect(await hinted(path), `${path} runs at start`).toBe(
      /\/(react-dom|react-router)-[^/]*\.js$/.test(path),
    );
});
