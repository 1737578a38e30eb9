// @vitest-environment node
import { describe, expect, it } from "vitest";
import { moveName, summariseMove } from "./navigation-timing.ts";

describe("summariseMove", () => {
  it("takes the median of each way's runs, and keeps the runs", () => {
    const samples = {
      firstTime: [480, 452, 505, 470, 2100],
      codeLoaded: [81, 77, 84, 90, 79],
      pageLoad: [333, 298, 499, 310, 320],
      floor: [40, 38],
    };
    const result = summariseMove(
      { from: "/", to: "/warranty", link: "Warranty" },
      samples,
    );
    expect(result).toEqual({
      from: "/",
      to: "/warranty",
      link: "Warranty",
      samples,
      // One slow run does not move the median; from an even count, the higher middle value.
      median: { firstTime: 480, codeLoaded: 81, pageLoad: 320, floor: 40 },
    });
  });

  it("summarises only the ways measured", () => {
    expect(
      summariseMove(
        { from: "/", to: "/help-center", link: "Help Center" },
        { firstTime: [90, 110, 100], pageLoad: [380, 360, 400] },
      ).median,
    ).toEqual({ firstTime: 100, pageLoad: 380 });
  });

  it("refuses a way without runs", () => {
    expect(() =>
      summariseMove(
        { from: "/", to: "/returns", link: "Returns" },
        { firstTime: [1], codeLoaded: [1], pageLoad: [], floor: [1] },
      ),
    ).toThrow(/No values/);
  });
});

describe("moveName", () => {
  it("names a move by where it starts and ends", () => {
    expect(moveName({ from: "/help-center", to: "/" })).toBe(
      "/help-center → /",
    );
  });
});
