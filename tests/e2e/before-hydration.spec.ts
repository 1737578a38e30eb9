import type { Page } from "@playwright/test";
import { addToCart, cartButton, cartDrawer } from "./support/cart";
import { expect, test, waitForHydration } from "./support/fixtures";
import { countDocumentLoads } from "./support/navigation-checks";
import { ROUTES } from "./support/spec-data";
import { expectAddedToast } from "./support/toasts";
import { typeInto } from "./support/typing";

/**
 * Opens the page with its scripts held back, as on a slow phone between the first paint and
 * hydration, and waits until the page asks for one; the returned function lets them load, and
 * waits until the page has hydrated. `scripts` narrows down which are held back; `thenRun` is
 * code run at the end of each, as they run.
 */
async function visitBeforeHydration(
  page: Page,
  path: string,
  scripts = "**/assets/*.js",
  thenRun = "",
) {
  let letScriptsLoad = () => {};
  const held = new Promise<void>((resolve) => (letScriptsLoad = resolve));
  let scriptAskedFor = () => {};
  const asked = new Promise<void>((resolve) => (scriptAskedFor = resolve));
  await page.route(scripts, async (route) => {
    scriptAskedFor();
    await held;
    if (!thenRun) return route.continue();
    const response = await route.fetch();
    await route.fulfill({
      response,
      body: `${await response.text()};${thenRun}`,
    });
  });
  // Not until the load event: Firefox holds it back for a script the page has asked for.
  await page.goto(path, { waitUntil: "commit" });
  await asked;
  return async () => {
    letScriptsLoad();
    await waitForHydration(page);
  };
}

