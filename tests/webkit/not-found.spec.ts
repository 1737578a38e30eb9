import { describe, expect, test } from "vitest";
import { SPEC_ROUTES } from "../e2e/support/spec-data.ts";
import { useWebKitPage } from "./support/use-webkit-page.ts";

describe("the 404 page in WebKit", () => {
  const page = useWebKitPage();

  test("an unknown path shows Page Not Found, and Go Back to Home leads home", async () => {
    await page.visit("/no-such-aquarium");
    expect(await page.title()).toBe("Page Not Found | Circularium");
    const heading = await page.getByRole("heading", "Page Not Found");
    expect(await heading.getTagName()).toBe("h1");
    await page.getByText(
      "Oops! The page you are looking for does not exist. It might have been moved or deleted.",
    );

    await page.click(page.getByRole("link", "Go Back to Home"));
    await expect.poll(() => page.pathname()).toBe("/");
    await expect.poll(() => page.title()).toBe(SPEC_ROUTES[0].title);
  });
});
