import { describe, expect, test } from "vitest";
import { ROUTES } from "../e2e/support/spec-data.ts";
import { useWebKitPage } from "./support/fixtures.ts";

describe("no script error in WebKit", () => {
  // Each test ends by asserting that the probe saw no error (fixtures.ts).
  const page = useWebKitPage();

  for (const { path } of ROUTES) {
    test(`${path} loads and hydrates without a script error`, async () => {
      await page.visit(path);
      const probe = await page.probe();
      expect(probe?.installedBeforeApp, "the probe came first").toBe(true);
    });
  }
});