test.describe("before the page has hydrated", () => {
  test("a tap on the cart button opens the cart once it has @mobile", async ({
    page,
  }) => {
    const hydrate = await visitBeforeHydration(page, "/");
    await cartButton(page).click();
    await hydrate();
    await expect(cartDrawer(page)).toBeVisible();
  });

  test("two taps on Add to Cart add the product once: the first did nothing to see", async ({
    page,
  }) => {
    const hydrate = await visitBeforeHydration(page, "/");
    const addPro = page
      .getByRole("article", { name: "Circularium Pro" })
      .getByRole("button", { name: "Add to Cart" });
    await addPro.click();
    await addPro.click();
    await hydrate();
    await expect(cartButton(page)).toHaveAccessibleName("Open cart, 1 item");
    await expectAddedToast(page, "Circularium Pro");
    // The page replays one tap per task: past the task after the first, still one.
    await page.evaluate(() => new Promise((done) => setTimeout(done)));
    await expect(cartButton(page)).toHaveAccessibleName("Open cart, 1 item");
  });

  test("a tap on the menu, then on Add to Cart: the product is added, and the menu left as a tap on the page leaves it, closed @mobile", async ({
    page,
    viewport,
  }) => {
    test.skip((viewport?.width ?? 0) >= 768, "the menu is for small screens");
    const hydrate = await visitBeforeHydration(page, "/");
    const menuToggle = page
      .getByRole("banner")
      .getByRole("button", { name: "Menu", exact: true });
    await menuToggle.click();
    await page
      .getByRole("article", { name: "Circularium Nano" })
      .getByRole("button", { name: "Add to Cart" })
      .click();
    await hydrate();
    await expectAddedToast(page, "Circularium Nano");
    await expect(cartButton(page)).toHaveAccessibleName("Open cart, 1 item");
    await expect(menuToggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  });

  for (const { moment, held } of [
    { moment: "before any script has run", held: undefined },
    // Every other module has loaded and run: what is left is the one that hydrates the page.
    {
      moment: "while only React Router's entry is on its way",
      held: "**/assets/entry.client-*.js",
    },
  ]) {
    test(`Enter in the chat ${moment} sends the message once the page has hydrated, and the page is not reloaded @mobile`, async ({
      page,
    }) => {
      const hydrate = await visitBeforeHydration(page, "/help-center", held);
      const documentLoads = countDocumentLoads(page);
      const message = page.getByRole("textbox", { name: "Type your message" });
      await typeInto(message, "Typed on a slow phone");
      await message.press("Enter");
      await hydrate();
      await expect(
        page.getByRole("log").getByText("Typed on a slow phone"),
      ).toBeVisible();
      await expect(message).toHaveValue("");
      expect(documentLoads()).toBe(0);
    });
  }

  // The moment React Router's entry has asked React to hydrate, and React waits on the router's
  // start-up: the entry is served with a tap at its end, as if the shopper's came just then.
  for (const { path, button, typed, done } of [
    {
      path: "/",
      button: "Add to Cart",
      typed: undefined,
      done: (page: Page) =>
        expect(cartButton(page)).toHaveAccessibleName("Open cart, 1 item"),
    },
    {
      path: "/help-center",
      button: "Send message",
      typed: "Sent as the page woke up",
      done: (page: Page) =>
        expect(
          page.getByRole("log").getByText("Sent as the page woke up"),
        ).toBeVisible(),
    },
  ]) {
    test(`${button}, tapped the moment the page starts to hydrate, is done once the page has hydrated, and the page is not reloaded`, async ({
      page,
    }) => {
      const name = JSON.stringify(button);
      const hydrate = await visitBeforeHydration(
        page,
        path,
        "**/assets/entry.client-*.js",
        `[...document.querySelectorAll("button")].find((b) => b.textContent === ${name} || b.ariaLabel === ${name}).click();`,
      );
      if (typed)
        await typeInto(
          page.getByRole("textbox", { name: "Type your message" }),
          typed,
        );
      const documentLoads = countDocumentLoads(page);
      await hydrate();
      await done(page);
      expect(documentLoads()).toBe(0);
    });
  }

  test("the text typed in the chat stays, and Enter then sends it", async ({
    page,
  }) => {
    const hydrate = await visitBeforeHydration(page, "/help-center");
    const message = page.getByRole("textbox", { name: "Type your message" });
    await typeInto(message, "Typed early");
    await hydrate();
    await expect(message).toHaveValue("Typed early");
    await message.press("Enter");
    await expect(page.getByRole("log").getByText("Typed early")).toBeVisible();
  });
});

test.describe("the first paint", () => {
  for (const { path } of ROUTES) {
    test(`${path} asks for none of its scripts before it has painted its content, then hydrates`, async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      const { painted, firstScript } = await page.evaluate(() => ({
        painted: performance.getEntriesByName("first-contentful-paint")[0]
          ?.startTime,
        firstScript: Math.min(
          ...performance
            .getEntriesByType("resource")
            .filter(({ name }) => new URL(name).pathname.endsWith(".js"))
            .map(({ startTime }) => startTime),
        ),
      }));
      // Not at the load event: headless Chromium, which paints in software, often reports it
      // before the paint it is about to make (lib/page-start.ts).
      expect(painted).toBeDefined();
      expect(firstScript).toBeGreaterThanOrEqual(painted ?? Infinity);
    });
  }

  // Firefox reports no paint for a page first painted away from its top: the page's scripts
  // start a second after its load event instead (lib/page-start.ts).
  for (const { where, open } of [
    {
      where: "reloaded where it was scrolled to",
      open: async (page: Page) => {
        await page.goto("/");
        await waitForHydration(page);
        await page
          .getByRole("article", { name: "Circularium Nano" })
          .scrollIntoViewIfNeeded();
        await page.reload();
      },
    },
    {
      where: "opened at its products (/#products)",
      open: (page: Page) => page.goto("/#products"),
    },
  ]) {
    test(`the home page ${where} hydrates: Add to Cart adds the product`, async ({
      page,
    }) => {
      await open(page);
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
      await waitForHydration(page);
      await addToCart(page, "Circularium Nano");
      await expect(cartButton(page)).toHaveAccessibleName("Open cart, 1 item");
      await expectAddedToast(page, "Circularium Nano");
    });
  }
});
