import type { Locator, Page } from "@playwright/test";
import {
  addToCart,
  expect,
  expectPlaceholderToast,
  expectToast,
  openCart,
  ROUTES,
  TEXTS,
  test,
  toasts,
} from "./fixtures";

test.describe("accessibility", () => {
  // axe-core takes seconds on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  for (const route of ROUTES) {
    test(`${route.path} has no axe violations @mobile`, async ({
      visit,
      expectNoAxeViolations,
    }) => {
      await visit(route.path);
      await expectNoAxeViolations();
    });
  }

  test("the open cart drawer with items has no axe violations @mobile", async ({
    page,
    visit,
    expectNoAxeViolations,
  }) => {
    await visit("/");
    await addToCart(page, "Circularium Pro");
    await addToCart(page, "Circularium Pro");
    await addToCart(page, "Circularium Deluxe");
    const drawer = await openCart(page);
    await expect(drawer.getByRole("listitem")).toHaveCount(2);
    // Let the slide-in finish, so that axe measures colours as the shopper sees them.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box && box.x + box.width;
      })
      .toBe(page.viewportSize()?.width);
    await expectNoAxeViolations();
  });

  test("the empty cart drawer has no axe violations", async ({
    visit,
    page,
    expectNoAxeViolations,
  }) => {
    await visit("/");
    const drawer = await openCart(page);
    await expect(drawer.getByText("Your cart is empty")).toBeVisible();
    await expectNoAxeViolations();
  });

  test("the open mobile menu has no axe violations @mobile", async ({
    page,
    visit,
    viewport,
    expectNoAxeViolations,
  }) => {
    test.skip((viewport?.width ?? 0) >= 768, "the menu is for small screens");
    await visit("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", {
        name: "Products",
      }),
    ).toBeVisible();
    await expectNoAxeViolations();
  });

  test("a page showing a toast has no axe violations @mobile", async ({
    page,
    visit,
    expectNoAxeViolations,
  }) => {
    await visit("/");
    await page.getByRole("button", { name: "Learn More" }).click();
    await expectPlaceholderToast(page);
    // The pointer on the toast keeps it open while axe runs (axe needs a running clock).
    await toasts(page).hover();
    await expectNoAxeViolations();
  });

  test("the warranty page showing the RMA toast has no axe violations", async ({
    page,
    visit,
    expectNoAxeViolations,
  }) => {
    await visit("/warranty");
    await page.getByRole("button", { name: "Request RMA" }).click();
    await expectToast(page, TEXTS.rmaToast.title, TEXTS.rmaToast.description);
    await toasts(page).hover();
    await expectNoAxeViolations();
  });

  test("the help centre after a chat exchange has no axe violations @mobile", async ({
    page,
    visit,
    expectNoAxeViolations,
  }) => {
    await visit("/help-center");
    const message = page.getByRole("textbox", { name: "Message" });
    await message.fill("Is the Deluxe covered for two years?");
    await message.press("Enter");
    const log = page.getByRole("log", {
      name: "Conversation with Aqua Support Bot",
    });
    await expect(log.getByRole("link", { name: "Returns" })).toBeVisible();
    await expectNoAxeViolations();
  });

  /** A control on each kind of band: light, and the dark ones (title band, call to action, footer). */
  const FOCUS_RING_BANDS: readonly {
    band: string;
    path: string;
    control: (page: Page) => Locator;
  }[] = [
    {
      band: "the header",
      path: "/",
      control: (page) =>
        page.getByRole("banner").getByRole("button", { name: /^Open cart/ }),
    },
    {
      band: "the call to action",
      path: "/",
      control: (page) => page.getByRole("link", { name: "Shop Collection" }),
    },
    {
      band: "an inner page's title band",
      path: "/warranty",
      control: (page) =>
        page
          .getByRole("navigation", { name: "Breadcrumb" })
          .getByRole("link", { name: "Home" }),
    },
    {
      band: "the footer",
      path: "/",
      control: (page) =>
        page.getByRole("contentinfo").getByRole("link", { name: "Warranty" }),
    },
  ];

  for (const { band, path, control } of FOCUS_RING_BANDS) {
    test(`the focus ring in ${band} stands out from it at 3:1 or more`, async ({
      page,
      visit,
    }) => {
      await visit(path);
      // Reached from the keyboard, as a focus ring is shown.
      await control(page).focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      await expect(control(page)).toBeFocused();
      // Polled: the controls' colour transitions take the ring's colour along, over 200 ms.
      const ratio = () =>
        control(page).evaluate((element) => {
          const rgb = (colour: string) =>
            (colour.match(/[\d.]+/g) ?? []).map(Number);
          const luminance = (colour: string) => {
            const [r = 0, g = 0, b = 0] = rgb(colour).map((channel) => {
              const c = channel / 255;
              return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
            });
            return 0.2126 * r + 0.7152 * g + 0.0722 * b;
          };
          let band: Element | null = element.parentElement;
          // The first opaque background behind the control.
          while (band && rgb(getComputedStyle(band).backgroundColor)[3] === 0)
            band = band.parentElement;
          const ring = luminance(getComputedStyle(element).outlineColor);
          const behind = luminance(
            getComputedStyle(band ?? document.body).backgroundColor,
          );
          return (
            (Math.max(ring, behind) + 0.05) / (Math.min(ring, behind) + 0.05)
          );
        });
      await expect.poll(ratio).toBeGreaterThanOrEqual(3);
    });
  }

  test("the skip link is the first Tab stop and moves focus to the main content @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/warranty");
    await page.keyboard.press("Tab");
    const skipLink = page.getByRole("link", { name: "Skip to content" });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();

    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    // The next Tab stop is inside the main content, past the header.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("main").locator(":focus")).toHaveCount(1);
  });
});
