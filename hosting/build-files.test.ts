import { expect, it } from "vitest";
import { pageFile, pagePaths, staticHostPath } from "./build-files.ts";

it("puts each page in a flat file, the home page in index.html", () => {
  expect(pageFile("/")).toBe("/index.html");
  expect(pageFile("/warranty")).toBe("/warranty.html");
  expect(pageFile("/platform/help-center")).toBe("/platform/help-center.html");
});

it("reads the pages back from the files, without the 404 page", () => {
  expect(
    pagePaths([
      "/404.html",
      "/assets/app.js",
      "/help-center.html",
      "/index.html",
      "/warranty.html",
    ]),
  ).toEqual(["/", "/help-center", "/warranty"]);
});

it("gives the path a static host serves each file at", () => {
  expect(staticHostPath("/index.html")).toBe("/");
  expect(staticHostPath("/warranty.html")).toBe("/warranty");
  expect(staticHostPath("/404.html")).toBe("/404");
  expect(staticHostPath("/favicon.svg")).toBe("/favicon.svg");
});
