// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatTable } from "./table.ts";

describe("formatTable", () => {
  it("aligns labels left and numbers right, under a rule", () => {
    const table = formatTable(
      ["Route", "LCP"],
      [
        ["/", "4.64 s"],
        ["/warranty", "12.10 s"],
      ],
    );
    expect(table).toBe(
      [
        "Route          LCP",
        "---------  -------",
        "/           4.64 s",
        "/warranty  12.10 s",
      ].join("\n"),
    );
  });

  it("aligns columns as asked", () => {
    expect(formatTable(["A", "B"], [["1", "22"]], ["right", "left"])).toBe(
      ["A  B", "-  --", "1  22"].join("\n"),
    );
  });
});
