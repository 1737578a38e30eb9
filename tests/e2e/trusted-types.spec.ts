import type { Page } from "@playwright/test";
import { TRUSTED_TYPES_POLICIES } from "../../app/lib/trusted-types";
import { addToCart, cartButton } from "./support/cart";
import { expect, test, waitUntilInteractive } from "./support/fixtures";

/**
 * The pages' Content-Security-Policy requires Trusted Types for every script sink
 * (docs/decisions/129-trusted-types.md). Every other test fails on a violation (the fixtures):
 * these hold that the browser enforces it, and that the shop keeps working where React makes the
 * page anew.
 */

/** What the browser reported of the refusals the test caused, taken out of the page's problems. */
async function takeRefusals(pageProblems: string[], directive: string) {
  const violation = `CSP violation: ${directive} blocked`;
  await expect
    .poll(() => pageProblems.filter((problem) => problem.startsWith(violation)))
    .not.toEqual([]);
  const refusals = pageProblems.splice(0);
  // Besides the violation event, each engine logs the refusal as an error of its own.
  for (const refusal of refusals)
    expect(refusal).toMatch(
      /CSP violation|requires 'TrustedHTML'|injection sink|Trusted Types policy|TrustedTypePolicy/,
    );
  return refusals;
}

test.describe("Trusted Types", () => {
  test("markup given to the page as a string is refused, and never shows", async ({
    page,
    visit,
    pageProblems,
  }) => {
    await visit("/");
    await expect(
      page.evaluate(() => {
        document.body.innerHTML =
          '<p>Injected</p><img src="/nope" onerror="document.title = \'Injected\'">';
      }),
    ).rejects.toThrow();
    await expect(page.getByText("Injected")).toHaveCount(0);
    await expect(page).not.toHaveTitle("Injected");
    await expect(
      page.getByRole("heading", { level: 1, name: /keeps itself clean/ }),
    ).toBeVisible();
    await takeRefusals(pageProblems, "require-trusted-types-for");
  });

  test("a policy of any other name than the shop's is refused", async ({
    page,
    visit,
    pageProblems,
  }) => {
    await visit("/");
    await expect(
      page.evaluate(() => {
        window.trustedTypes?.createPolicy("anything", {
          createHTML: (html) => html,
        });
      }),
    ).rejects.toThrow();
    expect(TRUSTED_TYPES_POLICIES).not.toContain("anything");
    await takeRefusals(pageProblems, "trusted-types");
  });

  test("a page whose markup was changed before hydration is rendered anew, and works", async ({
    page,
    pageProblems,
  }) => {
    // As a browser extension or a translation may change a page before React hydrates it: React
    // then renders the whole root anew, making every element, in the browser.
    await changeHeading(page, "/", "keeps itself clean", "is changed");
    await page.goto("/");
    await waitUntilInteractive(page);

    await expect(
      page.getByRole("heading", { level: 1, name: /keeps itself clean/ }),
    ).toBeVisible();
    await addToCart(page, "Circularium Nano");
    await expect(cartButton(page)).toHaveAccessibleName("Open cart, 1 item");

    // What React reports of the hydration this test made fail, and nothing else, went wrong.
    expect(pageProblems.length).toBeGreaterThan(0);
    for (const problem of pageProblems)
      expect(problem).toMatch(/Minified React error #418/);
    pageProblems.length = 0;
  });
});

/** Serves the page with the words of its main heading changed, its headers as they were. */
async function changeHeading(
  page: Page,
  path: string,
  words: string,
  changed: string,
) {
  await page.route(path, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    expect(html).toContain(words);
    await route.fulfill({ response, body: html.replace(words, changed) });
  });
}
