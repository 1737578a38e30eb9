import type { Route } from "./+types/warranty";
import { PageHeader } from "~/components/layout/page-header";
import { breadcrumbsTo, PAGES } from "~/content/pages";
import { WARRANTY } from "~/content/policies";
import { WarrantyPolicy } from "~/features/policies/warranty-policy";
import { pageMeta } from "~/lib/page-meta";
import {
  breadcrumbData,
  type StructuredDataHandle,
} from "~/lib/structured-data";

export const meta: Route.MetaFunction = () => pageMeta(PAGES.warranty);

export const handle: StructuredDataHandle = {
  structuredData: [breadcrumbData(breadcrumbsTo(PAGES.warranty))],
};

export default function Warranty() {
  return (
    <>
      <PageHeader page={PAGES.warranty} lead={WARRANTY.lead} />
      <WarrantyPolicy />
    </>
  );
}
