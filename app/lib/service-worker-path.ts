/**
 * Where the build writes the shop's service worker (app/service-worker): served at the root, its
 * scope is the whole site. A module of its own, importing nothing, for the build's steps and
 * `npm run kill-switch`, which Node runs as they are, to read without the page's code.
 */
export const SERVICE_WORKER_PATH = "/sw.js";
