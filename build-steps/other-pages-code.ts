import {
  defaultTreeAdapter,
  html as parse5Html,
  parse,
  serialize,
} from "parse5";
import { OTHER_PAGES_CODE_ID } from "../app/lib/prefetch-other-pages-code.ts";
import { NOT_FOUND_FILE } from "../hosting/build-files.ts";
import { collectReachableAssets } from "../build-reading/shipped-bytes.ts";
import { elements } from "../build-reading/html-tags.ts";

type Page = { path: string; html: string };

/**
 * Writes into each page the code that the site's other pages start with and this page does not
 * load (app/lib/prefetch-other-pages-code.ts fetches it ahead once the page is idle), as a JSON data block
 * at the end of `<body>`, which the browser does not run and the CSP does not govern. Every page
 * a link can lead to counts, the 404 page does not: no link leads there. `readText` reads a
 * file of the build by its site path.
 */
export async function withOtherPagesCode(
  pages: readonly Page[],
  readText: (path: string) => Promise<string>,
): Promise<Page[]> {
  const startsWith = new Map(
    await Promise.all(
      pages.map(
        async ({ path, html }) =>
          [
            path,
            (
              await collectReachableAssets(html, readText, { dynamic: false })
            ).map((asset) => asset.path),
          ] as const,
      ),
    ),
  );
  return Promise.all(
    pages.map(async ({ path, html }) => {
      const loads = new Set(
        (await collectReachableAssets(html, readText)).map(
          (asset) => asset.path,
        ),
      );
      const others = new Set(
        [...startsWith]
          .filter(([other]) => other !== path && other !== NOT_FOUND_FILE)
          .flatMap(([, assets]) => assets)
          .filter((asset) => !loads.has(asset)),
      );
      return { path, html: withDataBlock(html, [...others].sort()) };
    }),
  );
}

function withDataBlock(html: string, paths: readonly string[]): string {
  const document = parse(html);
  const body = [...elements(document)].find(
    ({ element }) => element.tagName === "body",
  )?.element;
  if (!body) throw new Error("A pre-rendered page without a <body>");
  const block = defaultTreeAdapter.createElement("script", parse5Html.NS.HTML, [
    { name: "type", value: "application/json" },
    { name: "id", value: OTHER_PAGES_CODE_ID },
  ]);
  // `<` as an escape, so that no path could ever close the element.
  defaultTreeAdapter.insertText(
    block,
    JSON.stringify(paths).replaceAll("<", "\\u003c"),
  );
  defaultTreeAdapter.appendChild(body, block);
  return serialize(document);
}
