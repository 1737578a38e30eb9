import type { Locator, Page } from "@playwright/test";
import { addToCart, cartButton, openCart } from "./support/cart";
import {
  CHROMIUM_ONLY,
  expect,
  SAME_IN_EVERY_ENGINE,
  test,
} from "./support/fixtures";
import { animationsFinished } from "./support/on-screen";
import { footerLink } from "./support/sections";
import { PAGES_BUT_HOME, ROUTES, TEXTS } from "./support/spec-data";
import { expectPlaceholderToast, expectToast, toasts } from "./support/toasts";
import { typeInto } from "./support/typing";

test.describe("accessibility", () => {
  // axe-core takes seconds on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  for (const route of ROUTES) {
    test(
      `${route.path} has no axe violations @mobile`,
      SAME_IN_EVERY_ENGINE,
      async ({ visit, expectNoAxeViolations }) => {
        await visit(route.path);
        await expectNoAxeViolations();
      },
    );
  }

  test(
    "the open cart drawer with items has no axe violations @mobile",
    SAME_IN_EVERY_ENGINE,
    async ({ page, visit, expectNoAxeViolations }) => {
      await visit("/");
      await addToCart(page, "Circularium Pro");
      await addToCart(page, "Circularium Pro");
      await addToCart(page, "Circularium Deluxe");
      const drawer = await openCart(page);
      await expect(drawer.getByRole("listitem")).toHaveCount(2);
      // So that axe measures colours as the shopper sees them.
      await animationsFinished(drawer);
      await expectNoAxeViolations();
    },
  );

  test(
    "the empty cart drawer has no axe violations",
    SAME_IN_EVERY_ENGINE,
    async ({ visit, page, expectNoAxeViolations }) => {
      await visit("/");
      const drawer = await openCart(page);
      await expect(drawer.getByText("Your cart is empty")).toBeVisible();
      await expectNoAxeViolations();
    },
  );

  test(
    "the open mobile menu has no axe violations @mobile",
    SAME_IN_EVERY_ENGINE,
    async ({ page, visit, viewport, expectNoAxeViolations }) => {
      test.skip((viewport?.width ?? 0) >= 768, "the menu is for small screens");
      await visit("/");
      await page.getByRole("button", { name: "Menu", exact: true }).click();
      await expect(
        page.getByRole("navigation", { name: "Main" }).getByRole("link", {
          name: "Products",
        }),
      ).toBeVisible();
      await expectNoAxeViolations();
    },
  );

  test(
    "a page showing a toast has no axe violations @mobile",
    SAME_IN_EVERY_ENGINE,
    async ({ page, visit, expectNoAxeViolations }) => {
      await visit("/");
      await page.getByRole("button", { name: "Learn More" }).click();
      await expectPlaceholderToast(page);
      // The pointer on the toast keeps it open while axe runs (axe needs a running clock).
      await toasts(page).hover();
      await expectNoAxeViolations();
    },
  );

  test(
    "the warranty page showing the RMA toast has no axe violations",
    SAME_IN_EVERY_ENGINE,
    async ({ page, visit, expectNoAxeViolations }) => {
      await visit("/warranty");
      await page.getByRole("button", { name: "Request RMA" }).click();
      await expectToast(page, TEXTS.rmaToast.title, TEXTS.rmaToast.description);
      await toasts(page).hover();
      await expectNoAxeViolations();
    },
  );

  test(
    "the help centre after a chat exchange has no axe violations @mobile",
    SAME_IN_EVERY_ENGINE,
    async ({ page, visit, expectNoAxeViolations }) => {
      await visit("/help-center");
      const message = page.getByRole("textbox", { name: "Type your message" });
      await typeInto(message, "Is the Deluxe covered for two years?");
      await message.press("Enter");
      const log = page.getByRole("log", {
        name: "Conversation with Aqua Support Bot",
      });
      await expect(log.getByRole("link", { name: "Returns" })).toBeVisible();
      await expectNoAxeViolations();
    },
  );

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
      control: (page) => footerLink(page, "Warranty"),
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

  /**
   * Each control the keyboard can reach, focused in turn: the sides of its focus ring that a box
   * around it (one that cuts off what overflows it) hides. Controls scrolled out of such a box,
   * or that focus cannot reach (behind a modal), are passed over; so are `<body>` and `<html>`,
   * whose overflow is the window's scrolling.
   */
  const focusRingsCutOff = (page: Page) =>
    page.evaluate(() => {
      const cut: string[] = [];
      const controls = document.querySelectorAll<HTMLElement>(
        'a[href], button, input, textarea, summary, [tabindex]:not([tabindex="-1"])',
      );
      for (const control of controls) {
        if (!control.checkVisibility()) continue;
        control.focus();
        if (document.activeElement !== control) continue;
        const style = getComputedStyle(control);
        const reach =
          style.outlineStyle === "none"
            ? 0
            : parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
        const ring = control.getBoundingClientRect();
        for (
          let box = control.parentElement;
          box && box !== document.body;
          box = box.parentElement
        ) {
          const boxStyle = getComputedStyle(box);
          if (
            boxStyle.overflowX === "visible" &&
            boxStyle.overflowY === "visible"
          )
            continue;
          const outer = box.getBoundingClientRect();
          const left = outer.left + parseFloat(boxStyle.borderLeftWidth);
          const right = outer.right - parseFloat(boxStyle.borderRightWidth);
          const top = outer.top + parseFloat(boxStyle.borderTopWidth);
          const bottom = outer.bottom - parseFloat(boxStyle.borderBottomWidth);
          if (ring.right < left || ring.left > right) break;
          if (ring.bottom < top || ring.top > bottom) break;
          const sides = [
            ring.left - reach < left - 0.5 && "left",
            ring.right + reach > right + 0.5 && "right",
            ring.top - reach < top - 0.5 && "top",
            ring.bottom + reach > bottom + 0.5 && "bottom",
          ].filter(Boolean);
          if (sides.length)
            cut.push(
              `${control.getAttribute("aria-label") ?? control.textContent.trim()}: ${sides.join(", ")}`,
            );
        }
      }
      return cut;
    });

  for (const route of ROUTES) {
    test(`no focus ring on ${route.path} is cut off by the box around it @mobile`, async ({
      page,
      visit,
    }) => {
      await visit(route.path);
      // From the keyboard, as focus rings show.
      await page.keyboard.press("Tab");
      expect(await focusRingsCutOff(page)).toEqual([]);
    });
  }

  test("no focus ring in the cart drawer or the mobile menu is cut off by the box around it @mobile", async ({
    page,
    visit,
    viewport,
  }) => {
    await visit("/");
    if ((viewport?.width ?? 0) < 768) {
      await page.getByRole("button", { name: "Menu", exact: true }).click();
      await page.keyboard.press("Tab");
      expect(await focusRingsCutOff(page)).toEqual([]);
      await page.keyboard.press("Escape");
    }
    await addToCart(page, "Circularium Pro");
    const drawer = await openCart(page);
    await animationsFinished(drawer);
    await page.keyboard.press("Tab");
    expect(await focusRingsCutOff(page)).toEqual([]);
  });

  /** Buttons and button-like links drawn by their background alone, on each kind of page. */
  const FILLED_CONTROLS: readonly {
    path: string;
    control: (page: Page) => Locator;
  }[] = [
    {
      path: "/",
      control: (page) => page.getByRole("link", { name: "Shop Now" }),
    },
    {
      path: "/",
      control: (page) =>
        page
          .getByRole("article", { name: "Circularium Pro" })
          .getByRole("button", { name: "Add to Cart" }),
    },
    {
      path: "/warranty",
      control: (page) => page.getByRole("button", { name: "Request RMA" }),
    },
    {
      path: "/help-center",
      control: (page) => page.getByRole("button", { name: "Send message" }),
    },
  ];

  test("in forced colours, which drop backgrounds, filled buttons keep an edge @mobile", async ({
    page,
    browserName,
    visit,
  }) => {
    test.skip(browserName !== "chromium", CHROMIUM_ONLY.forcedColors);
    await page.emulateMedia({ forcedColors: "active" });
    for (const { path, control } of FILLED_CONTROLS) {
      await visit(path);
      await expect(control(page)).toHaveCSS("border-top-style", "solid");
      await expect(control(page)).toHaveCSS("border-top-width", "1px");
    }
  });

  test("in forced colours, the cart's count keeps its badge, where it ran into the bag's handle @mobile", async ({
    page,
    browserName,
    visit,
  }) => {
    test.skip(browserName !== "chromium", CHROMIUM_ONLY.forcedColors);
    await page.emulateMedia({ forcedColors: "active" });
    await visit("/");
    await addToCart(page, "Circularium Nano");
    // The count is drawn for the eye; the button's name says it for a screen reader.
    const badge = cartButton(page).getByText("1", { exact: true });
    await expect(badge).toHaveCSS("border-top-style", "solid");
    await expect(badge).toHaveCSS("border-top-width", "1px");
  });

  test("in forced colours, the drawer keeps an edge and the faint rings behind headings go @mobile", async ({
    page,
    browserName,
    visit,
  }) => {
    test.skip(browserName !== "chromium", CHROMIUM_ONLY.forcedColors);
    await page.emulateMedia({ forcedColors: "active" });
    await visit("/warranty");
    // Drawn at 5 % white, they came out as solid white arcs across the page's title.
    const decoration = page.locator("main header > div[aria-hidden='true']");
    await expect(decoration).toHaveCount(1);
    await expect(decoration).toBeHidden();
    const drawer = await openCart(page);
    await expect(drawer).toHaveCSS("border-left-style", "solid");
  });

  test("in forced colours, a product's placeholder image loses its heavy ring, and its labels keep their pills @mobile", async ({
    page,
    browserName,
    visit,
  }) => {
    test.skip(browserName !== "chromium", CHROMIUM_ONLY.forcedColors);
    await page.emulateMedia({ forcedColors: "active" });
    await visit("/");
    const card = page.getByRole("article", { name: "Circularium Pro" });
    // Drawn in white at 60 %, the ring came out as a solid black circle across the image.
    const ring = card.locator("div[aria-hidden='true'].rounded-full").first();
    await expect(ring).toHaveCount(1);
    await expect(ring).toBeHidden();
    for (const label of [
      card.getByText("Save $100"),
      card.getByText("Coming Soon"),
    ]) {
      await expect(label).toHaveCSS("border-top-style", "solid");
      await expect(label).toHaveCSS("border-top-width", "1px");
    }
  });

  test("in forced colours, the shopper's chat messages keep their bubble, as the bot's do @mobile", async ({
    page,
    browserName,
    visit,
  }) => {
    test.skip(browserName !== "chromium", CHROMIUM_ONLY.forcedColors);
    await page.emulateMedia({ forcedColors: "active" });
    await visit("/help-center");
    const message = page.getByRole("textbox", { name: "Type your message" });
    await typeInto(message, "Hello");
    await message.press("Enter");
    const log = page.getByRole("log");
    for (const text of ["Hello", /^Hi, I'm Aqua Support Bot/]) {
      // The bubble: the message's paragraph sits right inside it.
      const bubble = log.getByText(text).locator("xpath=../..");
      await expect(bubble).toHaveCSS("border-top-style", "solid");
      await expect(bubble).toHaveCSS("border-top-width", "1px");
    }
  });

  test("with reduced motion, the toast and the cart drawer appear without sliding in @mobile", async ({
    page,
    browserName,
    visit,
  }) => {
    test.skip(browserName !== "chromium", CHROMIUM_ONLY.reducedMotion);
    /** How long the element's entrance animation lasts, in milliseconds. */
    const entranceMs = (element: Locator) =>
      element.evaluate((node) => {
        const duration = getComputedStyle(node).animationDuration;
        return parseFloat(duration) * (duration.endsWith("ms") ? 1 : 1000);
      });
    for (const reducedMotion of ["no-preference", "reduce"] as const) {
      await page.emulateMedia({ reducedMotion });
      await visit("/");
      const entrances = [];
      await addToCart(page, "Circularium Pro");
      entrances.push(await entranceMs(toasts(page)));
      entrances.push(await entranceMs(await openCart(page)));
      for (const entrance of entrances) {
        if (reducedMotion === "reduce")
          expect(entrance, reducedMotion).toBeLessThanOrEqual(1);
        else expect(entrance, reducedMotion).toBeGreaterThanOrEqual(200);
      }
    }
  });

  for (const { path, control, toast: kind } of [
    { path: "/", control: "Add to Cart", toast: "the added-to-cart toast" },
    {
      path: "/warranty",
      control: "Request RMA",
      toast: "the RMA toast and its action",
    },
  ]) {
    test(`Tab never lands on a control hidden under ${kind} (WCAG 2.4.11) @mobile`, async ({
      page,
      visit,
    }) => {
      // Time stands still, so the toast stays for as many Tabs as it takes.
      await visit(path, { pausedClock: true });
      await page.getByRole("button", { name: control }).first().press("Enter");
      const toast = toasts(page);
      await expect(toast).toBeVisible();
      await animationsFinished(toast);
      const toastBox = await toast.boundingBox();
      // Down the rest of the page to the footer's products: the room below the page's last rows
      // is all there is, so its very last links may still share the bottom with a toast.
      const lastStop = footerLink(page, "Circularium Deluxe");
      const hidden: string[] = [];
      for (
        let presses = 0;
        presses < 40 &&
        !(await lastStop.evaluate((link) => link === document.activeElement));
        presses += 1
      ) {
        await page.keyboard.press("Tab");
        const focused = page.locator(":focus");
        const box = await focused.boundingBox();
        if (
          box &&
          toastBox &&
          box.y + box.height > toastBox.y &&
          box.x < toastBox.x + toastBox.width
        )
          hidden.push(
            await focused.evaluate((node) => node.outerHTML.slice(0, 80)),
          );
      }
      await expect(lastStop).toBeFocused();
      await expect(toast).toBeVisible();
      expect(hidden).toEqual([]);
    });
  }

  for (const { path } of PAGES_BUT_HOME) {
    test(`on ${path}, scrolled a little, Tab and Shift+Tab never land under the sticky header (WCAG 2.4.11) @mobile`, async ({
      page,
      visit,
    }) => {
      await visit(path);
      /**
       * The focused control of the page's content, and whether anything covers its centre, once
       * the page has come to rest: with smooth scrolling, Firefox glides to a focused control, and
       * a loaded machine caught it mid-way, still under the header.
       */
      const focusInMain = () =>
        page.evaluate(async () => {
          const nextFrame = () =>
            new Promise((resolve) => requestAnimationFrame(resolve));
          for (let still = 0; still < 3;) {
            const before = window.scrollY;
            await nextFrame();
            still = window.scrollY === before ? still + 1 : 0;
          }
          const focused = document.activeElement;
          if (!focused || !document.querySelector("main")?.contains(focused))
            return null;
          const box = focused.getBoundingClientRect();
          const onTop = document.elementFromPoint(
            box.x + box.width / 2,
            box.y + box.height / 2,
          );
          return {
            control: focused.outerHTML.slice(0, 80),
            covered: !onTop || !focused.contains(onTop),
          };
        });
      // The first controls of the page, in its title band, sit just below the header: a short
      // scroll puts them beneath it.
      await page.mouse.wheel(0, 80);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(80);
      const reached: { control: string; covered: boolean }[] = [];
      const keys = [
        ...Array<string>(12).fill("Tab"),
        ...Array<string>(12).fill("Shift+Tab"),
      ];
      for (const key of keys) {
        await page.keyboard.press(key);
        const focus = await focusInMain();
        if (focus) reached.push(focus);
      }
      expect(reached.length, "controls of the page reached").toBeGreaterThan(0);
      expect(reached.filter(({ covered }) => covered)).toEqual([]);
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
