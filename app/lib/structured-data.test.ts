import { describe, expect, it } from "vitest";
import {
  graphJson,
  pageGraph,
  schemaOrgJson,
  siteGraph,
  type StructuredDataHandle,
} from "./structured-data";

const faq: StructuredDataHandle = {
  structuredData: [{ "@type": "FAQPage", mainEntity: [] }],
};

describe("the page's graph", () => {
  it("is the site's nodes, then those of the routes' handles that have any", () => {
    const { "@graph": nodes } = JSON.parse(
      graphJson(pageGraph([undefined, { other: true }, faq])),
    ) as { "@graph": { "@type": string }[] };
    expect(nodes.map((node) => node["@type"])).toEqual([
      "Organization",
      "WebSite",
      "FAQPage",
    ]);
  });

  it("as JSON, parses back to itself, and no text of it can end its block", () => {
    const graph = siteGraph([
      { "@type": "Thing", name: "</script><script>alert(1)</script>" },
    ]);
    const json = graphJson(graph);
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual(graph);
  });
});

describe("the text a JSON-LD block may be given", () => {
  it("is a schema.org graph's JSON, as it is", () => {
    const json = graphJson(pageGraph([faq]));
    expect(schemaOrgJson(json)).toBe(json);
  });

  it.each([
    ["script", "alert(document.cookie)"],
    ["JSON of no schema.org graph", '{"@context":"https://example.com"}'],
    ["JSON without a context", '{"@graph":[]}'],
    ["a JSON string", '"https://schema.org"'],
    ["a JSON array", '[{"@context":"https://schema.org"}]'],
    ["JSON null", "null"],
  ])("refuses anything else: %s", (_, text) => {
    expect(() => schemaOrgJson(text)).toThrow();
  });
});
