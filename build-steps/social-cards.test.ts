import { describe, expect, it } from "vitest";
import { fillCard, wrapTitle } from "./social-cards.ts";

describe("wrapTitle", () => {
  it("keeps a short title on one line", () => {
    expect(wrapTitle("Warranty Policy")).toEqual(["Warranty Policy", ""]);
  });

  it("breaks a long title at a space, the first line as full as it fits", () => {
    expect(wrapTitle("Self-Cleaning 3D-Printed Aquariums")).toEqual([
      "Self-Cleaning",
      "3D-Printed Aquariums",
    ]);
    expect(wrapTitle("one two three four", 9)).toEqual([
      "one two",
      "three four",
    ]);
  });

  it("never breaks inside a word, however long", () => {
    expect(wrapTitle("Supercalifragilistic aquarium", 5)).toEqual([
      "Supercalifragilistic",
      "aquarium",
    ]);
  });
});

describe("fillCard", () => {
  const design =
    '<svg><text y="{{subtitle-y}}">{{title-1}}|{{title-2}}</text><text>{{subtitle}}</text></svg>';

  it("fills in the texts, escaped for XML", () => {
    expect(
      fillCard(design, { title: "Returns & Refunds", subtitle: "<30 days>" }),
    ).toBe(
      '<svg><text y="368">Returns &#38; Refunds|</text><text>&#60;30 days&#62;</text></svg>',
    );
  });

  it("moves the subtitle down when the title takes two lines", () => {
    expect(
      fillCard(design, {
        title: "Self-Cleaning 3D-Printed Aquariums",
        subtitle: "",
      }),
    ).toContain('y="450"');
  });

  it("refuses a design with a placeholder it does not know", () => {
    expect(() => fillCard("{{price}}", { title: "x", subtitle: "y" })).toThrow(
      /price/,
    );
  });
});
