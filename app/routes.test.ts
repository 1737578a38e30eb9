import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "./routes";

// The route config as the router reads it in the browser: our routes have no children.
const routeObjects = routes.map(({ file, path, index, caseSensitive }) =>
  index ? { id: file, index } : { id: file, path, caseSensitive },
);

const fileFor = (path: string) =>
  matchRoutes(routeObjects, path)?.at(-1)?.route.id;

describe("routes", () => {
  it("match each page at its own path", () => {
    expect(fileFor("/")).toBe("routes/home.tsx");
    expect(fileFor("/warranty")).toBe("routes/warranty.tsx");
    expect(fileFor("/returns")).toBe("routes/returns.tsx");
    expect(fileFor("/help-center")).toBe("routes/help-center.tsx");
    expect(fileFor("/nope")).toBe("routes/not-found.tsx");
  });

  it("match a page only in its own letter case, as the servers and the built files do", () => {
    for (const path of ["/Warranty", "/RETURNS", "/Help-Center"]) {
      expect(fileFor(path), path).toBe("routes/not-found.tsx");
    }
  });
});
