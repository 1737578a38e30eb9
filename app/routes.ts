import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("warranty", "routes/warranty.tsx"),
  route("returns", "routes/returns.tsx"),
  route("help-center", "routes/help-center.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
