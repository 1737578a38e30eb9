import { useId, type ReactNode } from "react";

/** A titled part of a policy page. */
export function PolicySection({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={className}>
      <h2 id={titleId} className="font-display text-2xl font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
