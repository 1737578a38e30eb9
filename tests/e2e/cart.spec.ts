import type { Locator, Page } from "@playwright/test";
import {
  addToCart,
  cartButton,
  cartDrawer,
  cartLine,
  cartTotal,
  openCart,
} from "./support/cart";
import {
  expect,
  test,
  waitForHydration,
  CHROMIUM_ONLY,
} from "./support/fixtures";
import {
  animationsFinished,
  expectFocusRingOnScreen,
  expectOnTop,
  setBrowserTextSize,
} from "./support/on-screen";
import { footerLink, homeSections } from "./support/sections";
import { PRODUCTS, type ProductName } from "./support/spec-data";
import {
  expectAddedToast,
  expectPlaceholderToast,
  toasts,
} from "./support/toasts";

async function closeCart(page: Page) {
  await cartDrawer(page).getByRole("button", { name: "Close cart" }).click();
  await expect(cartDrawer(page)).toBeHidden();
}

const EVERY_PRODUCT = PRODUCTS.map(({ name }) => name);

/** Puts one of each product in the cart and opens it: a cart taller than a small screen. */
async function openCartWithEveryProduct(page: Page) {
  for (const name of EVERY_PRODUCT) await addToCart(page, name);
  return openCart(page);
}

/** The line's quantity, as it reads: "Quantity 2". */
const quantityOf = (drawer: Locator, name: ProductName) =>
  cartLine(drawer, name).getByRole("status");

const step = (drawer: Locator, name: ProductName, direction: "+" | "-") =>
  drawer.getByRole("button", {
    name: `${direction === "+" ? "Increase" : "Decrease"} quantity of ${name}`,
  });

declare global {
  interface Window {
    e2eDrawerLefts?: number[];
  }
}

