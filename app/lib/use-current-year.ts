import { useSyncExternalStore } from "react";

const subscribe = () => () => {};
const getYear = () => new Date().getFullYear();
const getBuildYear = () => __BUILD_YEAR__;

/**
 * The year now. Pages are pre-rendered with the year of the build; when a page is served in a
 * later year, hydration starts from the build's year and then shows the current one, without a
 * hydration mismatch.
 */
export const useCurrentYear = () =>
  useSyncExternalStore(subscribe, getYear, getBuildYear);
