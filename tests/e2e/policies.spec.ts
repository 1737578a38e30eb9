import { expect, test } from "./support/fixtures";
import { PHONE_WIDTHS } from "./support/on-screen";
import { TEXTS } from "./support/spec-data";
import { linesOfNumbersWithUnits } from "./support/text";
import { expectToast } from "./support/toasts";

test.describe("warranty page", () => {
  test("shows the warranty terms @mobile", async ({ page, visit }) => {
    await visit("/warranty");
    const main = page.getByRole("main");
    const termOf = (model: string) =>
      main.getByRole("row").filter({ hasText: model }).getByRole("cell");

    await expect(termOf("Circularium Deluxe")).toContainText(/\b2[- ]years?\b/);
    await expect(termOf("Circularium Pro")).toContainText(/\b6[- ]months?\b/);
    await expect(termOf("Circularium Nano")).toContainText(/\b6[- ]months?\b/);
    // Each model's term is a limited warranty: the column says so for every row.
    await expect(
      main.getByRole("columnheader", { name: "Limited warranty", exact: true }),
    ).toBeVisible();
    await expect(main).toContainText(
      /defects in materials and workmanship under normal use/i,
    );
    await expect(main).toContainText(/non-transferable/i);
    await expect(main).toContainText(/original purchaser only/i);
    await expect(main).toContainText(/claim[^.]*(through|via) an RMA/i);
  });

  test("each term stays on one line at every phone width", async ({
    page,
    visit,
  }) => {
    await visit("/warranty");
    const terms = page.getByRole("main").getByRole("cell");
    await expect(terms).toHaveCount(3);
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const term of await terms.all()) {
        const [drawn] = await linesOfNumbersWithUnits(term);
        expect(drawn?.lines, `${drawn?.text} at ${width} px`).toBe(1);
      }
    }
  });

  test("Request RMA shows the RMA toast", async ({ page, visit }) => {
    await visit("/warranty");
    await page.getByRole("button", { name: "Request RMA" }).click();
    await expectToast(page, TEXTS.rmaToast.title, TEXTS.rmaToast.description);
  });
});

test.describe("returns page", () => {
  test("shows the return terms @mobile", async ({ page, visit }) => {
    await visit("/returns");
    const main = page.getByRole("main");

    await expect(main).toContainText(
      /30 days (from|of) (the )?delivery( date)?[^.]*full refund/i,
    );
    await expect(main).toContainText(
      /original condition and (in its original )?packaging/i,
    );
    await expect(main).toContainText(
      /RMA number is required before any return/i,
    );
    await expect(main).toContainText(/returns without one are not accepted/i);
    await expect(main).toContainText(/after 30 days,? no refunds/i);
    await expect(main).toContainText(
      /replacement units or parts[^.]*under warranty/i,
    );
  });

  test("Start a Return shows the RMA toast", async ({ page, visit }) => {
    await visit("/returns");
    await page.getByRole("button", { name: "Start a Return" }).click();
    await expectToast(page, TEXTS.rmaToast.title, TEXTS.rmaToast.description);
  });
});
