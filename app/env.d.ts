/** The year the site was built, set by Vite's `define`. */
declare const __BUILD_YEAR__: number;
