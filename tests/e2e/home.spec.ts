import { expect, test } from "./support/fixtures";
import {
  expectScrolledTo,
  recordScrollPositions,
} from "./support/navigation-checks";
import { expectOnTop, pageCentre, PHONE_WIDTHS } from "./support/on-screen";
import { homeSections } from "./support/sections";
import { PRODUCTS } from "./support/spec-data";
import { linesOf, linesOfNumbersWithUnits } from "./support/text";
import { expectPlaceholderToast } from "./support/toasts";

test.describe("home page", () => {
  test("shows the hero, the features, the product grid and the call to action, in that order @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const sections = homeSections(page);
    const regions = page.getByRole("main").getByRole("region");

    await expect(regions).toHaveCount(4);
    await expect(regions.nth(0)).toContainText("Shop Now");
    await expect(regions.nth(1)).toContainText("Self-Cleaning");
    await expect(regions.nth(2)).toContainText("Circularium Pro");
    await expect(regions.nth(3)).toContainText("Shop Collection");

    const tops = [];
    for (const section of Object.values(sections)) {
      await expect(section).toBeVisible();
      tops.push((await section.boundingBox())?.y ?? Number.NaN);
    }
    expect(tops, "sections laid out top to bottom").toEqual(
      [...tops].sort((a, b) => a - b),
    );
  });

  test("hero Shop Now scrolls smoothly to the products", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const shopNow = homeSections(page).hero.getByRole("link", {
      name: "Shop Now",
    });
    await expect(shopNow).toHaveAttribute("href", "/#products");

    const scrollPositions = await recordScrollPositions(page);
    await shopNow.click();

    await expect(page).toHaveURL("/#products");
    await expectScrolledTo(page, homeSections(page).products);
    const passed = await scrollPositions();
    expect(
      passed.length,
      `a smooth scroll passes through positions on its way: ${passed.join(", ")}`,
    ).toBeGreaterThan(3);
  });

  test("hero Learn More shows the placeholder toast", async ({
    page,
    visit,
  }) => {
    await visit("/");
    await homeSections(page)
      .hero.getByRole("button", { name: "Learn More" })
      .click();
    await expectPlaceholderToast(page);
  });

  test("features section shows the four features", async ({ page, visit }) => {
    await visit("/");
    const features = homeSections(page).features;
    await expect(features.getByRole("heading", { level: 3 })).toHaveText([
      "Self-Cleaning",
      "Fully 3D Printed",
      "Active Filtering",
      "Assembled in USA",
    ]);
  });

  test("a size such as 22-gallon stays on one line at every phone width", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const lead = homeSections(page).features.getByText(
      /^Four ideas shape every Circularium/,
    );
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      expect(await linesOfNumbersWithUnits(lead), `at ${width} px`).toEqual([
        { text: "3.5-gallon", lines: 1 },
        { text: "22-gallon", lines: 1 },
      ]);
    }
  });

  test("the line above the hero's title breaks between its phrases, never inside one", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const hero = homeSections(page).hero;
    const phrases = ["Self-cleaning", "3D printed", "Assembled in USA"].map(
      (phrase) => hero.getByText(phrase, { exact: true }),
    );
    for (const width of [...PHONE_WIDTHS, 768, 834, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const phrase of phrases) {
        expect(await linesOf(phrase), `at ${width} px`).toBe(1);
      }
    }
  });

  test("product grid shows one card per product", async ({ page, visit }) => {
    await visit("/");
    const cards = homeSections(page).products.getByRole("article");
    await expect(cards).toHaveCount(PRODUCTS.length);
    await expect(cards.getByRole("heading")).toHaveText(
      PRODUCTS.map(({ name }) => name),
    );
  });

  for (const product of PRODUCTS) {
    test(`${product.name} card shows every field of the product table`, async ({
      page,
      visit,
    }) => {
      await visit("/");
      const card = page.getByRole("article", { name: product.name });
      const rating = product.rating.toFixed(1);

      await expect(
        card.getByRole("heading", { name: product.name }),
      ).toBeVisible();
      const stars = card.getByRole("img", { name: `Rated ${rating} out of 5` });
      await expect(stars).toBeVisible();
      await expect(card.getByText(rating, { exact: true })).toBeVisible();
      await expect(
        card.getByText(new RegExp(`\\b${product.reviews} reviews\\b`)),
      ).toBeVisible();

      await expect(
        card.getByText(`$${product.price}`, { exact: true }),
      ).toBeVisible();
      const originalPrice = card.getByRole("deletion");
      await expect(originalPrice).toBeVisible();
      await expect(originalPrice).toContainText(`$${product.originalPrice}`);
      await expect(originalPrice).toHaveCSS(
        "text-decoration-line",
        "line-through",
      );
      const saving = card.getByText(
        `Save $${product.originalPrice - product.price}`,
        { exact: true },
      );
      await expect(saving).toBeVisible();
      await expectOnTop(saving);
      // Shown on the image, above the heading, but read after the prices: a screen reader that
      // jumps to the product's heading reads on from there.
      expect(
        await originalPrice.evaluate(
          (node, later) =>
            node.compareDocumentPosition(later) &
            Node.DOCUMENT_POSITION_FOLLOWING,
          await saving.elementHandle(),
        ),
      ).toBeTruthy();

      // The spec's words, each item starting with a capital as list items do ("LED" stays "LED").
      await expect(card.getByRole("list").getByRole("listitem")).toHaveText(
        product.features.map(
          (feature) => feature.charAt(0).toUpperCase() + feature.slice(1),
        ),
      );
      await expect(
        card.getByText("Coming Soon", { exact: true }),
      ).toBeVisible();
      // Its visible words, and the product for a list of buttons or a voice command.
      const add = card.getByRole("button", { name: /^Add to Cart/ });
      await expect(add).toBeVisible();
      await expect(add).toHaveText("Add to Cart");
      await expect(add).toHaveAccessibleName(`Add to Cart ${product.name}`);
    });

    test(`${product.name} card reads its rating, reviews and prices to a screen reader as it shows them`, async ({
      page,
      visit,
    }) => {
      await visit("/");
      // The digits shown are hidden from screen readers, which read words of their own instead:
      // those must say the same rating, review count, prices and saving.
      await expect(page.getByRole("article", { name: product.name }))
        .toMatchAriaSnapshot(`
        - heading "${product.name}" [level=3]
        - img "Rated ${product.rating.toFixed(1)} out of 5"
        - text: (${product.reviews} reviews)
        - paragraph:
          - text: Price $${product.price}
          - deletion: Original price $${product.originalPrice}
        - paragraph: Save $${product.originalPrice - product.price}
      `);
    });
  }

  test("the product cards sit three in a row, two from 640 px with the third centred beneath, one on a phone", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const cards = page.getByRole("article");
    const box = async (index: number) => {
      const found = await cards.nth(index).boundingBox();
      if (!found) throw new Error(`card ${index} is not shown`);
      return found;
    };
    const boxes = async () => {
      await expect(cards).toHaveCount(3);
      return Promise.all([box(0), box(1), box(2)]);
    };
    const centre = (box: { x: number; width: number }) => box.x + box.width / 2;

    await page.setViewportSize({ width: 1440, height: 900 });
    const [a, b, c] = await boxes();
    expect(new Set([a.y, b.y, c.y]).size, "one row").toBe(1);

    // A tablet, and a phone held sideways: one card a row made each placeholder taller than
    // the screen.
    for (const width of [768, 667]) {
      await page.setViewportSize({ width, height: 375 });
      const [first, second, third] = await boxes();
      expect(first.y, `${width} px`).toBe(second.y);
      expect(third.y).toBeGreaterThan(first.y + first.height);
      expect(third.width).toBeCloseTo(first.width, 0);
      expect(centre(third)).toBeCloseTo(
        (centre(first) + centre(second)) / 2,
        0,
      );
    }

    for (const width of [375, 600]) {
      await page.setViewportSize({ width, height: 800 });
      const [top, middle, bottom] = await boxes();
      expect(new Set([top.x, middle.x, bottom.x]).size, "one column").toBe(1);
      // No wider than 28rem: a full-width card at 600 px had a placeholder 420 px tall.
      expect(top.width, `${width} px`).toBeLessThanOrEqual(448);
      expect(centre(top)).toBeCloseTo(await pageCentre(page), 0);
    }
  });

  test("the feature cards share the product cards' column on a phone, and sit four in a row only from 1280 px, two before", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const features = page
      .getByRole("region", { name: "Designed to look after itself" })
      .getByRole("listitem");
    const rowsOf = async () => {
      const boxes = await Promise.all(
        (await features.all()).map((feature) => feature.boundingBox()),
      );
      return new Set(boxes.map((box) => box?.y)).size;
    };
    for (const { width, rows } of [
      { width: 1440, rows: 1 },
      { width: 1280, rows: 1 },
      { width: 1024, rows: 2 },
      { width: 640, rows: 2 },
      { width: 600, rows: 4 },
    ]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await rowsOf(), `${width} px`).toBe(rows);
    }
    for (const width of [375, 600]) {
      await page.setViewportSize({ width, height: 800 });
      const feature = await features.first().boundingBox();
      const product = await page.getByRole("article").first().boundingBox();
      expect(feature?.x, `${width} px`).toBe(product?.x);
      expect(feature?.width, `${width} px`).toBe(product?.width);
    }
  });

  test("call to action Shop Collection scrolls to the products", async ({
    page,
    visit,
  }) => {
    await visit("/");
    await homeSections(page)
      .callToAction.getByRole("link", { name: "Shop Collection" })
      .click();
    await expect(page).toHaveURL("/#products");
    await expectScrolledTo(page, homeSections(page).products);
  });

  test("call to action Contact Us shows the placeholder toast", async ({
    page,
    visit,
  }) => {
    await visit("/");
    await homeSections(page)
      .callToAction.getByRole("button", { name: "Contact Us" })
      .click();
    await expectPlaceholderToast(page);
  });
});
