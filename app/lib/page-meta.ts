import type { MetaDescriptor } from "react-router";
import {
  socialCardAlt,
  socialCardPath,
  SOCIAL_CARD,
  type PageInfo,
} from "~/content/pages";
import { BRAND } from "~/content/site";
import { absoluteUrl } from "./absolute-url";

/**
 * A route's head: its title and description, its canonical URL, and the Open Graph and Twitter
 * tags that make its link a card when shared. Its structured data is its `handle`'s
 * (lib/structured-data.ts).
 */
export function pageMeta(page: PageInfo): MetaDescriptor[] {
  const url = page.path === null ? null : absoluteUrl(page.path);
  const image = absoluteUrl(socialCardPath(page));
  const imageAlt = socialCardAlt(page);
  return [
    { title: page.title },
    { name: "description", content: page.description },
    // A page without a URL of its own (the 404 page) is not to be indexed.
    url
      ? { tagName: "link", rel: "canonical", href: url }
      : { name: "robots", content: "noindex" },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: BRAND },
    { property: "og:locale", content: "en_US" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    ...(url ? [{ property: "og:url", content: url }] : []),
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SOCIAL_CARD.width) },
    { property: "og:image:height", content: String(SOCIAL_CARD.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
}
