import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_PRERENDER_PATH } from "./app/content/site";
import { finalizeStaticBuild } from "./build-steps/finalize-static-build";

export default {
  // No runtime server: every page, the 404 page included, is static HTML made at build time.
  ssr: false,
  prerender: ({ getStaticPaths }) => [
    ...getStaticPaths(),
    NOT_FOUND_PRERENDER_PATH,
  ],
  buildEnd: ({ reactRouterConfig }) =>
    finalizeStaticBuild(reactRouterConfig.buildDirectory),
} satisfies Config;
