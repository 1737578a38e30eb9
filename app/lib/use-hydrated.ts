import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False in the pre-rendered HTML and while hydrating; true once React runs the page. */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
