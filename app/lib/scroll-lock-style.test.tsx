// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { styleSingleton } from "./scroll-lock-style";

const gap = () => document.body.style.getPropertyValue("--scroll-lock-gap");

function withScrollbar(width: number) {
  Object.defineProperty(window, "innerWidth", {
    configurable: true,
    value: 1440,
  });
  Object.defineProperty(document.documentElement, "clientWidth", {
    configurable: true,
    value: 1440 - width,
  });
}

describe("styleSingleton", () => {
  afterEach(() => {
    Reflect.deleteProperty(document.documentElement, "clientWidth");
    document.body.removeAttribute("style");
  });

  it("renders no stylesheet, and sets the scrollbar's width on <body> while mounted", () => {
    withScrollbar(15);
    const Style = styleSingleton();
    const { container, unmount } = render(
      <Style styles="body { overflow: hidden }" />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelector("style")).toBeNull();
    expect(gap()).toBe("15px");
    unmount();
    expect(gap()).toBe("");
  });

  it("sets nothing where the scrollbar takes no room", () => {
    withScrollbar(0);
    const Style = styleSingleton();
    render(<Style styles="body { overflow: hidden }" />);
    expect(gap()).toBe("");
  });
});
