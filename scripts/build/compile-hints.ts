import type { Plugin } from "vite";
import { type ChunkGraph, lazyOnlyChunks } from "./chunk-graph.ts";

/**
 * V8's explicit compile hint: a script that starts with this comment has all its functions
 * compiled when it loads, off the main thread while it streams, instead of one by one the first
 * time each is called. https://v8.dev/blog/explicit-compile-hints
 */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * The chunks to give the hint: the lazy ones, and the named chunks every page runs at load.
 */
export function chunksToHint(
  bundle: ChunkGraph,
  runAtLoad: readonly string[],
): string[] {
  const lazy = new Set(lazyOnlyChunks(bundle));
  return Object.keys(bundle).filter((fileName) => {
    const chunk = bundle[fileName];
    return (
      chunk?.type === "chunk" &&
      (lazy.has(fileName) || runAtLoad.includes(chunk.name))
    );
  });
}

/**
 * Gives the compile hint to two kinds of chunk:
 * - the lazy ones. They load after the page is interactive and run on a shopper's first click:
 *   compiled beforehand, that click does not wait for the compiler (median click task in fresh
 *   pages at full CPU speed: Add to Cart 42 ms down to 28 ms, the cart button 58 ms down to
 *   55 ms);
 * - `runAtLoad`, the chunks (by name) whose code hydration runs nearly all of: React DOM and
 *   React Router. Compiled lazily, each function they call cost a compile in the middle of
 *   hydration, on the main thread, and turned its tasks into long ones (Lighthouse's TBT on `/`,
 *   median of 5: 177 ms down to 88 ms).
 * The page's own small chunks are left alone: the hint costs bytes in each file, and they
 * compile in no time.
 */
export function compileHints({
  runAtLoad,
}: {
  runAtLoad: readonly string[];
}): Plugin {
  return {
    name: "circularium:compile-hints",
    applyToEnvironment: (environment) => environment.name === "client",
    // After minification, which would drop the comment; the content hash is already set, and
    // the hint follows from the same module graph as the file names.
    generateBundle(_options, bundle) {
      for (const fileName of chunksToHint(bundle, runAtLoad)) {
        const chunk = bundle[fileName];
        if (chunk?.type === "chunk")
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      }
    },
  };
}
