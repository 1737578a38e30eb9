import type { Config } from "@react-router/dev/config";
import { finalizeFloorBuild } from "./finalize-floor-build.ts";

export default {
  ssr: false,
  prerender: [
    "/",
    "/help-center",
    "/platform",
    "/platform/help-center",
    "/404",
  ],
  buildEnd: ({ reactRouterConfig }) =>
    finalizeFloorBuild(reactRouterConfig.buildDirectory),
} satisfies Config;
