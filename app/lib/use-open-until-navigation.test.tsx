// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Link, Outlet, useNavigate } from "react-router";
import { expect, it } from "vitest";
import { useOpenUntilNavigation } from "./use-open-until-navigation";

/**
 * Like the header: it stays mounted while the pages change beneath it. Each setter the hook hands
 * out goes into `setters`, when given.
 */
function headerKeeping(setters?: Set<unknown>) {
  return function Header() {
    const [open, setOpen] = useOpenUntilNavigation();
    setters?.add(setOpen);
    const navigate = useNavigate();
    return (
      <>
        <button type="button" onClick={() => void navigate(-1)}>
          Back
        </button>
        <button type="button" onClick={() => void navigate(1)}>
          Forward
        </button>
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          Menu
        </button>
        <Link to="/">Home</Link>
        <Link to="/warranty">Warranty</Link>
        <Outlet />
      </>
    );
  };
}

/** `header` round two pages, at `/`: the user, and the header's Menu button. */
function renderAtHome(header: () => React.ReactNode) {
  const Stub = createRoutesStub([
    {
      Component: header,
      children: [
        { path: "/", Component: () => null },
        { path: "/warranty", Component: () => null },
      ],
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return {
    user: userEvent.setup(),
    menu: screen.getByRole("button", { name: "Menu" }),
  };
}

it("stays open until the page changes, or until it is closed", async () => {
  const { user, menu } = renderAtHome(headerKeeping());

  expect(menu).toHaveAttribute("aria-expanded", "false");
  await user.click(menu);
  expect(menu).toHaveAttribute("aria-expanded", "true");
  await user.click(menu);
  expect(menu).toHaveAttribute("aria-expanded", "false");

  await user.click(menu);
  await user.click(screen.getByRole("link", { name: "Warranty" }));
  expect(menu).toHaveAttribute("aria-expanded", "false");

  // The link to the page already shown navigates too.
  await user.click(menu);
  await user.click(screen.getByRole("link", { name: "Warranty" }));
  expect(menu).toHaveAttribute("aria-expanded", "false");

  // Back and Forward to the page it was open on find it closed.
  await user.click(menu);
  await user.click(screen.getByRole("button", { name: "Back" }));
  expect(menu).toHaveAttribute("aria-expanded", "false");
  await user.click(screen.getByRole("button", { name: "Forward" }));
  expect(menu).toHaveAttribute("aria-expanded", "false");
});

it("hands out one setter for the whole visit, which opens it on the page shown", async () => {
  const setters = new Set<unknown>();
  const { user, menu } = renderAtHome(headerKeeping(setters));

  await user.click(screen.getByRole("link", { name: "Warranty" }));
  await user.click(screen.getByRole("link", { name: "Home" }));
  await user.click(menu);
  expect(menu).toHaveAttribute("aria-expanded", "true");
  // What it is handed to, memoised, is not rendered again on every move (record 138).
  expect(setters.size).toBe(1);
});
