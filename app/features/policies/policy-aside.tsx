import { ArrowRight, LifeBuoy } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { SiteLink } from "~/content/site";
import { showRmaToast } from "~/features/toast/notices";

/** The call to action beside a policy: its RMA button and a link to the other policy. */
export function PolicyAside({
  title,
  text,
  actionLabel,
  related,
}: {
  title: string;
  text: string;
  actionLabel: string;
  related: SiteLink;
}) {
  return (
    <aside
      aria-labelledby="policy-aside-title"
      className="rounded-3xl border border-lagoon-100 bg-white p-7 shadow-card"
    >
      <span className="grid size-12 place-items-center rounded-2xl bg-lagoon-50 text-lagoon-700">
        <LifeBuoy aria-hidden="true" className="size-6" />
      </span>
      <h2
        id="policy-aside-title"
        className="mt-5 font-display text-2xl font-semibold text-ink"
      >
        {title}
      </h2>
      <p className="mt-2 leading-relaxed text-muted">{text}</p>
      <Button size="lg" className="mt-6 w-full" onClick={showRmaToast}>
        {actionLabel}
      </Button>
      <Link
        to={related.to}
        className="mt-5 inline-flex items-center gap-1.5 rounded text-sm font-semibold text-lagoon-700 hover:text-lagoon-900"
      >
        {related.label}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </aside>
  );
}
