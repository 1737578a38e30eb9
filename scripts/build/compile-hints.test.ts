import { describe, expect, it } from "vitest";
import { chunksToHint } from "./compile-hints.ts";

const chunk = (isEntry: boolean, imports: string[] = [], name = "") =>
  ({ type: "chunk", name, isEntry, imports }) as const;

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
