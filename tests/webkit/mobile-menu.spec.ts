import { describe, expect, test } from "vitest";
import { useWebKitPage } from "./support/use-webkit-page.ts";
import { PHONE } from "./support/page.ts";
import { menuToggle } from "./support/shop.ts";

describe("the mobile menu in WebKit, on a 375 × 812 phone", () => {
  const page = useWebKitPage(PHONE);

  const expanded = async () =>
    (await menuToggle(page)).getAttribute("aria-expanded");
  const menusShown = async () =>
    (await page.queryAllByRole("navigation", "Main")).length;

  test("the toggle opens the menu, and choosing a link closes it", async () => {
    await page.visit("/");
    expect(await expanded()).toBe("false");
    expect(await menusShown()).toBe(0);

    await page.click(menuToggle(page));
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
