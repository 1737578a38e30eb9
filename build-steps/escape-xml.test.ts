import { expect, it } from "vitest";
import { escapeXml } from "./escape-xml.ts";

it("escapes the five characters XML gives a meaning to, and nothing else", () => {
  expect(escapeXml(`<a href="x">Tom & Jerry's</a> 🐟`)).toBe(
    "&#60;a href=&#34;x&#34;&#62;Tom &#38; Jerry&#39;s&#60;/a&#62; 🐟",
  );
});
