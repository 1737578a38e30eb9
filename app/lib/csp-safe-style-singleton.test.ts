// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { stylesheetSingleton } from "./csp-safe-style-singleton";

/** jsdom has no constructable stylesheets: a minimal stand-in that records its rules. */
class FakeSheet {
  text = "";
  replaceSync(text: string) {
    this.text = text;
  }
}

describe("stylesheetSingleton", () => {
  const original = Object.getOwnPropertyDescriptor(globalThis, "CSSStyleSheet");
  afterEach(() => {
    if (original) Object.defineProperty(globalThis, "CSSStyleSheet", original);
    Reflect.deleteProperty(document, "adoptedStyleSheets");
  });

  function withConstructableSheets() {
    Object.defineProperty(globalThis, "CSSStyleSheet", {
      value: FakeSheet,
      configurable: true,
    });
    Object.defineProperty(document, "adoptedStyleSheets", {
      value: [],
      writable: true,
      configurable: true,
    });
  }
  const adopted = () =>
    (document.adoptedStyleSheets as unknown as FakeSheet[]).map(
      (sheet) => sheet.text,
    );

  it("adopts the styles with the first user, without a <style> element", () => {
    withConstructableSheets();
    const sheet = stylesheetSingleton();
    sheet.add("body { overflow: hidden }");
    sheet.add("body { overflow: hidden }");
    expect(adopted()).toEqual(["body { overflow: hidden }"]);
    expect(document.querySelector("style")).toBeNull();
  });

  it("drops the styles with the last user only", () => {
    withConstructableSheets();
    const sheet = stylesheetSingleton();
    sheet.add("a {}");
    sheet.add("a {}");
    sheet.remove();
    expect(adopted()).toEqual(["a {}"]);
    sheet.remove();
    expect(adopted()).toEqual([]);
  });

  it("does nothing where constructable stylesheets do not exist", () => {
    const sheet = stylesheetSingleton();
    expect(() => {
      sheet.add("a {}");
      sheet.remove();
    }).not.toThrow();
    expect(document.querySelector("style")).toBeNull();
  });
});
