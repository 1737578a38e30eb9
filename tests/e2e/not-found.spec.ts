import { expect, test } from "./support/fixtures";

test.describe("404 page", () => {
  test("an unknown path answers 404 with the not-found page @mobile", async ({
    page,
  }) => {
    const response = await page.goto("/no-such-aquarium");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Page Not Found | Circularium");
    await expect(
      page.getByRole("heading", { level: 1, name: "Page Not Found" }),
    ).toBeVisible();
    await expect(
      page.getByText(
        "Oops! The page you are looking for does not exist. It might have been moved or deleted.",
        { exact: true },
      ),
    ).toBeVisible();
  });

  test("Go Back to Home leads to the home page", async ({ page, visit }) => {
    await visit("/no/such/page");
    await page.getByRole("link", { name: "Go Back to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page).toHaveTitle(
      "Circularium | Self-Cleaning 3D-Printed Aquariums",
    );
  });

  test("a link cut short in the middle of an escape (/warranty%E0%A4) leads home too", async ({
    page,
    visit,
    baseURL,
  }) => {
    // A full URL, sent as written: the browser would not encode the lone percent signs again.
    await visit(`${baseURL}/warranty%E0%A4`);
    await expect(page).toHaveTitle("Page Not Found | Circularium");
    await page.getByRole("link", { name: "Go Back to Home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("has no accessibility violations", async ({
    visit,
    expectNoAxeViolations,
  }) => {
    await visit("/missing");
    await expectNoAxeViolations();
  });
});
