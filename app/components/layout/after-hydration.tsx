import { Component, Suspense, useDeferredValue, type ReactNode } from "react";
import { useHydrated } from "~/lib/use-hydrated";

type AfterHydrationProps = { children: ReactNode; onError?: () => void };

/**
 * Renders its children only once React runs the page, never in the pre-rendered HTML: for code
 * that only a shopper's action shows, loaded lazily after the first paint. A leaf of its own,
 * because the render that follows hydration re-renders the component that asks, synchronously:
 * asked at the root, that would be the whole page again.
 */
export function AfterHydration({ children, onError }: AfterHydrationProps) {
  // Deferred, from `false` on: the render that brings the children in waits for their code
  // inside a boundary already on the page. Shown at once, the boundary would show its (empty)
  // fallback, and React then holds the children back until 300 ms after it (its Suspense
  // throttle), however soon their code came: a tap made before hydration would wait as long for
  // its toast or its drawer.
  const hydrated = useDeferredValue(useHydrated(), false);
  return (
    <NothingOnError onError={onError}>
      <Suspense>{hydrated && children}</Suspense>
    </NothingOnError>
  );
}

/**
 * A lazy part whose code fails to load (a request dropped on a phone's network, a release that
 * replaced the files since the page loaded) leaves the page as it is, without that part: the
 * root's error screen would take away a page the shopper is reading, and the cart with it.
 * React still reports the error to the console; `onError` lets what depends on the part know.
 */
class NothingOnError extends Component<
  AfterHydrationProps,
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError?.();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
