import type {
  BreadcrumbList,
  FAQPage,
  Graph,
  Organization,
  Product as ProductData,
  Thing,
  WebSite,
} from "schema-dts";
import type { FaqEntry } from "~/content/faq";
import type { Breadcrumb } from "~/content/pages";
import { socialCardPath } from "~/content/pages";
import { productDescription, type Product } from "~/content/products";
import { BRAND, ICONS, PATHS, sectionHref, SECTIONS } from "~/content/site";
import { absoluteUrl } from "./absolute-url";

/**
 * Schema.org data for search engines, built from the same content as the pages, so that it
 * always says what the pages show.
 */

const SCHEMA_ORG = "https://schema.org";

/**
 * What a route's `handle` says of its page to search engines: its own nodes, which the root
 * renders after the site's (React Router's `useMatches` hands it the handles).
 */
export type StructuredDataHandle = { structuredData: readonly Thing[] };

const isStructuredDataHandle = (
  handle: unknown,
): handle is StructuredDataHandle =>
  typeof handle === "object" && handle !== null && "structuredData" in handle;

const ORGANIZATION_ID = absoluteUrl("/#organization");
// The full-size icon, picked by its place in the list: typed, so that a reordered list fails to
// compile instead of changing the logo.
const LOGO: { path: string; size: 512; purpose: "any" } = ICONS.app[1];

function organization(): Organization {
  return {
    "@type": "Organization",
    "@id": ORGANIZATION_ID,
    name: BRAND,
    url: absoluteUrl(PATHS.home),
    logo: absoluteUrl(LOGO.path),
  };
}

function website(): WebSite {
  return {
    "@type": "WebSite",
    "@id": absoluteUrl("/#website"),
    name: BRAND,
    url: absoluteUrl(PATHS.home),
    publisher: { "@id": ORGANIZATION_ID },
  };
}

/** Every page's graph: the shop and its site, then what the page itself is about. */
export function siteGraph(things: readonly Thing[] = []): Graph {
  return {
    "@context": SCHEMA_ORG,
    "@graph": [organization(), website(), ...things],
  };
}

/** The graph of a page made of routes with these handles. */
export const pageGraph = (handles: readonly unknown[]) =>
  siteGraph(
    handles.flatMap((handle) =>
      isStructuredDataHandle(handle) ? handle.structuredData : [],
    ),
  );

/**
 * A graph as the page's JSON-LD block holds it: JSON with every `<` escaped, so that no text of
 * it can end the pre-rendered block (`</script>`).
 */
export const graphJson = (graph: Graph) =>
  JSON.stringify(graph).replaceAll("<", "\\u003c");

/**
 * The only text a JSON-LD block may be given in the browser: JSON of a schema.org graph. Anything
 * else is refused (the Trusted Types policy of app/components/layout/structured-data.tsx).
 */
export function schemaOrgJson(json: string): string {
  const data: unknown = JSON.parse(json);
  if (
    typeof data !== "object" ||
    data === null ||
    !("@context" in data) ||
    data["@context"] !== SCHEMA_ORG
  )
    throw new TypeError("Not schema.org structured data");
  return json;
}

export function productData(product: Product): ProductData {
  return {
    "@type": "Product",
    "@id": absoluteUrl(`/#${product.id}`),
    name: product.name,
    description: productDescription(product),
    image: absoluteUrl(socialCardPath({ card: product.id })),
    brand: { "@type": "Brand", name: BRAND },
    offers: {
      "@type": "Offer",
      price: product.price.toFixed(2),
      priceCurrency: "USD",
      url: absoluteUrl(sectionHref(SECTIONS.products)),
    },
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: product.rating,
      reviewCount: product.reviews,
      bestRating: 5,
      worstRating: 1,
    },
  };
}

export function faqData(entries: readonly FaqEntry[]): FAQPage {
  return {
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}

export function breadcrumbData(crumbs: readonly Breadcrumb[]): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
