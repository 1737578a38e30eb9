import type { Route } from "./+types/returns";
import { PageHeader } from "~/components/layout/page-header";
import { breadcrumbsTo, PAGES } from "~/content/pages";
import { RETURNS } from "~/content/policies";
import { ReturnsPolicy } from "~/features/policies/returns-policy";
import { pageMeta } from "~/lib/page-meta";
import {
  breadcrumbData,
  type StructuredDataHandle,
} from "~/lib/structured-data";

export const meta: Route.MetaFunction = () => pageMeta(PAGES.returns);

export const handle: StructuredDataHandle = {
  structuredData: [breadcrumbData(breadcrumbsTo(PAGES.returns))],
};

export default function Returns() {
  return (
    <>
      <PageHeader page={PAGES.returns} lead={RETURNS.lead} />
      <ReturnsPolicy />
    </>
  );
}
