import { describe, expect, it } from "vitest";
import { lazyOnlyChunks } from "./chunk-graph.ts";

const chunk = (isEntry: boolean, imports: string[] = [], name = "") =>
  ({ type: "chunk", name, isEntry, imports }) as const;

describe("lazyOnlyChunks", () => {
  it("keeps what the entries import, directly or not, and names the rest", () => {
    expect(
      lazyOnlyChunks({
        "entry.js": chunk(true, ["react-dom.js"]),
        "home.js": chunk(true, ["react.js", "cart-context.js"]),
        "react-dom.js": chunk(false, ["react.js"]),
        "react.js": chunk(false),
        "cart-context.js": chunk(false, ["react.js"]),
        "cart-drawer.js": chunk(false, ["radix.js", "react.js"]),
        "toaster.js": chunk(false, ["radix.js"]),
        "radix.js": chunk(false, ["react.js"]),
        "root.css": { type: "asset" },
      }),
    ).toEqual(["cart-drawer.js", "toaster.js", "radix.js"]);
  });

  it("names nothing when every chunk is an entry's", () => {
    expect(
      lazyOnlyChunks({
        "entry.js": chunk(true, ["a.js"]),
        "a.js": chunk(false),
      }),
    ).toEqual([]);
  });
});
