import { useEffect } from "react";
import { useMatches } from "react-router";
import { graphJson, pageGraph, schemaOrgJson } from "~/lib/structured-data";
import { trustedTypesPolicy } from "~/lib/trusted-types";

const jsonLdText = trustedTypesPolicy(
  "structured-data",
  "createScript",
  schemaOrgJson,
);

/**
 * The page's structured data, for `<head>`: one JSON-LD block, the graph of the routes the page
 * is made of (record 073). React renders the block in the pre-rendered page alone: a
 * `<script>` React makes in the browser starts as `innerHTML`, which Trusted Types refuse a
 * string. A move to another page gives the block that page's graph instead, through the shop's
 * policy for JSON-LD (docs/decisions/129-trusted-types.md).
 */
export function StructuredData() {
  const json = graphJson(pageGraph(useMatches().map(({ handle }) => handle)));
  useEffect(() => {
    const block = document.querySelector<HTMLScriptElement>(
      'script[type="application/ld+json"]',
    );
    if (block && block.text !== json) block.text = jsonLdText(json);
  }, [json]);
  return import.meta.env.SSR ? (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: json }}
    />
  ) : null;
}
