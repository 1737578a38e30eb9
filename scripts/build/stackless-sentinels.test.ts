import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { runInThisContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { SENTINELS, withStacklessSentinels } from "./stackless-sentinels.ts";

const reactDomClient = readFileSync(
  join(
    dirname(createRequire(import.meta.url).resolve("react-dom/package.json")),
    "cjs/react-dom-client.production.js",
  ),
  "utf8",
);

/** A module that declares the sentinels as React DOM does, by its rewrite or not. */
function sentinelsOf(rewrite: boolean): Record<string, unknown> {
  const declarations = `var ${SENTINELS.map(
    (name, code) => `${name} = Error(formatProdErrorMessage(${code}))`,
  ).join(",\n")};`;
  const module = runInThisContext(
    `(function (formatProdErrorMessage) {
      ${rewrite ? withStacklessSentinels(declarations) : declarations}
      return { ${SENTINELS.join(", ")} };
    })`,
  ) as (format: (code: number) => string) => Record<string, unknown>;
  return module((code) => `Minified React error #${code}`);
}

describe("withStacklessSentinels", () => {
  it("rewrites every sentinel of the installed React DOM, and nothing else", () => {
    const code = withStacklessSentinels(reactDomClient);
    for (const name of SENTINELS) {
      expect(code).not.toMatch(new RegExp(`\\b${name} = Error\\(`));
      expect(code).toMatch(
        new RegExp(`\\b${name} = Object\\.create\\(Error\\.prototype`),
      );
    }
    const rest = (text: string) =>
      text.split("\n").filter((line) => !/Exception = /.test(line));
    expect(rest(code)).toEqual(rest(reactDomClient));
  });

  it("makes errors with the same prototype and message, and no stack", () => {
    const [before, after] = [sentinelsOf(false), sentinelsOf(true)];
    SENTINELS.forEach((name, code) => {
      expect(after[name]).toBeInstanceOf(Error);
      expect(after[name]).toMatchObject({
        name: "Error",
        message: `Minified React error #${code}`,
      });
      expect(String(after[name])).toBe(String(before[name]));
      expect(before[name]).toHaveProperty("stack");
      expect(after[name]).not.toHaveProperty("stack");
    });
  });

  it("refuses a React DOM whose sentinels changed", () => {
    expect(() => withStacklessSentinels("var x = 1;")).toThrow(
      /found none, expected/,
    );
    const renamed = reactDomClient.replace(
      "SuspenseException = Error(",
      "SuspendedException = Error(",
    );
    expect(() => withStacklessSentinels(renamed)).toThrow(/sentinel errors/);
  });
});
