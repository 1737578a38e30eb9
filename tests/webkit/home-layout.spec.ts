import { describe, expect, test } from "vitest";
import { useWebKitPage } from "./support/use-webkit-page.ts";

describe("the home page's layout in WebKit", () => {
  const page = useWebKitPage();

  // WebKit's `text-wrap: pretty` evens out a paragraph's lines, and may add one to do it: in a
  // feature card 196 px wide, two texts took five lines where four would do.
  test("from 1280 px, where the four feature cards share a row, no card's text takes a line more than plain wrapping would", async () => {
    for (const width of [1280, 1440]) {
      await page.driver.manage().window().setRect({ width, height: 900 });
      await page.visit("/");
      const features = await page.getByRole(
        "region",
        "Designed to look after itself",
      );
      const cards = await page.queryAllByRole("listitem", undefined, {
        within: features,
      });
      expect(cards, `${width} px`).toHaveLength(4);
      for (const card of cards) {
        const { shown, plain } = await page.evaluate((item: Element) => {
          const text = item.querySelector("p") as HTMLElement;
          const lines = () => {
            const range = document.createRange();
            range.selectNodeContents(text);
            return new Set(
              [...range.getClientRects()].map(({ top }) => Math.round(top)),
            ).size;
          };
          const drawn = lines();
          text.style.textWrap = "wrap";
          const wrapped = lines();
          text.style.textWrap = "";
          return { shown: drawn, plain: wrapped };
        }, card);
        expect(shown, `${width} px`).toBeLessThanOrEqual(plain);
      }
    }
  });
});
