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
    index("routes/site/home.tsx"),
    route("warranty", "routes/site/warranty.tsx"),
    route("returns", "routes/site/returns.tsx"),
    route("help-center", "routes/site/help-center.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
