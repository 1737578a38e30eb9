import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_PRERENDER_PATH } from "../../app/content/site.ts";
import { finalizeFloorBuild } from "./finalize-floor-build.ts";

export default {
  ssr: false,
  prerender: [
    "/",
    "/help-center",
    "/platform",
    "/platform/help-center",
    "/site",
    "/site/warranty",
    "/site/returns",
    "/site/help-center",
    NOT_FOUND_PRERENDER_PATH,
  ],
  buildEnd: ({ reactRouterConfig }) =>
    finalizeFloorBuild(reactRouterConfig.buildDirectory),
} satisfies Config;
