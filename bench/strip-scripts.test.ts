// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { withoutScripts } from "../build-reading/html-tags.ts";
import { writeScriptFreeBuild } from "./strip-scripts.ts";

describe("writeScriptFreeBuild", () => {
  let directory: string | undefined;
  afterEach(async () => {
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it("copies the build with stripped pages and fresh compressed variants of them", async () => {
    directory = await mkdtemp(join(tmpdir(), "bench-limit-"));
    const build = join(directory, "build");
    await mkdir(join(build, "origin", "assets"), { recursive: true });
    await writeFile(join(build, "headers.json"), `{"X-Test":"1"}`);
    const page = `<html><body>${"<p>Warranty terms.</p>".repeat(20)}<script>run()</script></body></html>`;
    await writeFile(join(build, "origin", "warranty.html"), page);
    await writeFile(join(build, "origin", "warranty.html.br"), "stale");
    await writeFile(
      join(build, "origin", "404.html"),
      "<p>Lost</p><script>x()</script>",
    );
    await writeFile(join(build, "origin", "404.html.gz"), "stale");
    await writeFile(join(build, "origin", "assets", "app.js"), "<script>");

    const copy = join(directory, "copy");
    const pages = await writeScriptFreeBuild(build, copy);

    expect(pages.map((path) => path.slice(copy.length)).sort()).toEqual([
      "/origin/404.html",
      "/origin/warranty.html",
    ]);
    const expected = withoutScripts(page);
    const read = (path: string) => readFile(join(copy, "origin", path));
    expect((await read("warranty.html")).toString()).toBe(expected);
    expect(
      brotliDecompressSync(await read("warranty.html.br")).toString(),
    ).toBe(expected);
    expect(gunzipSync(await read("warranty.html.gz")).toString()).toBe(
      expected,
    );
    // A variant that would not be smaller is left out, never left stale.
    await expect(read("404.html.gz")).rejects.toThrow();
    expect((await read("404.html")).toString()).toBe(
      withoutScripts("<p>Lost</p><script>x()</script>"),
    );
    expect((await read("assets/app.js")).toString()).toBe("<script>");
    expect(await readFile(join(copy, "headers.json"), "utf8")).toBe(
      `{"X-Test":"1"}`,
    );
    // The original build is left alone.
    expect(await readFile(join(build, "origin", "warranty.html"), "utf8")).toBe(
      page,
    );
  });
});
