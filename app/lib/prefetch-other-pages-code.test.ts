// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import {
  OTHER_PAGES_CODE_ID,
  prefetchOtherPagesCode,
} from "./prefetch-other-pages-code";

const page = (paths: unknown) => {
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = OTHER_PAGES_CODE_ID;
  block.textContent = JSON.stringify(paths);
  document.body.append(block);
};

const added = () => [...document.head.querySelectorAll("link")];

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe("prefetchOtherPagesCode", () => {
  it("preloads each module and prefetches each stylesheet the page lists, at low priority", () => {
    page([
      "/assets/warranty-1.js",
      "/assets/policies-2.js",
      "/assets/faq-3.css",
    ]);
    void prefetchOtherPagesCode(document);
    expect(
      added().map((link) => [
        link.rel,
        link.getAttribute("href"),
        link.fetchPriority,
      ]),
    ).toEqual([
      ["modulepreload", "/assets/warranty-1.js", "low"],
      ["modulepreload", "/assets/policies-2.js", "low"],
      ["prefetch", "/assets/faq-3.css", "low"],
    ]);
  });

  it("settles once every file has loaded or failed, a failure being only a file not there", async () => {
    page(["/assets/warranty-1.js", "/assets/returns-2.js"]);
    let settled = false;
    const done = prefetchOtherPagesCode(document).then(() => (settled = true));
    const [loaded, failed] = added();
    loaded?.dispatchEvent(new Event("load"));
    await Promise.resolve();
    expect(settled).toBe(false);
    failed?.dispatchEvent(new Event("error"));
    await done;
    expect(settled).toBe(true);
  });

  it("does nothing on a page without the list", async () => {
    await prefetchOtherPagesCode(document);
    expect(added()).toEqual([]);
  });
});
