/** The year the site was built, set by Vite's `define`. */
declare const __BUILD_YEAR__: number;

/** The address the site is published at (`SITE_URL` at build time), without a trailing slash. */
declare const __SITE_URL__: string;

interface Window {
  /** The taps on buttons before hydration: see lib/page-start.ts. */
  earlyTaps?: { replay: () => Promise<void> };
}
