import type { Route } from "./+types/help-center";
import { PageHeader } from "~/components/layout/page-header";
import { FAQ } from "~/content/faq";
import { HELP_CENTER } from "~/content/help-center";
import { breadcrumbsTo, PAGES } from "~/content/pages";
import { Faq } from "~/features/help-center/faq";
import { HelpChat } from "~/features/help-center/help-chat";
import { pageMeta } from "~/lib/page-meta";
import {
  breadcrumbData,
  faqData,
  type StructuredDataHandle,
} from "~/lib/structured-data";

export const meta: Route.MetaFunction = () => pageMeta(PAGES.helpCenter);

export const handle: StructuredDataHandle = {
  structuredData: [
    breadcrumbData(breadcrumbsTo(PAGES.helpCenter)),
    faqData(FAQ.entries),
  ],
};

export default function HelpCenter() {
  return (
    <>
      <PageHeader page={PAGES.helpCenter} lead={HELP_CENTER.lead} />
      <div className="mx-auto grid max-w-6xl items-start gap-10 px-5 py-14 sm:px-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <HelpChat />
        <Faq />
      </div>
    </>
  );
}
