import { describe, expect, it } from "vitest";
import { COMPILE_HINT, compileHint } from "./compile-hints.ts";

describe("compileHint", () => {
  const hint = compileHint(["react-dom", "radix", "react-router"]);

  it("hints the lazy chunks and the named ones", () => {
    expect(hint({ isDynamicEntry: true, name: "cart-drawer" })).toBe(
      COMPILE_HINT,
    );
    expect(hint({ isDynamicEntry: false, name: "react-dom" })).toBe(
      COMPILE_HINT,
    );
    expect(hint({ isDynamicEntry: false, name: "radix" })).toBe(COMPILE_HINT);
    expect(hint({ isDynamicEntry: false, name: "react-router" })).toBe(
      COMPILE_HINT,
    );
  });

  it("leaves every other chunk as it is", () => {
    expect(hint({ isDynamicEntry: false, name: "root" })).toBe("");
    expect(hint({ isDynamicEntry: false, name: "home" })).toBe("");
  });
});
