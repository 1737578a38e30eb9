/**
 * The attribute the shop sets on `<html>` once React has hydrated the page and done the taps made
 * before (lib/page-start.ts): from then on a tap reaches React at once. The shop's tests and the
 * bench wait for it, as a tool outside the shop may: it is the shop's own, documented, where
 * React Router's globals are React Router's to change (README, "Testing against the build").
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

export function markHydrated() {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
}
