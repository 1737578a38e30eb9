import type { ReactNode } from "react";

/** A titled part of a policy page. */
export function PolicySection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="font-display text-2xl font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
