// @vitest-environment node
import { describe, expect, it } from "vitest";
import { everyRoute, parseOptions } from "./options.ts";

describe("parseOptions", () => {
  it("benches every route three times, as tables, by default", () => {
    expect(parseOptions([])).toEqual({
      json: false,
      runs: 3,
      routes: null,
      writeDoc: false,
      parts: ["lighthouse", "interactions", "navigation", "repeat"],
      throttlings: ["simulate", "devtools"],
    });
  });

  it("takes every page of the build, and the 404 page, when no routes are asked for", () => {
    expect(
      everyRoute([
        "/404.html",
        "/assets/root.js",
        "/index.html",
        "/shipping.html",
        "/warranty.html",
      ]),
    ).toEqual(["/", "/shipping", "/warranty", "/this-page-does-not-exist"]);
  });

  it("throttles Lighthouse's runs one way or both, as asked", () => {
    expect(parseOptions(["--throttling", "devtools"]).throttlings).toEqual([
      "devtools",
    ]);
    expect(
      parseOptions(["--throttling=devtools,simulate"]).throttlings,
    ).toEqual(["simulate", "devtools"]);
    expect(() => parseOptions(["--throttling", "real"])).toThrow(
      /--throttling/,
    );
  });

  it("takes JSON output, a number of runs and a list of routes", () => {
    expect(
      parseOptions(["--json", "--runs", "5", "--routes", "/, /warranty"]),
    ).toMatchObject({ json: true, runs: 5, routes: ["/", "/warranty"] });
    expect(parseOptions(["--runs=1"]).runs).toBe(1);
  });

  it("writes the document, or skips Lighthouse, when asked", () => {
    expect(parseOptions(["--write-doc", "--skip-lighthouse"])).toEqual(
      expect.objectContaining({
        writeDoc: true,
        parts: ["interactions", "navigation", "repeat"],
      }),
    );
  });

  it("runs only the parts asked for, in the bench's order", () => {
    expect(parseOptions(["--only", "navigation"]).parts).toEqual([
      "navigation",
    ]);
    expect(parseOptions(["--only", " navigation, lighthouse"]).parts).toEqual([
      "lighthouse",
      "navigation",
    ]);
  });

  it("refuses an unknown part, or none left to run", () => {
    expect(() => parseOptions(["--only", "moves"])).toThrow(/--only/);
    expect(() =>
      parseOptions(["--only", "lighthouse", "--skip-lighthouse"]),
    ).toThrow(/no part/);
  });

  it.each([
    ["--runs", "0"],
    ["--runs", "2.5"],
    ["--runs", "many"],
  ])("refuses %s %s", (...args) => {
    expect(() => parseOptions(args)).toThrow(/--runs/);
  });

  it("refuses routes that are not paths, and unknown options", () => {
    expect(() => parseOptions(["--routes", "warranty"])).toThrow(/--routes/);
    expect(() => parseOptions(["--routes", ","])).toThrow(/--routes/);
    expect(() => parseOptions(["--fast"])).toThrow();
  });
});
