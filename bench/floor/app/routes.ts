import {
  type RouteConfig,
  index,
  layout,
  route,
} from "@react-router/dev/routes";

// The same two pages in each shell: the stack's at /, the platform's under /platform.
export default [
  layout("shells/stack.tsx", [
    index("routes/add-to-cart.tsx"),
    route("help-center", "routes/chat.tsx"),
  ]),
  route("platform", "shells/platform.tsx", [
    index("routes/add-to-cart.tsx", { id: "platform-add-to-cart" }),
    route("help-center", "routes/chat.tsx", { id: "platform-chat" }),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
