// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Link, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { useSmoothInPageScroll } from "./use-smooth-in-page-scroll";

/** Like the root layout: it stays mounted while the pages change beneath it. */
function Layout() {
  const smooth = useSmoothInPageScroll();
  return (
    <>
      <output>{smooth ? "smooth" : "instant"}</output>
      <Outlet />
    </>
  );
}

function Page() {
  return (
    <>
      <Link to="/#products">Products</Link>
      <Link to="/warranty">Warranty</Link>
      <Link to="/warranty#terms">Terms</Link>
    </>
  );
}

describe("useSmoothInPageScroll", () => {
  it("jumps when a page loads, scrolls smoothly within a page and jumps when the page changes", async () => {
    const Stub = createRoutesStub([
      {
        Component: Layout,
        children: [
          { path: "/", Component: Page },
          { path: "/warranty", Component: Page },
        ],
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    const user = userEvent.setup();
    const scrolling = () => screen.getByRole("status").textContent;

    expect(scrolling()).toBe("instant");
    await user.click(screen.getByRole("link", { name: "Products" }));
    expect(scrolling()).toBe("smooth");
    await user.click(screen.getByRole("link", { name: "Warranty" }));
    expect(scrolling()).toBe("instant");
    await user.click(screen.getByRole("link", { name: "Terms" }));
    expect(scrolling()).toBe("smooth");
    await user.click(screen.getByRole("link", { name: "Products" }));
    expect(scrolling()).toBe("instant");
  });
});
