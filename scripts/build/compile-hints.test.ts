import { describe, expect, it } from "vitest";
import { chunksToHint, lazyOnlyChunks } from "./compile-hints.ts";

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

describe("chunksToHint", () => {
  it("names the lazy chunks and the named chunks that run at load, not the rest", () => {
    expect(
      chunksToHint(
        {
          "entry.js": chunk(true, ["react-dom-1a.js", "app.js"]),
          "react-dom-1a.js": chunk(false, [], "react-dom"),
          "app.js": chunk(false, [], "app"),
          "toaster.js": chunk(false, ["react-dom-1a.js"], "toaster"),
          "root.css": { type: "asset" },
        },
        ["react-dom"],
      ),
    ).toEqual(["react-dom-1a.js", "toaster.js"]);
  });
});
