import { describe, expect, it } from "vitest";
import { OTHER_PAGES_CODE_ID } from "../app/lib/prefetch-other-pages-code.ts";
import { scriptElements } from "../build-reading/html-tags.ts";
import { withOtherPagesCode } from "./other-pages-code.ts";

/** A page as the build holds it: its module script imports its route module, held until painted. */
const page = (route: string) => `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="/assets/root.css"></head><body><main><h1>${route}</h1></main>
<script type="text/x-module-after-first-paint">import * as root from "/assets/root.js";
import * as route from "/assets/${route}.js";</script></body></html>`;

/** The build's modules: each route and what it imports, statically and lazily. */
const MODULES: Record<string, string> = {
  "/assets/root.js": `import "./react.js"; const drawer = () => import("./drawer.js");`,
  "/assets/react.js": "",
  "/assets/drawer.js": `import "./radix.js";`,
  "/assets/radix.js": "",
  "/assets/home.js": `import "./price.js";`,
  "/assets/price.js": "",
  "/assets/warranty.js": `import "./policies.js";`,
  "/assets/returns.js": `import "./policies.js";`,
  "/assets/policies.js": "",
  "/assets/not-found.js": "",
};
const readText = (path: string) => {
  const code = MODULES[path];
  return code === undefined
    ? Promise.reject(new Error(`no ${path}`))
    : Promise.resolve(code);
};

const listed = (html: string) =>
  JSON.parse(
    scriptElements(html).find(
      ({ attributes }) => attributes.get("id") === OTHER_PAGES_CODE_ID,
    )?.body ?? "null",
  ) as unknown;

describe("withOtherPagesCode", () => {
  const pages = [
    { path: "/index.html", html: page("home") },
    { path: "/warranty.html", html: page("warranty") },
    { path: "/returns.html", html: page("returns") },
    { path: "/404.html", html: page("not-found") },
  ];

  it("lists, in each page, what the other pages start with and it does not load", async () => {
    const [home, warranty, returns, notFound] = await withOtherPagesCode(
      pages,
      readText,
    );
    expect(listed(home?.html ?? "")).toEqual([
      "/assets/policies.js",
      "/assets/returns.js",
      "/assets/warranty.js",
    ]);
    expect(listed(warranty?.html ?? "")).toEqual([
      "/assets/home.js",
      "/assets/price.js",
      "/assets/returns.js",
    ]);
    expect(listed(returns?.html ?? "")).toEqual([
      "/assets/home.js",
      "/assets/price.js",
      "/assets/warranty.js",
    ]);
    // No link leads to the 404 page: its code is nobody's to fetch ahead, but it fetches the rest.
    expect(listed(notFound?.html ?? "")).toEqual([
      "/assets/home.js",
      "/assets/policies.js",
      "/assets/price.js",
      "/assets/returns.js",
      "/assets/warranty.js",
    ]);
  });

  it("leaves the rest of the page as it was, its scripts' text untouched", async () => {
    const [home] = await withOtherPagesCode(pages, readText);
    expect(home?.path).toBe("/index.html");
    expect(home?.html).toContain("<main><h1>home</h1></main>");
    expect(scriptElements(home?.html ?? "")[0]?.body).toBe(
      scriptElements(page("home"))[0]?.body,
    );
  });

  it("writes the list as JSON no path could close the element of", async () => {
    const [home] = await withOtherPagesCode(
      [
        { path: "/index.html", html: page("home") },
        {
          path: "/x.html",
          html: page("home").replace(
            "</main>",
            '</main><link rel="modulepreload" href="/assets/</script>.js">',
          ),
        },
      ],
      (path) =>
        path.includes("</script>") ? Promise.resolve("") : readText(path),
    );
    expect(home?.html).toContain('"/assets/\\u003c/script>.js"');
    expect(listed(home?.html ?? "")).toEqual(["/assets/</script>.js"]);
  });
});