/** Records the drawer's left edge on every frame it is in the page; returns a reader. */
async function recordDrawerLefts(page: Page) {
  await page.evaluate(() => {
    const lefts: number[] = [];
    window.e2eDrawerLefts = lefts;
    const sample = () => {
      const drawer = document.querySelector("[role=dialog]");
      if (drawer) lefts.push(drawer.getBoundingClientRect().left);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  return () => page.evaluate(() => window.e2eDrawerLefts ?? []);
}

test.describe("cart", () => {
  test("a new product enters the cart with quantity 1 @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/");
    await addToCart(page, "Circularium Pro");
    await expect(cartButton(page)).toHaveAccessibleName("Open cart, 1 item");

    const drawer = await openCart(page);
    await expect(drawer.getByRole("listitem")).toHaveCount(1);
    const line = cartLine(drawer, "Circularium Pro");
    await expect(line.getByRole("heading")).toHaveText("Circularium Pro");
    await expect(line.getByText("$299", { exact: true })).toBeVisible();
    await expect(quantityOf(drawer, "Circularium Pro")).toHaveText(
      "Quantity 1",
    );
    await expect(step(drawer, "Circularium Pro", "-")).toBeVisible();
    await expect(step(drawer, "Circularium Pro", "+")).toBeVisible();
    await expect(
      line.getByRole("button", { name: "Remove Circularium Pro from cart" }),
    ).toHaveText("Remove");
    await expect(cartTotal(drawer)).toHaveText(/^Total\s*\$299$/);
  });

  test("adding a product already in the cart raises its quantity by 1", async ({
    page,
    visit,
  }) => {
    await visit("/");
    await addToCart(page, "Circularium Pro");
    await toasts(page)
      .getByRole("button", { name: "Close notification" })
      .click();
    await expect(toasts(page)).toHaveCount(0);
    await addToCart(page, "Circularium Pro");
    // Announced again: the shopper sees the second tap do something.
    await expectAddedToast(page, "Circularium Pro");
    await expect(cartButton(page)).toHaveAccessibleName("Open cart, 2 items");
    await expect(cartButton(page)).toHaveText("2");

    const drawer = await openCart(page);
    await expect(drawer.getByRole("listitem")).toHaveCount(1);
    await expect(quantityOf(drawer, "Circularium Pro")).toHaveText(
      "Quantity 2",
    );
    await expect(cartTotal(drawer)).toHaveText(/^Total\s*\$598$/);
  });

  test("the total is the sum of price times quantity, the badge the sum of quantities", async ({
    page,
    visit,
  }) => {
    await visit("/");
    await addToCart(page, "Circularium Pro");
    await addToCart(page, "Circularium Nano");
    await addToCart(page, "Circularium Pro");
    await expect(cartButton(page)).toHaveAccessibleName("Open cart, 3 items");
    await expect(cartButton(page)).toHaveText("3");

    let drawer = await openCart(page);
    await expect(drawer.getByRole("listitem")).toHaveCount(2);
    await expect(quantityOf(drawer, "Circularium Pro")).toHaveText(
      "Quantity 2",
    );
    await expect(quantityOf(drawer, "Circularium Nano")).toHaveText(
      "Quantity 1",
    );
    // Each line shows the product's price, whatever its quantity.
    await expect(
      cartLine(drawer, "Circularium Pro").getByText(/^\$\d/),
    ).toHaveText(["$299"]);
    // 2 × $299 + 1 × $79
    await expect(cartTotal(drawer)).toHaveText(/^Total\s*\$677$/);

    await closeCart(page);
    await addToCart(page, "Circularium Deluxe");
    await expect(cartButton(page)).toHaveAccessibleName("Open cart, 4 items");
    drawer = await openCart(page);
    // 2 × $299 + 1 × $79 + 1 × $549
    await expect(cartTotal(drawer)).toHaveText(/^Total\s*\$1,226$/);
  });

  test("plus and minus change the quantity, the total and the badge", async ({
    page,
    visit,
  }) => {
    await visit("/");
    await addToCart(page, "Circularium Nano");
    const drawer = await openCart(page);

    await step(drawer, "Circularium Nano", "+").click();
    await step(drawer, "Circularium Nano", "+").click();
    await expect(quantityOf(drawer, "Circularium Nano")).toHaveText(
      "Quantity 3",
    );
    await expect(cartTotal(drawer)).toHaveText(/^Total\s*\$237$/);
    await expect(drawer.getByText("3 items", { exact: true })).toBeVisible();

    await step(drawer, "Circularium Nano", "-").click();
    await expect(quantityOf(drawer, "Circularium Nano")).toHaveText(
      "Quantity 2",
    );
    await expect(cartTotal(drawer)).toHaveText(/^Total\s*\$158$/);

    await closeCart(page);
    await expect(cartButton(page)).toHaveAccessibleName("Open cart, 2 items");
    await expect(cartButton(page)).toHaveText("2");
  });

  test("minus at quantity 1 removes the line", async ({ page, visit }) => {
    await visit("/");
    await addToCart(page, "Circularium Deluxe");
    await addToCart(page, "Circularium Nano");
    const drawer = await openCart(page);

    await step(drawer, "Circularium Deluxe", "-").click();
    await expect(cartLine(drawer, "Circularium Deluxe")).toHaveCount(0);
    await expect(drawer.getByRole("listitem")).toHaveCount(1);
    await expect(cartTotal(drawer)).toHaveText(/^Total\s*\$79$/);

    await step(drawer, "Circularium Nano", "-").click();
    await expect(drawer.getByText("Your cart is empty")).toBeVisible();
    await closeCart(page);
    await expect(cartButton(page)).toHaveAccessibleName("Open cart, empty");
    await expect(cartButton(page)).toHaveText("");
  });

  test("Remove deletes the whole line, whatever its quantity", async ({
    page,
    visit,
  }) => {
    await visit("/");
    await addToCart(page, "Circularium Pro");
    await addToCart(page, "Circularium Pro");
    await addToCart(page, "Circularium Deluxe");
    const drawer = await openCart(page);

    await drawer
      .getByRole("button", { name: "Remove Circularium Pro from cart" })
      .click();
    await expect(cartLine(drawer, "Circularium Pro")).toHaveCount(0);
    await expect(quantityOf(drawer, "Circularium Deluxe")).toHaveText(
      "Quantity 1",
    );
    await expect(cartTotal(drawer)).toHaveText(/^Total\s*\$549$/);
    await closeCart(page);
    await expect(cartButton(page)).toHaveAccessibleName("Open cart, 1 item");
  });

  test("the count of items is a status, so a screen reader hears a line leave the cart", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const drawer = await openCartWithEveryProduct(page);
    // The other statuses are the lines' quantities: bare numbers.
    const count = drawer.getByRole("status").filter({ hasText: "item" });

    await expect(count).toHaveText("3 items");
    for (const { name, left } of [
      { name: "Circularium Pro", left: "2 items" },
      { name: "Circularium Nano", left: "1 item" },
      { name: "Circularium Deluxe", left: "No items yet" },
    ]) {
      await drawer
        .getByRole("button", { name: `Remove ${name} from cart` })
        .click();
      await expect(count).toHaveText(left);
    }
  });

  test("the count on the cart button grows with the browser's text size", async ({
    page,
    browserName,
    visit,
  }) => {
    test.skip(browserName !== "chromium", CHROMIUM_ONLY.textSize);
    await setBrowserTextSize(page, 32);
    await visit("/");
    await addToCart(page, "Circularium Nano");
    await expect(cartButton(page).getByText("1", { exact: true })).toHaveCSS(
      "font-size",
      "22px",
    );
  });

  test("an empty cart says so @mobile", async ({ page, visit }) => {
    await visit("/");
    const drawer = await openCart(page);
    await expect(
      drawer.getByText("Your cart is empty", { exact: true }),
    ).toBeVisible();
    await expect(
      drawer.getByText("Add some amazing aquariums!", { exact: true }),
    ).toBeVisible();
    await expect(drawer.getByRole("listitem")).toHaveCount(0);
    await expect(
      drawer.getByRole("button", { name: "Proceed to Checkout" }),
    ).toHaveCount(0);
  });

  test("an empty cart's link to the aquariums closes the drawer and leads there, focus with it @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/warranty");
    const drawer = await openCart(page);
    await drawer.getByRole("link", { name: "Browse aquariums" }).click();

    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL("/#products");
    await expect(homeSections(page).products).toBeInViewport();
    await expect(homeSections(page).products).toBeFocused();
    // Radix gives focus back in a task of its own once the drawer has left the page: after it,
    // still.
    await page.evaluate(() => new Promise((done) => setTimeout(done)));
    await expect(homeSections(page).products).toBeFocused();
  });

  test("adding a product shows the added-to-cart toast @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/");
    await addToCart(page, "Circularium Deluxe");
    await expectAddedToast(page, "Circularium Deluxe");
  });

  test("opening the cart closes the added-to-cart toast, which would cover the checkout button @mobile", async ({
    page,
    visit,
  }) => {
    // Time stands still: the toast must go with the cart's opening, not after its 5 seconds.
    await visit("/", { pausedClock: true });
    await addToCart(page, "Circularium Pro");
    await expectAddedToast(page, "Circularium Pro");

    const drawer = await openCart(page);
    await expect(toasts(page, { behindModal: true })).toHaveCount(0);
    const checkout = drawer.getByRole("button", {
      name: "Proceed to Checkout",
    });
    // Nothing lies over it: Playwright clicks only what its pointer would reach.
    await checkout.click();
    await expectPlaceholderToast(page, { behindModal: true });
  });

  test("Proceed to Checkout shows the placeholder toast, over the drawer, closed by its own button @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/");
    await addToCart(page, "Circularium Nano");
    const drawer = await openCart(page);
    const checkout = drawer.getByRole("button", {
      name: "Proceed to Checkout",
      exact: true,
    });
    await expect(checkout).toHaveText("Proceed to Checkout");
    await checkout.click();
    await expectPlaceholderToast(page, { behindModal: true });

    const toast = toasts(page, { behindModal: true });
    await animationsFinished(toast);
    await expectOnTop(toast);
    // A click on the toast is the toast's, not one on the backdrop that would close the drawer.
    await toast
      .getByRole("button", { name: "Close notification", includeHidden: true })
      .click();
    await expect(toast).toHaveCount(0);
    // Open, not closing: a drawer sliding out is still visible.
    await expect(drawer).toHaveAttribute("data-state", "open");
  });

  test("the close button closes the drawer and focus returns to the cart button", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const drawer = await openCart(page);
    await drawer.getByRole("button", { name: "Close cart" }).click();
    await expect(drawer).toBeHidden();
    await expect(cartButton(page)).toBeFocused();
  });

  test("opening and closing the drawer leave the page scrolled where it was @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/");
    await addToCart(page, "Circularium Deluxe");
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo, "scrolled down to the last card").toBeGreaterThan(500);
    for (const close of ["the close button", "Escape"]) {
      const drawer = await openCart(page);
      expect(await page.evaluate(() => window.scrollY), "open").toBe(
        scrolledTo,
      );
      if (close === "Escape") await page.keyboard.press("Escape");
      else await drawer.getByRole("button", { name: "Close cart" }).click();
      await expect(drawer).toBeHidden();
      await expect(cartButton(page)).toBeFocused();
      expect(await page.evaluate(() => window.scrollY), close).toBe(scrolledTo);
    }
  });

  test("a click or a tap on the backdrop closes the drawer and focus returns to the cart button @mobile", async ({
    page,
    visit,
    hasTouch,
    browserName,
  }) => {
    await visit("/");
    const drawer = await openCart(page);
    // Where it rests, once it has slid in.
    await animationsFinished(drawer);
    const box = await drawer.boundingBox();
    // Even on a phone, a strip of the dimmed page stays in sight left of the drawer, for a finger.
    expect(
      box?.x,
      "backdrop visible left of the drawer",
    ).toBeGreaterThanOrEqual(40);
    const backdrop = { x: (box?.x ?? 0) / 2, y: 450 };
    // Playwright's tap reaches no page in Firefox (over WebDriver BiDi): a click there.
    await (hasTouch && browserName === "chromium"
      ? page.touchscreen.tap(backdrop.x, backdrop.y)
      : page.mouse.click(backdrop.x, backdrop.y));
    await expect(drawer).toBeHidden();
    await expect(cartButton(page)).toBeFocused();
  });

  test("Escape closes the drawer and focus returns to the cart button @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/");
    await addToCart(page, "Circularium Pro");
    const drawer = await openCart(page);
    // Pressed once the drawer has taken focus, as a keyboard user does. Radix listens for Escape
    // on the drawer only once it counts it as the top layer, a render or two after it shows; an
    // Escape sent in the frame it showed went to the toast fading out beneath (once in CI).
    await expect(
      drawer.getByRole("button", { name: "Close cart" }),
    ).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(cartButton(page)).toBeFocused();
  });

  test("closed with a click, the drawer slides out to the right @mobile", async ({
    page,
    visit,
    viewport,
  }) => {
    await visit("/");
    const drawer = await openCart(page);
    await animationsFinished(drawer);
    const restingLeft = (await drawer.boundingBox())?.x ?? 0;
    const drawerLefts = await recordDrawerLefts(page);
    await drawer.getByRole("button", { name: "Close cart" }).click();
    await expect(drawer).toBeHidden();
    const lefts = await drawerLefts();
    // (A loaded machine can skip frames, but not the whole 200 ms.)
    expect(
      lefts.filter(
        (left) => left > restingLeft && left < (viewport?.width ?? 0),
      ),
      "the drawer seen on its way out, right of where it rested",
    ).not.toHaveLength(0);
  });

  for (const key of ["Escape", "Enter"]) {
    test(`closed from the keyboard (${key}), the drawer leaves at once: the next key is not lost while it slides out @mobile`, async ({
      page,
      visit,
    }) => {
      await visit("/");
      await cartButton(page).focus();
      await page.keyboard.press("Enter");
      const drawer = cartDrawer(page);
      const close = drawer.getByRole("button", { name: "Close cart" });
      await expect(close).toBeFocused();
      await animationsFinished(drawer);
      const restingLeft = (await drawer.boundingBox())?.x ?? 0;
      const drawerLefts = await recordDrawerLefts(page);

      // Enter on the close button, which has focus, or Escape.
      await page.keyboard.press(key);
      await expect(cartButton(page)).toBeFocused();
      await expect(drawer).toHaveCount(0);
      expect(
        (await drawerLefts()).filter((left) => left > restingLeft),
        "the drawer seen on its way out",
      ).toEqual([]);
      // Nor is the page held: it scrolls at the next key, and the cart opens again at Enter.
      const scrolledTo = await page.evaluate(() => window.scrollY);
      await page.keyboard.press("PageDown");
      await expect
        .poll(() => page.evaluate(() => window.scrollY))
        .toBeGreaterThan(scrolledTo);
      await page.keyboard.press("Enter");
      await expect(close).toBeFocused();
    });
  }

  test("Escape pressed twice, quickly, over a toast on the open drawer closes the toast, then the drawer @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/");
    await addToCart(page, "Circularium Pro");
    const drawer = await openCart(page);
    await drawer.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expectPlaceholderToast(page, { behindModal: true });
    // As fast as a hand presses a key twice: well within the toast's 150 ms fade.
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await expect(toasts(page, { behindModal: true })).toHaveCount(0);
    await expect(drawer).toBeHidden();
    await expect(cartButton(page)).toBeFocused();
  });

  test("a line removed from the keyboard leaves focus where it was: the next Tab reaches the line after it @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const drawer = await openCartWithEveryProduct(page);

    const nextTab = async (reaches: Locator) => {
      await page.keyboard.press("Tab");
      await expect(reaches).toBeFocused();
    };
    const press = (name: string) =>
      drawer.getByRole("button", { name }).press("Enter");

    // Remove, on the first line: the next Tab is the first control of the line after it.
    await press("Remove Circularium Pro from cart");
    const decreaseNano = drawer.getByRole("button", {
      name: "Decrease quantity of Circularium Nano",
    });
    await nextTab(decreaseNano);

    // − down to 0, on the last line: the line before it.
    await press("Decrease quantity of Circularium Deluxe");
    await expect(cartLine(drawer, "Circularium Deluxe")).toHaveCount(0);
    await nextTab(decreaseNano);

    // The last line: the empty cart's way back to the products.
    await press("Remove Circularium Nano from cart");
    await expect(drawer.getByText("Your cart is empty")).toBeVisible();
    await nextTab(drawer.getByRole("link", { name: "Browse aquariums" }));
  });

  test("on a short screen (zoomed in to 400 %), the drawer scrolls as a whole and shows what the keyboard focuses, its focus ring whole", async ({
    page,
    visit,
  }) => {
    await page.setViewportSize({ width: 320, height: 256 });
    await visit("/");
    const drawer = await openCartWithEveryProduct(page);
    // Each line shows whole: the lines have no scrolling box of their own, cut to a sliver.
    for (const name of EVERY_PRODUCT) {
      const line = cartLine(drawer, name);
      await line.scrollIntoViewIfNeeded();
      await expect(line, name).toBeInViewport({ ratio: 1 });
    }
    // Round the panel's ends from the keyboard, each control focused comes into sight.
    await drawer.getByRole("button", { name: "Close cart" }).focus();
    await page.keyboard.press("Shift+Tab");
    const checkout = drawer.getByRole("button", {
      name: "Proceed to Checkout",
    });
    await expect(checkout).toBeFocused();
    await expectFocusRingOnScreen(checkout);
    await page.keyboard.press("Tab");
    const close = drawer.getByRole("button", { name: "Close cart" });
    await expect(close).toBeFocused();
    await expectFocusRingOnScreen(close);
  });

  test("on a small phone held upright, the total and Proceed to Checkout stay in sight over a long cart, and never cover what the keyboard focuses @mobile", async ({
    page,
    visit,
  }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await visit("/");
    const drawer = await openCartWithEveryProduct(page);
    const checkout = drawer.getByRole("button", {
      name: "Proceed to Checkout",
    });
    await expect(checkout).toBeInViewport({ ratio: 1 });
    await expect(cartTotal(drawer)).toBeInViewport({ ratio: 1 });

    // Tab through every line's controls, as they scroll up beneath the footer.
    const lineControls = EVERY_PRODUCT.length * 3;
    for (let press = 0; press < lineControls; press++) {
      await page.keyboard.press("Tab");
      const focused = drawer.locator(":focus");
      await expect(focused).not.toHaveAccessibleName("Proceed to Checkout");
      await expectFocusRingOnScreen(focused);
      // Without scrolling it: what the browser finds at its centre is the control itself.
      expect(
        await focused.evaluate((control) => {
          const { x, y, width, height } = control.getBoundingClientRect();
          return control.contains(
            document.elementFromPoint(x + width / 2, y + height / 2),
          );
        }),
        `${await focused.getAttribute("aria-label")} uncovered`,
      ).toBe(true);
      await expect(checkout).toBeInViewport({ ratio: 1 });
    }
  });

  test("the browser's Back with the drawer open closes it on the way back @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/");
    await footerLink(page, "Warranty").click();
    await expect(page).toHaveURL("/warranty");
    const drawer = await openCart(page);

    await page.goBack();
    await expect(page).toHaveURL("/");
    await expect(drawer).toBeHidden();
    // Forward, to the page it was open on, finds it closed.
    await page.goForward();
    await expect(page).toHaveURL("/warranty");
    await expect(drawer).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL("/");
    // Nothing of the drawer's modal layer is left: the page scrolls and takes clicks.
    await page.mouse.wheel(0, 600);
    await expect
      .poll(() => page.evaluate(() => window.scrollY))
      .toBeGreaterThan(0);
    await openCart(page);
  });

  test("opening the drawer moves nothing of the page sideways, where a scrollbar takes room", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const scrollbar = await page.evaluate(
      () => window.innerWidth - document.documentElement.clientWidth,
    );
    // Held from before: once the drawer is open, the page is hidden from the accessibility tree.
    const heading = await page
      .getByRole("heading", { level: 1 })
      .elementHandle();
    const left = () =>
      heading.evaluate((element) => element.getBoundingClientRect().left);
    const before = await left();
    await openCart(page);
    expect(await left(), `with a ${scrollbar} px scrollbar`).toBe(before);
  });

  test("the page behind the open drawer stays put, and scrolls again once it closes @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const scrollTop = () => page.evaluate(() => window.scrollY);
    const afterTwoFrames = () =>
      page.evaluate(
        () =>
          new Promise((done) =>
            requestAnimationFrame(() => requestAnimationFrame(done)),
          ),
      );
    const drawer = await openCart(page);
    const before = await scrollTop();
    // The keys that scroll a page, pressed with focus in the drawer, and a wheel over the backdrop.
    await page.keyboard.press("PageDown");
    await page.keyboard.press("End");
    await page.mouse.move(50, 450);
    await page.mouse.wheel(0, 800);
    await afterTwoFrames();
    expect(await scrollTop(), "the page scrolled behind the drawer").toBe(
      before,
    );

    await drawer.getByRole("button", { name: "Close cart" }).click();
    await expect(drawer).toBeHidden();
    await page.keyboard.press("PageDown");
    await expect.poll(scrollTop).toBeGreaterThan(before);
  });

  test("focus stays inside the open drawer", async ({ page, visit }) => {
    await visit("/");
    await addToCart(page, "Circularium Pro");
    const drawer = await openCart(page);
    // Focus starts on the close button, first in order as on screen, and never on a control
    // that changes the cart.
    const first = drawer.getByRole("button", { name: "Close cart" });
    const last = drawer.getByRole("button", { name: "Proceed to Checkout" });
    const inOrder = [
      step(drawer, "Circularium Pro", "-"),
      step(drawer, "Circularium Pro", "+"),
      drawer.getByRole("button", { name: "Remove Circularium Pro from cart" }),
      last,
      // After the last control, Tab wraps to the first.
      first,
    ];

    await expect(first).toBeFocused();
    for (let round = 0; round < 2; round += 1) {
      for (const control of inOrder) {
        await page.keyboard.press("Tab");
        await expect(control).toBeFocused();
      }
    }
    // And backward: Shift+Tab from the first control wraps to the last.
    await page.keyboard.press("Shift+Tab");
    await expect(last).toBeFocused();
  });

  test("the page behind the open drawer is hidden from assistive technology, and back once it closes @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/");
    await addToCart(page, "Circularium Pro");
    const behind = [
      page.getByRole("banner"),
      page.getByRole("main"),
      page.getByRole("contentinfo"),
    ];
    const drawer = await openCart(page);
    for (const landmark of behind) await expect(landmark).toHaveCount(0);

    await drawer.getByRole("button", { name: "Close cart" }).click();
    await expect(drawer).toBeHidden();
    for (const landmark of behind) await expect(landmark).toHaveCount(1);
  });

  test("the drawer slides in from the right edge, at most 28rem wide, and leaves a phone 2.5rem of the page @mobile", async ({
    page,
    visit,
    viewport,
  }) => {
    await visit("/");
    await addToCart(page, "Circularium Pro");
    // The drawer's left edge, frame by frame, from before the click.
    const drawerLefts = await recordDrawerLefts(page);
    const drawer = await openCart(page);
    const viewportWidth = viewport?.width ?? 0;
    const expectedWidth = Math.min(viewportWidth - 40, 448);

    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box && { right: box.x + box.width, width: box.width };
      })
      .toEqual({ right: viewportWidth, width: expectedWidth });
    const box = await drawer.boundingBox();
    expect(box?.y).toBe(0);
    expect(box?.height).toBe(viewport?.height);

    const lefts = await drawerLefts();
    const restingLeft = viewportWidth - expectedWidth;
    // It slides in from the right, seen on its way: a fade, a jump or a slide from the left fails.
    // (A loaded machine can show a frame without the animation, the drawer where it rests.)
    expect(
      lefts.filter((left) => left > restingLeft && left < viewportWidth),
      "the drawer seen on its way in, right of where it rests",
    ).not.toHaveLength(0);
    expect(Math.min(...lefts), "never left of where it rests").toBe(
      restingLeft,
    );
    expect(lefts.at(-1)).toBe(restingLeft);
  });

  test("a line fits the narrowest phone: Remove ends where the price does, on screen @mobile", async ({
    page,
    visit,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await visit("/");
    await addToCart(page, "Circularium Deluxe");
    const line = cartLine(await openCart(page), "Circularium Deluxe");
    const wordRight = (element: Locator) =>
      element.evaluate((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return Math.round(range.getBoundingClientRect().right);
      });
    const remove = line.getByRole("button", { name: /^Remove/ });
    const price = line.getByText("$549", { exact: true });
    await expect
      .poll(async () => (await wordRight(remove)) - (await wordRight(price)))
      .toBe(0);
    await expect(remove).toBeInViewport({ ratio: 1 });
  });

  test("every line shows the same stock image, from the site itself", async ({
    page,
    visit,
    baseURL,
  }) => {
    await visit("/");
    const drawer = await openCartWithEveryProduct(page);

    const sources = [];
    for (const name of EVERY_PRODUCT) {
      // The photo is decorative (the line's name says what it is), so its role is presentation.
      const image = cartLine(drawer, name).getByRole("presentation");
      await expect(image).toBeVisible();
      await expect
        .poll(() =>
          image.evaluate(
            (img: HTMLImageElement) => img.complete && img.naturalWidth > 0,
          ),
        )
        .toBe(true);
      sources.push(
        await image.evaluate((img: HTMLImageElement) => img.currentSrc),
      );
    }
    expect(new Set(sources).size, "one image for every line").toBe(1);
    const source = new URL(sources[0] ?? "");
    expect(source.origin, "image served by the site").toBe(
      new URL(baseURL ?? "").origin,
    );
  });

  test("the cart survives client-side navigation between pages", async ({
    page,
    visit,
  }) => {
    await visit("/");
    await addToCart(page, "Circularium Pro");
    await addToCart(page, "Circularium Nano");
    await addToCart(page, "Circularium Nano");

    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Warranty", exact: true }).click();
    await expect(page).toHaveURL("/warranty");
    await expect(cartButton(page)).toHaveAccessibleName("Open cart, 3 items");

    await footer.getByRole("link", { name: "Help Center" }).click();
    await expect(page).toHaveURL("/help-center");
    await page
      .getByRole("banner")
      .getByRole("link", { name: "Circularium home" })
      .click();
    await expect(page).toHaveURL("/");

    const drawer = await openCart(page);
    await expect(quantityOf(drawer, "Circularium Pro")).toHaveText(
      "Quantity 1",
    );
    await expect(quantityOf(drawer, "Circularium Nano")).toHaveText(
      "Quantity 2",
    );
    await expect(cartTotal(drawer)).toHaveText(/^Total\s*\$457$/);
  });

  test("a reload empties the cart", async ({ page, visit }) => {
    await visit("/");
    await addToCart(page, "Circularium Deluxe");
    await expect(cartButton(page)).toHaveAccessibleName("Open cart, 1 item");

    await page.reload();
    await waitForHydration(page);
    await expect(cartButton(page)).toHaveAccessibleName("Open cart, empty");
    const drawer = await openCart(page);
    await expect(drawer.getByText("Your cart is empty")).toBeVisible();
    await expect(cartDrawer(page).getByRole("listitem")).toHaveCount(0);
  });
});
