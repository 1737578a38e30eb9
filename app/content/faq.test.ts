import { expect, it } from "vitest";
import { FAQ } from "./faq";
import { WARRANTY } from "./policies";

// The answers are written as sentences, not put together from policies.ts; this keeps them in
// step with it, and with the FAQ's structured data, which search engines read.

const TERM = /(\d+)-(year|month) limited warranty/;

it("names each model with the warranty term policies.ts gives it", () => {
  const sentences = FAQ.entries
    .flatMap(({ answer }) => answer.split(". "))
    .filter((sentence) => TERM.test(sentence));
  expect(sentences.length).toBeGreaterThan(0);

  const named = new Set<string>();
  for (const sentence of sentences) {
    const [, count = "", unit = ""] = TERM.exec(sentence) ?? [];
    const term = `${count} ${unit}${count === "1" ? "" : "s"}`;
    const models = WARRANTY.coverage
      .filter(({ model }) => sentence.includes(model))
      .map(({ model }) => model);
    expect(models, sentence).toEqual(
      WARRANTY.coverage
        .filter((coverage) => coverage.term === term)
        .map(({ model }) => model),
    );
    for (const model of models) named.add(model);
  }
  expect([...named].sort()).toEqual(
    WARRANTY.coverage.map(({ model }) => model).sort(),
  );
});
