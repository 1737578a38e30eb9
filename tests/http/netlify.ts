import { parseAllHeaders, type Header } from "@netlify/headers-parser";
import { expect } from "@playwright/test";

/**
 * Netlify's CLI cannot serve a site offline (`netlify dev` and `netlify serve` fail without the
 * network: see the README), so `_headers` is read here by the parser Netlify's build uses
 * (@netlify/headers-parser), and each path gets what its rules give it. Netlify documents that a
 * path gets the headers of every rule it matches, but not what it sends when two of them set the
 * same header: the file never makes it choose.
 */
export async function netlifyRules() {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: ["build/client/_headers"],
    configHeaders: [],
    minimal: false,
  });
  expect(errors.map((error) => error.message)).toEqual([]);
  return headers as Header[];
}

/** The headers of every rule a path matches, each with the rules that set it. */
export function headersFor(rules: Header[], path: string) {
  const found = new Map<string, { value: string; rules: string[] }>();
  for (const rule of rules.filter(({ forRegExp }) => forRegExp.test(path)))
    for (const [name, value] of Object.entries(rule.values)) {
      const key = name.toLowerCase();
      found.set(key, {
        value,
        rules: [...(found.get(key)?.rules ?? []), rule.for],
      });
    }
  return found;
}
