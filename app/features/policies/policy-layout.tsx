import type { ReactNode } from "react";

/** A policy page's body: the terms, and beside them (below, on a phone) the call to action. */
export function PolicyLayout({
  children,
  aside,
}: {
  children: ReactNode;
  aside: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-5 py-14 sm:px-8 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
      <div className="space-y-12">{children}</div>
      <div className="lg:sticky lg:top-24 lg:self-start">{aside}</div>
    </div>
  );
}
