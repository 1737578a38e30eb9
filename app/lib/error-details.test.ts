import { createStaticHandler, data } from "react-router";
import { describe, expect, it } from "vitest";
import { errorDetails } from "./error-details";

/** What a loader's `throw data(...)` becomes once React Router has caught it. */
async function caughtResponse(init: ResponseInit) {
  const handler = createStaticHandler([
    {
      id: "root",
      path: "/",
      loader: () => {
        throw data(null, init);
      },
    },
  ]);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response)
    throw new Error("Expected a handler context");
  return context.errors?.root as unknown;
}

describe("errorDetails", () => {
  it("gives the status and status text of a route error response", async () => {
    expect(
      errorDetails(
        await caughtResponse({
          status: 503,
          statusText: "Service Unavailable",
        }),
      ),
    ).toBe("503 Service Unavailable");
  });

  it("gives an error's message, never its stack", () => {
    const error = new Error("Products could not be shown");
    expect(errorDetails(error)).toBe("Products could not be shown");
  });

  it("gives nothing for what it cannot describe", () => {
    expect(errorDetails("a string")).toBeNull();
    expect(errorDetails(new Error(""))).toBeNull();
    expect(errorDetails(undefined)).toBeNull();
  });
});
