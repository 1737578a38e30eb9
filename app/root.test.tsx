// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary } from "./root";

function renderFailingRoute(loader: () => never) {
  const Stub = createRoutesStub([
    {
      path: "/",
      loader,
      HydrateFallback: () => null,
      Component: () => null,
      ErrorBoundary,
    },
  ]);
  render(<Stub />);
}

describe("root ErrorBoundary", () => {
  it("shows the status and status text of an error response", async () => {
    renderFailingRoute(() => {
      throw data(null, { status: 503, statusText: "Service Unavailable" });
    });
    expect(
      await screen.findByRole("heading", {
        name: "Unexpected Application Error!",
      }),
    ).toBeInTheDocument();
    expect(screen.getByText("503 Service Unavailable")).toBeInTheDocument();
  });

  it("shows the message of an unexpected error, and a way home", async () => {
    renderFailingRoute(() => {
      throw new Error("The catalogue could not be read");
    });
    expect(
      await screen.findByText("The catalogue could not be read"),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Go to the home page" }),
    ).toHaveAttribute("href", "/");
  });
});
