import { describe, expect, it } from "vitest";
import {
  lazyChunksWithCss,
  PLAIN_PRELOAD_HELPER,
} from "./plain-lazy-imports.ts";

type PreloadHelper = {
  __vitePreload: <T>(load: () => Promise<T>, deps?: string[]) => Promise<T>;
};

const helper = (await import(
  `data:text/javascript,${encodeURIComponent(PLAIN_PRELOAD_HELPER)}`
)) as PreloadHelper;

describe("the plain preload helper", () => {
  it("resolves with the module the import loads", async () => {
    const module = { CartDrawer: () => null };
    await expect(
      helper.__vitePreload(() => Promise.resolve(module), []),
    ).resolves.toBe(module);
  });

  it("rejects with the import's own error", async () => {
    const failure = new TypeError(
      "Failed to fetch dynamically imported module",
    );
    await expect(
      helper.__vitePreload(() => Promise.reject(failure), []),
    ).rejects.toBe(failure);
  });
});

const chunk = (isEntry: boolean, imports: string[], css: string[] = []) =>
  ({
    type: "chunk",
    name: "",
    isEntry,
    imports,
    viteMetadata: { importedCss: new Set(css) },
  }) as const;

describe("lazyChunksWithCss", () => {
  it("names the lazy chunks that import a stylesheet, not the entries that do", () => {
    expect(
      lazyChunksWithCss({
        "root.js": chunk(true, ["react.js"], ["root.css"]),
        "react.js": chunk(false, []),
        "cart-drawer.js": chunk(false, ["react.js", "radix.js"]),
        "radix.js": chunk(false, [], ["radix.css"]),
        "toaster.js": chunk(false, ["react.js"], ["toast.css"]),
        "root.css": { type: "asset" },
      }),
    ).toEqual(["radix.js", "toaster.js"]);
  });

  it("names nothing when the lazy chunks bring no stylesheet", () => {
    expect(
      lazyChunksWithCss({
        "root.js": chunk(true, [], ["root.css"]),
        "cart-drawer.js": chunk(false, []),
      }),
    ).toEqual([]);
  });
});
