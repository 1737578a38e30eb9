import type { Page } from "@playwright/test";
import { expect, SAME_IN_EVERY_ENGINE, test } from "./support/fixtures";
import { PAGES_BUT_HOME } from "./support/spec-data";
import { asShown } from "./support/text";

type Node = Record<string, unknown> & { "@type": string };

/** The structured data of the page, as search engines read it. */
async function graph(page: Page): Promise<Node[]> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .allTextContents();
  return blocks.flatMap(
    (json) => (JSON.parse(json) as { "@graph": Node[] })["@graph"],
  );
}

const ofType = (nodes: Node[], type: string) =>
  nodes.filter((node) => node["@type"] === type);

test.describe(
  "structured data says what the page shows",
  SAME_IN_EVERY_ENGINE,
  () => {
    test("each Product matches its card: name, price, rating and reviews", async ({
      page,
      visit,
    }) => {
      await visit("/");
      const products = ofType(await graph(page), "Product");
      expect(products).toHaveLength(3);
      for (const product of products) {
        const card = page.getByRole("article", { name: String(product.name) });
        const offer = product.offers as { price: string };
        const rating = product.aggregateRating as {
          ratingValue: number;
          reviewCount: number;
        };
        await expect(card).toBeVisible();
        await expect(
          card.getByText(`$${Number(offer.price)}`, { exact: true }),
        ).toBeVisible();
        await expect(
          card.getByRole("img", {
            name: `Rated ${rating.ratingValue.toFixed(1)} out of 5`,
          }),
        ).toBeVisible();
        await expect(
          card.getByText(`(${rating.reviewCount} reviews)`),
        ).toBeVisible();
        const features =
          String(product.description)
            .split(": ")[1]
            ?.slice(0, -1)
            .split(", ") ?? [];
        // A description of another shape would otherwise check nothing.
        expect(features.length, String(product.description)).toBeGreaterThan(2);
        for (const feature of features) {
          await expect(
            card.getByRole("listitem").getByText(feature, { exact: true }),
          ).toBeVisible();
        }
      }
    });

    test("after a link to another page, the structured data is that page's alone", async ({
      page,
      visit,
    }) => {
      await visit("/");
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: "Warranty", exact: true })
        .click();
      await expect(page).toHaveURL("/warranty");
      await expect
        .poll(async () => ofType(await graph(page), "BreadcrumbList").length)
        .toBe(1);
      expect(ofType(await graph(page), "Product")).toEqual([]);
    });

    test("each FAQ question and answer is on the help centre page", async ({
      page,
      visit,
    }) => {
      await visit("/help-center");
      const [faq] = ofType(await graph(page), "FAQPage");
      const questions = (faq?.mainEntity ?? []) as {
        name: string;
        acceptedAnswer: { text: string };
      }[];
      expect(questions.length).toBeGreaterThan(0);
      const faqSection = page.getByRole("region", {
        name: "Frequently asked questions",
      });
      for (const question of questions) {
        await faqSection.getByText(question.name, { exact: true }).click();
        await expect(
          faqSection.getByText(asShown(question.acceptedAnswer.text)),
        ).toBeVisible();
      }
    });

    for (const { path } of PAGES_BUT_HOME) {
      test(`the breadcrumb trail of ${path} is the one the page shows`, async ({
        page,
        visit,
      }) => {
        await visit(path);
        const [trail] = ofType(await graph(page), "BreadcrumbList");
        const items = (trail?.itemListElement ?? []) as {
          name: string;
          item: string;
        }[];
        const shown = page
          .getByRole("navigation", { name: "Breadcrumb" })
          .getByRole("listitem");
        await expect(shown).toHaveText(items.map((item) => item.name));
        const [home] = items;
        await expect(shown.first().getByRole("link")).toHaveAttribute(
          "href",
          new URL(home?.item ?? "").pathname,
        );
        await expect(shown.last()).toHaveAttribute("aria-current", "page");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          items.at(-1)?.name ?? "",
        );
      });
    }
  },
);
