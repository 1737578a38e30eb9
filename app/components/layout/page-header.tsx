import type { ReactNode } from "react";

/** The title band of the inner pages. */
export function PageHeader({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <header className="relative overflow-hidden bg-lagoon-900 text-white">
      <div
        aria-hidden="true"
        className="absolute -top-32 -right-24 size-96 rounded-full border-[40px] border-white/5"
      />
      <div className="relative mx-auto max-w-6xl px-5 py-16 sm:px-8 sm:py-20">
        <h1 className="font-display text-4xl font-semibold tracking-tight sm:text-5xl">
          {title}
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-lagoon-100">
          {lead}
        </p>
        {children}
      </div>
    </header>
  );
}
