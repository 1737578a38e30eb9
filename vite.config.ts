/// <reference types="vitest/config" />
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // Vitest renders components on their own; the React Router plugin is for the app build.
  plugins: [tailwindcss(), !process.env.VITEST && reactRouter()],
  resolve: { tsconfigPaths: true },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    // Pure logic runs in Node; component tests opt into jsdom with a file comment.
    environment: "node",
    setupFiles: ["./tests/setup/setup-unit-tests.ts"],
    restoreMocks: true,
  },
});
