import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/add-to-cart.tsx"),
  route("help-center", "routes/chat.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
