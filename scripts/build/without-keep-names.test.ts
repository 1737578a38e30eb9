import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { parseSync } from "vite";
import { describe, expect, it } from "vitest";
import { withoutKeepNames } from "./without-keep-names.ts";

const HELPER = `var __defProp = Object.defineProperty;
var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
`;

const require = createRequire(import.meta.url);
const radixModules = ["@radix-ui/react-toast", "@radix-ui/react-dialog"].map(
  (name) =>
    readFileSync(require.resolve(name).replace(/\.js$/, ".mjs"), "utf8"),
);

describe("withoutKeepNames", () => {
  it("leaves each named value in place of its call, the nested ones too", () => {
    const code = `${HELPER}function open() {}
__name(open, "open");
var Root = /* @__PURE__ */ __name(function Root2() {
  return /* @__PURE__ */ __name(() => 1, "inner");
}, "Root");
`;
    expect(withoutKeepNames(code)).toBe(`${HELPER}function open() {}
open;
var Root = function Root2() {
  return () => 1;
};
`);
  });

  it("keeps what a __name of another kind does", () => {
    const code = `var __name = (f) => f;\n__name(open, "open");\n`;
    expect(withoutKeepNames(code)).toBe(code);
    const notAName = `${HELPER}__name(open);\n__name(open, label);\n`;
    expect(withoutKeepNames(notAName)).toBe(notAName);
  });

  it("takes every call out of the installed Radix Toast and Dialog, which still parse", () => {
    for (const source of radixModules) {
      expect(source).toMatch(/__name\(/);
      const code = withoutKeepNames(source);
      expect(code.replace(HELPER, "")).not.toMatch(/__name\(/);
      expect(parseSync("module.js", code).errors).toEqual([]);
    }
  });
});
