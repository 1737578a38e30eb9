import type { Rolldown } from "vite";

/**
 * V8's explicit compile hint: a script that starts with this comment has all its functions
 * compiled as it loads, off the main thread while it streams, instead of one by one on the main
 * thread the first time each is called. https://v8.dev/blog/explicit-compile-hints
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * The hint, for Rolldown's documented `output.postBanner` (put before each chunk after
 * minification, which would drop a comment), on the code a shopper's first click runs:
 * - the lazy chunks (`lazy()`: the cart drawer, the toasts), which load once the page is
 *   interactive and do nothing before that click;
 * - `named` chunks: the library only the lazy chunks use (Radix); React DOM, whose code for
 *   creating elements (the toast, the drawer) hydration never ran; React Router, whose code for
 *   moving between pages hydration never runs either.
 * Without it, the first Add to Cart and the first opening of the drawer each waited for the
 * compiler, about one frame at Lighthouse's 4× CPU slowdown (record 114), and the first move to
 * another page about two (record 122). The page's own small chunks are left alone: the hint
 * costs bytes in each file, and hydration has compiled them.
 */
export const compileHint =
  (named: readonly string[]) =>
  (chunk: Pick<Rolldown.RenderedChunk, "isDynamicEntry" | "name">) =>
    chunk.isDynamicEntry || named.includes(chunk.name) ? COMPILE_HINT : "";
