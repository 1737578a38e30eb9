// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { trustedTypesPolicy } from "./trusted-types";

// jsdom has no Trusted Types, as a browser from before them: it enforces none.
describe("a policy of the shop's, where the browser has no Trusted Types", () => {
  const policy = trustedTypesPolicy(
    "service-worker",
    "createScriptURL",
    (url) => {
      if (url !== "/sw.js") throw new TypeError(`${url} refused`);
      return url;
    },
  );

  it("gives the sink what its rule returns", () => {
    expect(window.trustedTypes).toBeUndefined();
    expect(policy("/sw.js")).toBe("/sw.js");
  });

  it("still refuses what its rule refuses", () => {
    expect(() => policy("/elsewhere.js")).toThrow("/elsewhere.js refused");
  });
});
