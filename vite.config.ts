/// <reference types="vitest/config" />
import { reactRouter } from "@react-router/dev/vite";
import babel from "@rolldown/plugin-babel";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compileHint } from "./vite-config/compile-hints.ts";
import { siteUrlFromEnv } from "./hosting/site-url.ts";

/**
 * The libraries every page runs, in chunks of their own, which keep their names (and a shopper's
 * cached copy) from one release of the shop to the next. React goes with React DOM: a chunk of its
 * own was one more request and 293 bytes more after brotli.
 */
const REACT_DOM = {
  name: "react-dom",
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
};
const REACT_ROUTER = {
  name: "react-router",
  test: /[\\/]node_modules[\\/]react-router[\\/]/,
};
/**
 * Radix, which only the lazy cart drawer and toasts use: in a chunk of its own, which the compile
 * hint can name, rather than split between theirs and one they share.
 */
const RADIX = {
  name: "radix",
  test: /[\\/]node_modules[\\/]@radix-ui[\\/]/,
};

export default defineConfig({
  plugins: [
    tailwindcss(),
    // Vitest renders components on their own; the React Router plugin is for the app build.
    !process.env.VITEST && reactRouter(),
    // React Compiler, the tests' builds included, so that they test what ships: a component whose
    // props, state and context are unchanged is not rendered again, nor its children, when React
    // Router renders the page for its loading state on a move (docs/decisions/138-react-compiler.md).
    babel({
      include: /[\\/]app[\\/].*\.tsx?$/,
      plugins: ["babel-plugin-react-compiler"],
    }),
  ],
  resolve: {
    tsconfigPaths: true,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // Radix is published built with esbuild's `keepNames`: each function it declares is
          // wrapped in `__name(fn, "fn")`, which sets the function's name. Nothing reads those
          // names, but the call's effect made the minifier keep every function so named, and
          // Radix's helpers that the drawer and the toasts never use stayed in their chunks.
          treeshake: { manualPureFunctions: ["__name"] },
          output: {
            codeSplitting: { groups: [REACT_DOM, REACT_ROUTER, RADIX] },
            // The code of a shopper's first click and first move between pages, compiled as it
            // loads (records 114 and 122).
            postBanner: compileHint([
              REACT_DOM.name,
              RADIX.name,
              REACT_ROUTER.name,
            ]),
          },
        },
      },
    },
  },
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __SITE_URL__: JSON.stringify(siteUrlFromEnv()),
  },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "hosting/**/*.test.ts",
      "server/**/*.test.ts",
      "build-steps/**/*.test.ts",
      "build-reading/**/*.test.ts",
      "vite-config/**/*.test.ts",
      "scripts/**/*.test.ts",
      "bench/**/*.test.ts",
      // What holds the house itself: its docs to the code, its tests and bench to public ground.
      "tests/house/**/*.test.ts",
    ],
    // Pure logic runs in Node; component tests opt into jsdom with a file comment.
    environment: "node",
    setupFiles: ["./tests/setup/setup-unit-tests.ts"],
    restoreMocks: true,
  },
});
