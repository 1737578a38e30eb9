import type { Rolldown } from "vite";

/**
 * V8's explicit compile hint: a script that starts with this comment has all its functions
 * compiled when it loads, off the main thread while it streams, instead of one by one the first
 * time each is called. https://v8.dev/blog/explicit-compile-hints
 */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * The hint, for Rolldown's `output.postBanner` (put before each chunk after minification, which
 * would drop a comment), on two kinds of chunk:
 * - the lazy ones (`lazy()`: the cart drawer, the toasts), which load once the page is
 *   interactive and run on a shopper's first click: compiled beforehand, that click does not
 *   wait for the compiler;
 * - `runAtLoad`, the chunks (by name) whose code hydration runs nearly all of: React DOM and
 *   React Router. Compiled lazily, each function they call costs a compile in the middle of
 *   hydration, on the main thread.
 * The page's own small chunks are left alone: the hint costs bytes in each file, and they compile
 * in no time. docs/decisions has the figures.
 */
export const compileHint =
  (runAtLoad: readonly string[]) => (chunk: Rolldown.RenderedChunk) =>
    chunk.isDynamicEntry || runAtLoad.includes(chunk.name) ? COMPILE_HINT : "";
