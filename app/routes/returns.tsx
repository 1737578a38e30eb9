import type { Route } from "./+types/returns";
import { PageHeader } from "~/components/layout/page-header";
import { PAGE_META } from "~/content/copy";
import { RETURNS } from "~/content/policies";
import { ReturnsPolicy } from "~/features/policies/returns-policy";
import { pageMeta } from "~/lib/page-meta";

export const meta: Route.MetaFunction = () => pageMeta(PAGE_META.returns);

export default function Returns() {
  return (
    <>
      <PageHeader title={RETURNS.title} lead={RETURNS.lead} />
      <ReturnsPolicy />
    </>
  );
}
