import { index, route } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { routePaths, SITE_PAGES } from "./site-pages";

describe("routePaths", () => {
  it("gives each page's path, the index at /, and leaves the catch-all out", () => {
    expect(
      routePaths([
        index("routes/home.tsx"),
        route("warranty", "routes/warranty.tsx"),
        route("*", "routes/not-found.tsx"),
      ]),
    ).toEqual(["/", "/warranty"]);
  });

  it("refuses nested routes rather than read their paths wrong", () => {
    expect(() =>
      routePaths([
        route("help", "routes/help.tsx", [route("faq", "routes/faq.tsx")]),
      ]),
    ).toThrow(/child routes/);
  });
});

describe("SITE_PAGES", () => {
  it("holds the spec's pages, each once, with their content", () => {
    const paths = SITE_PAGES.map(({ path }) => path);
    expect(paths).toEqual(
      expect.arrayContaining(["/", "/warranty", "/returns", "/help-center"]),
    );
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of SITE_PAGES) expect(page.title, page.path).not.toBe("");
  });
});
