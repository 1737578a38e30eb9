import { expect, it } from "vitest";
import { PAGES } from "./pages";
import { RETURN_WINDOW_DAYS, WARRANTY } from "./policies";
import { BRAND } from "./site";

// The descriptions are written out, not put together from policies.ts: the code that would do it
// ships on every page, where the JavaScript budget has no room for it. These keep them in step.

it("describes the warranty with each model's term as policies.ts has it", () => {
  for (const { model, term } of WARRANTY.coverage) {
    const name = model.replace(`${BRAND} `, "");
    expect(PAGES.warranty.description).toMatch(
      new RegExp(`${term} on the [^,]*\\b${name}\\b`),
    );
  }
});

it("describes the returns with the return window as policies.ts has it", () => {
  const days = [...PAGES.returns.description.matchAll(/(\d+) days/g)].map(
    ([, count]) => Number(count),
  );
  expect(days.length).toBeGreaterThan(0);
  expect(new Set(days)).toEqual(new Set([RETURN_WINDOW_DAYS]));
});
