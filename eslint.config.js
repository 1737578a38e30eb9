import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  globalIgnores([
    "build/",
    "bench/floor/build/",
    "**/.react-router/",
    ".wrangler/",
    "test-results/",
    "playwright-report/",
  ]),
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      "@typescript-eslint/restrict-template-expressions": [
        "error",
        { allowNumber: true },
      ],
      // React Router's idiom for an error response: `throw data(null, { status: 404 })`.
      "@typescript-eslint/only-throw-error": [
        "error",
        {
          allow: [
            {
              from: "package",
              package: "react-router",
              name: "DataWithResponseInit",
            },
          ],
        },
      ],
      // `onClick={() => setOpen(false)}` is idiomatic React, not a confusing void.
      "@typescript-eslint/no-confusing-void-expression": [
        "error",
        { ignoreArrowShorthand: true },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    extends: [
      reactHooks.configs.flat["recommended-latest"],
      jsxA11y.flatConfigs.strict,
    ],
    rules: {
      // A scrolling log must take focus so that keyboard users can scroll it (WCAG 2.1.1).
      "jsx-a11y/no-noninteractive-tabindex": [
        "error",
        { tags: [], roles: ["tabpanel", "log"] },
      ],
    },
  },
  {
    // Which way imports run (README.md's "Layout of the code", ARCHITECTURE.md): the shop stands
    // alone; the host contract (hosting/) is shared by the server, the build steps and the
    // tooling, and imports none of them; the server is not built, benchmarked or tested by the
    // code it serves; what reads a build (build-reading/) serves the steps, the bench and the tests
    // alike; Vite's helpers (vite-config/) import nothing of ours. Tests may import anything.
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver()],
    },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./app",
              from: [
                "./hosting",
                "./server",
                "./build-steps",
                "./build-reading",
                "./vite-config",
                "./scripts",
                "./bench",
                "./tests",
              ],
              message: "The shop imports nothing outside app/.",
            },
            {
              target: "./app/components",
              from: ["./app/features", "./app/routes"],
              message:
                "Primitives and layout know no feature: a feature passes itself in (children, props).",
            },
            {
              target: "./app/features",
              from: "./app/routes",
              message: "Routes compose features, not the other way round.",
            },
            {
              target: "./hosting",
              from: [
                "./app",
                "./server",
                "./build-steps",
                "./build-reading",
                "./vite-config",
                "./scripts",
                "./bench",
                "./tests",
              ],
              message: "The host contract stands alone: every host imports it.",
            },
            {
              target: "./server",
              from: [
                "./app",
                "./build-steps",
                "./build-reading",
                "./vite-config",
                "./scripts",
                "./bench",
                "./tests",
              ],
              message:
                "npm start's server needs only the host contract (hosting/).",
            },
            {
              target: "./build-steps",
              from: [
                "./server",
                "./vite-config",
                "./scripts",
                "./bench",
                "./tests",
              ],
              message:
                "The build steps use hosting/, build-reading/ and app/ (its content, and what a page and the build agree on), not the server or the tooling.",
            },
            {
              target: "./build-steps",
              from: "./app",
              except: ["./content", "./lib"],
              message:
                "Of the shop, the build steps read its content (app/content) and what a page and the build agree on (app/lib); Vite builds the rest.",
            },
            {
              target: "./build-reading",
              from: [
                "./server",
                "./build-steps",
                "./vite-config",
                "./scripts",
                "./bench",
                "./tests",
              ],
              message:
                "What reads a finished build serves the build steps, the bench and the tests alike: it imports none of them, nor the server.",
            },
            {
              target: "./build-reading",
              from: "./app",
              except: ["./lib"],
              message:
                "What reads a build knows of the shop only what a page and the build agree on (app/lib).",
            },
            {
              target: "./vite-config",
              from: [
                "./app",
                "./hosting",
                "./server",
                "./build-steps",
                "./build-reading",
                "./scripts",
                "./bench",
                "./tests",
              ],
              message:
                "The Vite config's helpers take what they need as arguments: they import nothing of ours.",
            },
            {
              target: "./scripts",
              from: [
                "./app",
                "./server",
                "./build-steps",
                "./build-reading",
                "./vite-config",
                "./bench",
                "./tests",
              ],
              message:
                "The dev scripts need only the host contract (hosting/): they start, check and prepare, and build only through npm run build.",
            },
            {
              target: "./bench",
              from: "./tests",
              message: "The bench does not import the tests.",
            },
          ],
        },
      ],
    },
  },
  {
    // What `npm run serve` runs on a server installed with `npm ci --omit=dev`: it may import only
    // Node.js and package.json's `dependencies` (docs/decisions/133-a-server-without-the-toolchain.md).
    files: ["server/**/*.ts", "hosting/**/*.ts", "scripts/require-node.mjs"],
    // Test code, and what tests share beside the code they test (`*.test-support.ts`).
    ignores: ["**/*.test.ts", "**/*.test-support.ts"],
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-extraneous-dependencies": [
        "error",
        { devDependencies: false, optionalDependencies: false },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
