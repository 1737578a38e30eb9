import type { Route } from "./+types/warranty";
import { PageHeader } from "~/components/layout/page-header";
import { PAGE_META } from "~/content/copy";
import { WARRANTY } from "~/content/policies";
import { WarrantyPolicy } from "~/features/policies/warranty-policy";
import { pageMeta } from "~/lib/page-meta";

export const meta: Route.MetaFunction = () => pageMeta(PAGE_META.warranty);

export default function Warranty() {
  return (
    <>
      <PageHeader title={WARRANTY.title} lead={WARRANTY.lead} />
      <WarrantyPolicy />
    </>
  );
}
