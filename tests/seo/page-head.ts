import type { JsonLdNode } from "./rich-results";

/** What a pre-rendered page tells crawlers and link previews in its `<head>`. */
export type PageHead = {
  canonical: string | undefined;
  robots: string | undefined;
  meta: (key: string) => string | undefined;
  links: (rel: string) => string[];
  graph: JsonLdNode[];
};

const attribute = (tag: string, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll("&amp;", "&");

export function readPageHead(html: string): PageHead {
  const head = html.slice(0, html.indexOf("</head>"));
  const tags = (name: string) =>
    head.match(new RegExp(`<${name}\\b[^>]*>`, "g")) ?? [];
  const metas = tags("meta");
  const links = tags("link");
  const meta = (key: string) => {
    const tag = metas.find(
      (candidate) =>
        attribute(candidate, "property") === key ||
        attribute(candidate, "name") === key,
    );
    return tag ? attribute(tag, "content") : undefined;
  };
  const jsonLd = [
    ...html.matchAll(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
    ),
  ].map(([, json = ""]) => JSON.parse(json) as { "@graph"?: JsonLdNode[] });
  return {
    canonical: links
      .filter((tag) => attribute(tag, "rel") === "canonical")
      .map((tag) => attribute(tag, "href"))[0],
    robots: meta("robots"),
    meta,
    links: (rel) =>
      links
        .filter((tag) => attribute(tag, "rel") === rel)
        .map((tag) => attribute(tag, "href") ?? ""),
    graph: jsonLd.flatMap((block) => block["@graph"] ?? []),
  };
}

/** Width and height of a PNG, from its IHDR chunk. */
export function pngSize(png: Buffer) {
  if (png.subarray(1, 4).toString("latin1") !== "PNG")
    throw new Error("Not a PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
