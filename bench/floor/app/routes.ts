import {
  type RouteConfig,
  index,
  layout,
  route,
} from "@react-router/dev/routes";

// The same two pages in each shell: the stack's at /, the platform's under /platform. Under
// /site, the shop's four pages, for the moves between them.
export default [
  layout("shells/stack.tsx", [
    index("routes/add-to-cart.tsx"),
    route("help-center", "routes/chat.tsx"),
  ]),
  route("platform", "shells/platform.tsx", [
    index("routes/add-to-cart.tsx", { id: "platform-add-to-cart" }),
    route("help-center", "routes/chat.tsx", { id: "platform-chat" }),
  ]),
  route("site", "shells/site.tsx", [
    index("routes/site/plain-home.tsx"),
    route("warranty", "routes/site/plain-warranty.tsx"),
    route("returns", "routes/site/plain-returns.tsx"),
    route("help-center", "routes/site/plain-help-center.tsx"),
  ]),
  route("*", "routes/unknown-path.tsx"),
] satisfies RouteConfig;
