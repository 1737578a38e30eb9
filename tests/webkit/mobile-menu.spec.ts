import { describe, expect, test } from "vitest";
import { useWebKitPage } from "./support/fixtures.ts";
import { PHONE } from "./support/page.ts";

describe("the mobile menu in WebKit, on a 375 × 812 phone", () => {
  const page = useWebKitPage(PHONE);

  // Its name stays "Menu" whether open or not: aria-expanded says which.
  const toggle = async () =>
    page.getByRole("button", "Menu", {
      within: await page.getByRole("banner"),
    });
  const expanded = async () => (await toggle()).getAttribute("aria-expanded");
  const menusShown = async () =>
    (await page.queryAllByRole("navigation", "Main")).length;

  test("the toggle opens the menu, and choosing a link closes it", async () => {
    await page.visit("/");
    expect(await expanded()).toBe("false");
    expect(await menusShown()).toBe(0);

    await page.click(toggle());
    await expect.poll(expanded).toBe("true");
    const menu = await page.getByRole("navigation", "Main");
    const links = await page.queryAllByRole("link", undefined, {
      within: menu,
    });
    expect(await Promise.all(links.map((link) => link.getText()))).toEqual([
      "Home",
      "Products",
      "Features",
      "Contact",
    ]);

    await page.click(page.getByRole("link", "Products", { within: menu }));
    await expect.poll(expanded).toBe("false");
    expect(await menusShown()).toBe(0);
    expect(await page.pathname()).toBe("/");
  });
});
