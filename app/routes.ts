import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Case-sensitive, as the servers and the pre-rendered files are: matched without case, `/Warranty`
// would turn the 404 page the server sent into the warranty once hydrated. The servers redirect
// a page's path in other letter cases to the canonical one.
const page = { caseSensitive: true };

export default [
  index("routes/home.tsx"),
  route("warranty", "routes/warranty.tsx", page),
  route("returns", "routes/returns.tsx", page),
  route("help-center", "routes/help-center.tsx", page),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
