import { describe, expect, it } from "vitest";
import { collapseSlashes } from "./collapse-slashes";

describe("collapseSlashes", () => {
  it("makes each run of slashes one", () => {
    expect(collapseSlashes("//warranty")).toBe("/warranty");
    expect(collapseSlashes("/help-center///x//")).toBe("/help-center/x/");
    expect(collapseSlashes("//")).toBe("/");
  });

  it("leaves a path without doubled slashes as it is", () => {
    expect(collapseSlashes("/")).toBe("/");
    expect(collapseSlashes("/returns")).toBe("/returns");
  });
});
