import type { Page } from "@playwright/test";
import { addToCart, cartButton, cartDrawer, openCart } from "./support/cart";
import { CHROMIUM_ONLY, expect, test } from "./support/fixtures";
import {
  countDocumentLoads,
  expectScrolledTo,
} from "./support/navigation-checks";
import {
  clickWhereItIs,
  expectFocusRingOnScreen,
  pageCentre,
  setBrowserTextSize,
} from "./support/on-screen";
import { mainNav, menuToggle } from "./support/menu";
import { footerLink, homeSections } from "./support/sections";
import { expectPlaceholderToast, toasts } from "./support/toasts";

/** The header's section links and where each one leads. */
const SECTION_LINKS = [
  { name: "Products", url: "/#products", section: "products" },
  { name: "Features", url: "/#features", section: "features" },
  { name: "Contact", url: "/#contact", section: "callToAction" },
] as const;

test.describe("header", () => {
  test("the logo links to the home page", async ({ page, visit }) => {
    await visit("/warranty");
    await page
      .getByRole("banner")
      .getByRole("link", { name: "Circularium home" })
      .click();
    await expect(page).toHaveURL("/");
    await expect(page).toHaveTitle(
      "Circularium | Self-Cleaning 3D-Printed Aquariums",
    );
  });

  test("shows Home, Products, Features and Contact in that order, with no menu toggle, from a tablet's 768 px up", async ({
    page,
    visit,
  }) => {
    const toggle = menuToggle(page);
    await visit("/");
    for (const width of [1440, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(mainNav(page).getByRole("link")).toHaveText([
        "Home",
        "Products",
        "Features",
        "Contact",
      ]);
      await expect(toggle, `${width} px`).toBeHidden();
    }
    // One pixel narrower, the phone's layout: the links wait behind the toggle.
    await page.setViewportSize({ width: 767, height: 900 });
    await expect(mainNav(page)).toBeHidden();
    await expect(toggle).toBeVisible();
  });

  test("from 768 px up, the links sit at the centre of the page, between the logo and the cart", async ({
    page,
    visit,
  }) => {
    await visit("/");
    for (const width of [768, 1024, 1440, 2560]) {
      await page.setViewportSize({ width, height: 900 });
      const nav = await mainNav(page).getByRole("list").boundingBox();
      const logo = await page
        .getByRole("banner")
        .getByRole("link", { name: "Circularium home" })
        .boundingBox();
      const cart = await cartButton(page).boundingBox();
      if (!nav || !logo || !cart) throw new Error("the header is not laid out");
      expect(nav.x + nav.width / 2, `${width} px`).toBeCloseTo(
        await pageCentre(page),
        0,
      );
      expect(nav.x, `${width} px`).toBeGreaterThan(logo.x + logo.width);
      expect(nav.x + nav.width, `${width} px`).toBeLessThan(cart.x);
    }
  });

  test("Home leads to the home page from another page", async ({
    page,
    visit,
  }) => {
    await visit("/returns");
    await mainNav(page).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(homeSections(page).hero).toBeInViewport();
  });

  test("Home brings the home page back to its top", async ({ page, visit }) => {
    await visit("/");
    await mainNav(page).getByRole("link", { name: "Contact" }).click();
    await expectScrolledTo(page, homeSections(page).callToAction);

    await mainNav(page).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL("/");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  for (const link of SECTION_LINKS) {
    test(`${link.name} scrolls the home page to its section`, async ({
      page,
      visit,
    }) => {
      await visit("/");
      await mainNav(page).getByRole("link", { name: link.name }).click();
      await expect(page).toHaveURL(link.url);
      await expectScrolledTo(page, homeSections(page)[link.section]);
      // Where the link leads, not only what the screen shows: the last sections can share it.
      await expect(homeSections(page)[link.section]).toBeFocused();
    });

    for (const from of ["/warranty", "/help-center", "/no/such/page"]) {
      test(`${link.name} from ${from} opens the home page at its section`, async ({
        page,
        visit,
      }) => {
        await visit(from);
        const documentLoads = countDocumentLoads(page);
        await mainNav(page).getByRole("link", { name: link.name }).click();
        await expect(page).toHaveURL(link.url);
        await expect(page).toHaveTitle(
          "Circularium | Self-Cleaning 3D-Printed Aquariums",
        );
        await expectScrolledTo(page, homeSections(page)[link.section]);
        await expect(homeSections(page)[link.section]).toBeFocused();
        expect(documentLoads()).toBe(0);
      });
    }
  }

  test("the cart button shows an item count badge only when the cart is not empty @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const button = cartButton(page);
    // The badge is drawn for the eye alone: the button's name says the count.
    const badge = button.getByText(/\d/);
    await expect(button).toHaveAccessibleName("Open cart, empty");
    await expect(badge).toHaveCount(0);

    await addToCart(page, "Circularium Nano");
    await expect(button).toHaveAccessibleName("Open cart, 1 item");
    await expect(badge).toHaveText("1");
    await expect(badge).toBeVisible();

    await addToCart(page, "Circularium Nano");
    await addToCart(page, "Circularium Deluxe");
    await expect(button).toHaveAccessibleName("Open cart, 3 items");
    await expect(badge).toHaveText("3");
    await expect(badge).toBeVisible();
  });
});

test.describe("mobile menu", () => {
  test.skip(
    ({ viewport }) => (viewport?.width ?? 0) >= 768,
    "the menu toggle is for small screens; wide screens show the links",
  );

  /** The toggle says the menu is closed, and its links are gone from sight. */
  async function expectMenuClosed(page: Page) {
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page)).toBeHidden();
  }

  /** The toggle says the menu is open, and its links show. */
  async function expectMenuOpen(page: Page) {
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "true");
    await expect(mainNav(page)).toBeVisible();
  }

  test("the toggle opens and closes the menu @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/");
    await expectMenuClosed(page);

    await clickWhereItIs(menuToggle(page));
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "true");
    await expect(mainNav(page).getByRole("link")).toHaveText([
      "Home",
      "Products",
      "Features",
      "Contact",
    ]);

    await clickWhereItIs(menuToggle(page));
    await expectMenuClosed(page);
  });

  test("the open menu's links read at 16 px, their words lined up with the logo's left edge @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/");
    await clickWhereItIs(menuToggle(page));
    await expectMenuOpen(page);
    await expect(mainNav(page).getByRole("link")).toHaveCount(4);
    const logo = page
      .getByRole("banner")
      .getByRole("link", { name: "Circularium home" });
    for (const width of [320, 375, 700]) {
      await page.setViewportSize({ width, height: 800 });
      const logoLeft = (await logo.boundingBox())?.x;
      for (const link of await mainNav(page).getByRole("link").all()) {
        await expect(link).toHaveCSS("font-size", "16px");
        const wordsLeft = await link.evaluate((element) => {
          const words = document.createRange();
          words.selectNodeContents(element);
          return words.getBoundingClientRect().x;
        });
        expect(wordsLeft, `${width} px`).toBeCloseTo(logoLeft ?? NaN, 0);
      }
    }
  });

  for (const { when, width, height, textSize } of [
    { when: "zoomed in to 400 % (320 × 256)", width: 320, height: 256 },
    {
      when: "with the browser's text at 200 %, on a phone held sideways",
      width: 740,
      height: 360,
      textSize: 32,
    },
  ]) {
    test(`${when}, the open menu fits the screen and scrolls to show each link the keyboard reaches @mobile`, async ({
      page,
      browserName,
      visit,
    }) => {
      test.skip(
        textSize !== undefined && browserName !== "chromium",
        CHROMIUM_ONLY.textSize,
      );
      await page.setViewportSize({ width, height });
      if (textSize) await setBrowserTextSize(page, textSize);
      await visit("/");
      await clickWhereItIs(menuToggle(page));
      await expectMenuOpen(page);
      const menu = await mainNav(page).boundingBox();
      expect(
        (menu?.y ?? Infinity) + (menu?.height ?? 0),
        "the open menu's bottom edge",
      ).toBeLessThanOrEqual(height);
      const link = (name: string) => mainNav(page).getByRole("link", { name });
      const names = ["Home", "Products", "Features", "Contact"];
      // Firefox lets the keyboard scroll any box that scrolls: the menu is a stop of its own.
      if (browserName === "firefox") {
        await page.keyboard.press("Tab");
        await expect(mainNav(page)).toBeFocused();
      }
      for (const name of names) {
        await page.keyboard.press("Tab");
        await expect(link(name)).toBeFocused();
        await expectFocusRingOnScreen(link(name));
      }
      for (const name of names.toReversed().slice(1)) {
        await page.keyboard.press("Shift+Tab");
        await expect(link(name)).toBeFocused();
        await expectFocusRingOnScreen(link(name));
      }
    });
  }

  for (const link of SECTION_LINKS) {
    test(`choosing ${link.name} closes the menu and scrolls to its section @mobile`, async ({
      page,
      visit,
    }) => {
      await visit("/");
      await clickWhereItIs(menuToggle(page));
      await mainNav(page).getByRole("link", { name: link.name }).click();

      await expect(page).toHaveURL(link.url);
      await expectMenuClosed(page);
      await expectScrolledTo(page, homeSections(page)[link.section]);
    });
  }

  test("choosing a link from the keyboard moves focus to where it leads, not to nothing @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/warranty");
    await clickWhereItIs(menuToggle(page));
    await mainNav(page).getByRole("link", { name: "Features" }).focus();
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL("/#features");
    await expect(mainNav(page)).toBeHidden();
    await expect(homeSections(page).features).toBeFocused();
  });

  test("choosing a link from another page closes the menu @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/help-center");
    await clickWhereItIs(menuToggle(page));
    await mainNav(page).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL("/");
    await expectMenuClosed(page);
  });

  test("choosing Home or the logo on the home page itself closes the menu @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/");
    for (const link of [
      mainNav(page).getByRole("link", { name: "Home" }),
      page.getByRole("banner").getByRole("link", { name: "Circularium home" }),
    ]) {
      await clickWhereItIs(menuToggle(page));
      await expect(mainNav(page)).toBeVisible();
      await link.click();
      await expect(page).toHaveURL("/");
      await expectMenuClosed(page);
    }
  });

  test("the menu closes when the page changes from outside it: a footer link, or Back @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/");
    await footerLink(page, "Warranty").click();
    await expect(page).toHaveURL("/warranty");

    await clickWhereItIs(menuToggle(page));
    await footerLink(page, "Returns").click();
    await expect(page).toHaveURL("/returns");
    await expectMenuClosed(page);

    await clickWhereItIs(menuToggle(page));
    await page.goBack();
    await expect(page).toHaveURL("/warranty");
    await expectMenuClosed(page);
  });

  test("with the browser's text set larger, the header still fits a phone: its menu toggle on screen, the logo's mark kept @mobile", async ({
    page,
    browserName,
    visit,
  }) => {
    test.skip(browserName !== "chromium", CHROMIUM_ONLY.textSize);
    for (const textSize of [20, 24, 32]) {
      await setBrowserTextSize(page, textSize);
      await visit("/");
      await expect(menuToggle(page), `text at ${textSize} px`).toBeInViewport({
        ratio: 1,
      });
      await expect(
        page
          .getByRole("banner")
          .getByRole("link", { name: "Circularium home" }),
      ).toBeInViewport({ ratio: 1 });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        "the page's width",
      ).toBe(page.viewportSize()?.width);
    }
  });

  test("the open menu lies over the page, and Back from where one of its links led returns the page scrolled where it was @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/warranty");
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(800);
    const heading = page.getByRole("heading", {
      name: "What the warranty covers",
    });
    const headingTop = async () => (await heading.boundingBox())?.y;
    const before = await headingTop();

    await clickWhereItIs(menuToggle(page));
    await expectMenuOpen(page);
    expect(await headingTop(), "the page beneath the menu").toBe(before);
    await clickWhereItIs(mainNav(page).getByRole("link", { name: "Products" }));
    await expect(page).toHaveURL("/#products");

    await page.goBack();
    await expect(page).toHaveURL("/warranty");
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(800);
    expect(await headingTop()).toBe(before);
  });

  test("moving on to the page closes the menu: Tab past its links, or a tap on the page @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/");
    await clickWhereItIs(menuToggle(page));
    const links = mainNav(page).getByRole("link");
    await expect(links).toHaveCount(4);
    for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
    await expect(links.last()).toBeFocused();
    await expect(mainNav(page)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Shop Now" })).toBeFocused();
    await expect(mainNav(page)).toBeHidden();
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");

    await page.evaluate(() => window.scrollTo(0, 0));
    await clickWhereItIs(menuToggle(page));
    await expect(mainNav(page)).toBeVisible();
    // The menu lies over the hero's heading: a tap on the words below it.
    await page.getByText(/^Circularium aquariums are fully 3D printed/).click();
    await expect(mainNav(page)).toBeHidden();

    // A tap on a link of the page, the menu open above it, follows that link.
    await clickWhereItIs(menuToggle(page));
    await expect(mainNav(page)).toBeVisible();
    await page.getByRole("link", { name: "Shop Now" }).click();
    await expect(page).toHaveURL("/#products");
    await expect(mainNav(page)).toBeHidden();
  });

  test("Escape closes the menu and returns focus to the toggle @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/");
    await clickWhereItIs(menuToggle(page));
    await expect(mainNav(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expectMenuClosed(page);
    await expect(menuToggle(page)).toBeFocused();
  });

  test("Escape from a link of the menu leaves the page scrolled where it was @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/");
    await page
      .getByRole("heading", { name: "Choose your Circularium" })
      .scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(500);
    await clickWhereItIs(menuToggle(page));
    await page.keyboard.press("Tab");
    await expect(
      mainNav(page).getByRole("link", { name: "Home" }),
    ).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menuToggle(page)).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
  });

  test("Escape in the cart drawer closes the drawer alone, not the menu beneath it @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/");
    await clickWhereItIs(menuToggle(page));
    await openCart(page);
    await page.keyboard.press("Escape");
    await expect(cartDrawer(page)).toBeHidden();
    await expect(cartButton(page)).toBeFocused();
    await expectMenuOpen(page);
    await page.keyboard.press("Escape");
    await expect(mainNav(page)).toBeHidden();
    await expect(menuToggle(page)).toBeFocused();
  });

  test("Escape in a toast closes the toast alone, not the menu @mobile", async ({
    page,
    visit,
  }) => {
    // Time stands still: the toast must go with the Escape, not after its 5 seconds.
    await visit("/", { pausedClock: true });
    await page.getByRole("button", { name: "Learn More" }).click();
    await expectPlaceholderToast(page);
    await clickWhereItIs(menuToggle(page));
    await page.keyboard.press("F8");
    await page.keyboard.press("Escape");
    await expect(toasts(page)).toHaveCount(0);
    await expectMenuOpen(page);
  });
});
