import { expect, test } from "./support/fixtures";
import { ROUTES } from "./support/spec-data";

/*
 * The headers as the browser reads them (docs/decisions/128-every-header-on-every-host.md); what
 * each host sends is tests/http's.
 */

for (const { path } of ROUTES) {
  test(`${path} is cross-origin isolated, and the browser has nothing to say of its headers`, async ({
    page,
    visit,
  }) => {
    // A name the browser does not know, or a policy it cannot parse, is only a warning.
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await visit(path);
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
    expect(warnings).toEqual([]);
  });
}

test("the Permissions-Policy denies every feature the browser knows, but cross-origin isolation", async ({
  page,
  visit,
  browserName,
}) => {
  test.skip(
    browserName !== "chromium",
    "document.featurePolicy is Chromium's alone: Firefox ESR 153 reads no Permissions-Policy header",
  );
  await visit("/");
  const policy = await page.evaluate(() => {
    const { featurePolicy } = document as Document & {
      featurePolicy: { features(): string[]; allowedFeatures(): string[] };
    };
    return {
      known: featurePolicy.features().length,
      allowed: featurePolicy.allowedFeatures(),
    };
  });
  // A feature a new Chromium brings is allowed until the policy names it: this fails then.
  expect(policy.known).toBeGreaterThan(1);
  expect(policy.allowed).toEqual(["cross-origin-isolated"]);
});
