import type { Plugin } from "vite";
import { type ChunkGraph, lazyOnlyChunks } from "./chunk-graph.ts";

/** The module Vite imports its preload helper from, into every chunk with an `import()`. */
const PRELOAD_HELPER = "\0vite/preload-helper.js";
const PRELOAD_HELPER_ID = /^\0vite\/preload-helper\.js$/;

/** The helper's body here: the import itself, its result and its failure as they are. */
export const PLAIN_PRELOAD_HELPER =
  "export const __vitePreload = (load) => load();";

/** The lazy chunks that import a stylesheet, which the plain helper would not load. */
export function lazyChunksWithCss(bundle: ChunkGraph): string[] {
  return lazyOnlyChunks(bundle).filter((fileName) => {
    const chunk = bundle[fileName];
    return chunk?.type === "chunk" && chunk.viteMetadata?.importedCss.size;
  });
}

/**
 * Vite wraps every `import()` in its preload helper, which fetches the lazy chunk's stylesheets
 * and (with `modulePreload` on) its dependencies beside it, and announces a failure as a
 * `vite:preloadError` event. Here it has nothing to do: `modulePreload` is off (vite.config.ts
 * says why), the lazy chunks have no stylesheet of their own, and nothing listens for the event.
 * It still shipped 1.7 kB of code in the root chunk, 0.7 kB of `/`'s JavaScript after brotli.
 * This gives it a body that runs the import and nothing else, and fails the build if a lazy
 * chunk ever brings a stylesheet, which that body would leave unloaded.
 */
export function plainLazyImports(): Plugin {
  return {
    name: "circularium:plain-lazy-imports",
    apply: "build",
    // The pre-rendering server's bundle never preloads: the browser's chunks are the ones it runs.
    applyToEnvironment: (environment) => environment.name === "client",
    enforce: "pre",
    resolveId: {
      filter: { id: PRELOAD_HELPER_ID },
      handler: () => PRELOAD_HELPER,
    },
    load: {
      filter: { id: PRELOAD_HELPER_ID },
      handler: () => PLAIN_PRELOAD_HELPER,
    },
    generateBundle(_options, bundle) {
      const withCss = lazyChunksWithCss(bundle);
      if (withCss.length)
        this.error(
          `Lazy chunks with a stylesheet of their own, which scripts/build/plain-lazy-imports.ts ` +
            `does not load: ${withCss.join(", ")}. Import the stylesheet from app.css instead.`,
        );
    },
  };
}
