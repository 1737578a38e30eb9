import type { MetaDescriptor } from "react-router";

/** A route's `<title>` and meta description. */
export const pageMeta = ({
  title,
  description,
}: {
  title: string;
  description: string;
}): MetaDescriptor[] => [
  { title },
  { name: "description", content: description },
];
