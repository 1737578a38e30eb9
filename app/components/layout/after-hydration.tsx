import { Suspense, type ReactNode } from "react";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Renders its children only once React runs the page, never in the pre-rendered HTML: for code
 * that only a shopper's action shows, loaded lazily after the first paint. A leaf of its own,
 * because the render that follows hydration re-renders the component that asks, synchronously:
 * asked at the root, that would be the whole page again.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? <Suspense>{children}</Suspense> : null;
}
