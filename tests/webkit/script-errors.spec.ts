import { describe, expect, test } from "vitest";
import { ROUTES } from "../e2e/support/spec-data.ts";
import { useWebKitPage } from "./support/use-webkit-page.ts";

describe("no script error in WebKit", () => {
  // Each test ends by asserting that the probe saw no error, no CSP violation included
  // (fixtures.ts).
  const page = useWebKitPage();

  for (const { path } of ROUTES) {
    test(`${path} loads and hydrates without a script error`, async () => {
      await page.visit(path);
      const probe = await page.probe();
      expect(probe?.installedBeforeApp, "the probe came first").toBe(true);
    });
  }

  // The pages' Content-Security-Policy requires Trusted Types (docs/decisions/129-trusted-types.md).
  test("markup given to the page as a string is refused, and never shows", async () => {
    await page.visit("/");
    const assigned = await page.evaluate(() => {
      try {
        document.body.innerHTML = "<p>Injected</p>";
        return "assigned";
      } catch (error) {
        return error instanceof TypeError ? "refused" : String(error);
      }
    });

    expect(assigned).toBe("refused");
    expect(await page.queryAllByText("Injected")).toEqual([]);
    // The probe saw the refusal, as it would see one of the shop's own.
    await expect
      .poll(async () => (await page.probe())?.problems)
      .toEqual([
        expect.stringMatching(
          /^CSP violation: require-trusted-types-for blocked trusted-types-sink/,
        ),
      ]);
    await page.takeProblems();
  });
});
