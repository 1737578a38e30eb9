import type { Route } from "./+types/help-center";
import { PageHeader } from "~/components/layout/page-header";
import { PAGE_META } from "~/content/copy";
import { HELP_CENTER } from "~/content/help-chat";
import { Faq } from "~/features/help-chat/faq";
import { HelpChat } from "~/features/help-chat/help-chat";
import { pageMeta } from "~/lib/page-meta";

export const meta: Route.MetaFunction = () => pageMeta(PAGE_META.helpCenter);

export default function HelpCenter() {
  return (
    <>
      <PageHeader title={HELP_CENTER.title} lead={HELP_CENTER.lead} />
      <div className="mx-auto grid max-w-6xl items-start gap-10 px-5 py-14 sm:px-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <HelpChat />
        <Faq />
      </div>
    </>
  );
}
