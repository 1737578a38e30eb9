/**
 * A path with each run of slashes made one: `//warranty` is `/warranty`. Our servers redirect
 * such a path to the page's own (record 062); Cloudflare Pages serves the page there as it is
 * (record 010), and the router, which reads the path as written, would find no route for it.
 */
export const collapseSlashes = (path: string) => path.replace(/\/{2,}/g, "/");
