import { describe, expect, it } from "vitest";
import { siteImports } from "./module-imports.ts";

describe("siteImports", () => {
  it("reads minified static imports and re-exports", () => {
    const code = `import{t as e}from"./jsx-runtime-1.js";import"./side-effect-2.js";export*from"./re-3.js";export{a as b}from './re-4.js';`;
    expect(siteImports(code)).toEqual([
      "./jsx-runtime-1.js",
      "./side-effect-2.js",
      "./re-3.js",
      "./re-4.js",
    ]);
  });

  it("reads dynamic imports in any quotes", () => {
    const code =
      'let t=()=>import(`./toaster-1.js`);import( "/assets/drawer-3.js" );';
    expect(siteImports(code)).toEqual([
      "./toaster-1.js",
      "/assets/drawer-3.js",
    ]);
  });

  it("reads only the static imports when asked", () => {
    const code = `import"./root-1.js";let t=()=>import("./toaster-2.js");`;
    expect(siteImports(code, { dynamic: false })).toEqual(["./root-1.js"]);
  });

  it("ignores packages, computed specifiers and words that only look like imports", () => {
    const code = [
      `import("react")`,
      "import(`./${name}.js`)",
      "const s = `import ${JSON.stringify(t.url)}`",
      "throw Error(`import \\`RouterProvider\\` from \\`react-router\\``)",
      `x.import("./not-a-call-of-import.txt")`,
    ].join(";");
    expect(siteImports(code)).toEqual([]);
  });
});
