import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, it } from "vitest";
import { BRAND_COLORS } from "./site";

it("gives browsers the colours the pages are drawn in", async () => {
  const css = await readFile(join(import.meta.dirname, "../app.css"), "utf8");
  const token = (name: string) =>
    new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6});`, "i").exec(css)?.[1];
  expect(BRAND_COLORS.theme).toBe(token("lagoon-900"));
  expect(BRAND_COLORS.background).toBe(token("sand"));
});
