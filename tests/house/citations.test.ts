import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  issueProblems,
  linkProblems,
  pathProblems,
  readRepository,
  readText,
  recordNumber,
  recordProblems,
  RECORDS_INDEX,
  repositoryOf,
  indexProblems,
  type Problem,
} from "./citations.ts";

const shown = (problems: readonly Problem[]) =>
  problems.map(({ file, line, message }) => `${file}:${line}: ${message}`);

describe("the repository's own text", () => {
  const root = join(import.meta.dirname, "../..");
  const repository = readRepository(root);
  const texts = [...repository.files].sort().flatMap((file) => {
    const text = readText(root, file);
    return text === undefined ? [] : [{ file, text }];
  });

  it("names only files and folders that exist, or, in history, says they are gone", () => {
    const problems = texts.flatMap(({ file, text }) => [
      ...pathProblems(repository, file, text),
      ...(file.endsWith(".md") ? linkProblems(repository, file, text) : []),
    ]);
    expect(shown(problems)).toEqual([]);
  });

  it("cites only decision records that exist", () => {
    const problems = texts.flatMap(({ file, text }) =>
      recordProblems(repository, file, text),
    );
    expect(shown(problems)).toEqual([]);
  });

  it("cites no issue, ticket or pull request by its number", () => {
    const problems = texts.flatMap(({ file, text }) =>
      issueProblems(file, text),
    );
    expect(shown(problems)).toEqual([]);
  });

  it("lists every record in the index, and says at a superseded one's top and there what replaced it", () => {
    const records = texts.filter(({ file }) => recordNumber(file));
    const index = texts.find(({ file }) => file === RECORDS_INDEX);
    expect(records.length).toBeGreaterThan(100);
    expect(index).toBeDefined();
    if (!index) return;
    expect(shown(indexProblems(records, index))).toEqual([]);
  });
});

/*
 * The rules on a small repository of their own. Its folders are not the real ones, so that the
 * paths below are no citations of this repository; the numbers cited are built where the
 * tests above would read them as citations.
 */
const record = (number: string, title: string) =>
  `docs/decisions/${number}-${title}.md`;
const cite = (what: string, number: number | string) => `${what} ${number}`;

describe("pathProblems", () => {
  const repository = repositoryOf(
    ["src/lib/format.ts", "src/lib/format.test.ts", "src/app.css"],
    (path) => path.startsWith("src/build/"),
  );

  it("names the file, the line and the path that does not exist", () => {
    const text = "/**\n * The list comes from src/lib/manifest.ts.\n */\n";
    expect(shown(pathProblems(repository, "src/app.ts", text))).toEqual([
      "src/app.ts:2: names src/lib/manifest.ts, which does not exist",
    ]);
  });

  it("takes files and folders that exist, globs that match and placeholders", () => {
    const text = [
      "`src/lib/format.ts`, src/lib/ and src/lib.",
      "Tests: src/**/*.test.{ts,tsx}; pages in src/lib/<name>.ts, or src/lib/form….",
    ].join("\n");
    expect(pathProblems(repository, "README.md", text)).toEqual([]);
  });

  it("holds a glob or a placeholder to matching something", () => {
    const text = "src/**/*.spec.ts and src/pages/<name>.tsx";
    expect(shown(pathProblems(repository, "README.md", text))).toEqual([
      "README.md:1: names src/**/*.spec.ts, which does not exist",
      "README.md:1: names src/pages/<name>.tsx, which does not exist",
    ]);
  });

  it("leaves URLs, relative paths, other names and what Git ignores alone", () => {
    const text = [
      "https://example.com/src/missing.ts, ../src/missing.ts, ./src/missing.ts,",
      "my-src/missing.ts, node_modules/src/missing.ts, src/build/client/index.html",
    ].join("\n");
    expect(pathProblems(repository, "README.md", text)).toEqual([]);
  });

  it("lets history name a path that is gone, if it says so right after it", () => {
    const text =
      "`src/lib/old.ts` (removed) and src/legacy/ (now `src/lib/`) did it.";
    expect(pathProblems(repository, record("010", "flat"), text)).toEqual([]);
    expect(
      shown(
        pathProblems(repository, record("010", "flat"), "`src/lib/old.ts`"),
      ),
    ).toEqual([
      `${record("010", "flat")}:1: names src/lib/old.ts, which does not exist: name the path it has now, or follow it with "(removed)" or "(now \`new/path\`)"`,
    ]);
  });

  it("lets neither the README nor the code say a path is gone", () => {
    const text = "`src/lib/old.ts` (removed)";
    expect(shown(pathProblems(repository, "src/app.ts", text))).toEqual([
      "src/app.ts:1: names src/lib/old.ts, which does not exist",
    ]);
  });

  it("finds a path said gone that is there", () => {
    const text = "`src/lib/format.ts` (removed)";
    expect(
      shown(pathProblems(repository, record("010", "flat"), text)),
    ).toEqual([
      `${record("010", "flat")}:1: says src/lib/format.ts is gone, but it is there`,
    ]);
  });
});

describe("linkProblems", () => {
  const repository = repositoryOf([
    "README.md",
    record("010", "flat"),
    "docs/performance.md",
  ]);

  it("follows a doc's relative links, and nothing outside the repository", () => {
    const text = [
      "[010](010-flat.md), [the bench](../performance.md#the-floor),",
      "[the spec](../../../shared/spec.md), [home](https://example.com/x.md), [below](#x)",
      "[gone](011-precompressed.md)",
    ].join("\n");
    expect(
      shown(linkProblems(repository, "docs/decisions/README.md", text)),
    ).toEqual([
      "docs/decisions/README.md:3: links to 011-precompressed.md, which does not exist",
    ]);
  });
});

describe("recordProblems", () => {
  const repository = repositoryOf([
    record("010", "flat"),
    record("011", "copies"),
    record("012", "headers"),
  ]);

  it("checks every number a citation lists, across a line break too", () => {
    const missing = "013";
    const text = [
      `As ${cite("record", "010")} and ${cite("records", "011")}, 012 and`,
      `${missing} say; ${cite("records", "010")} to ${missing}.`,
    ].join("\n");
    expect(shown(recordProblems(repository, "README.md", text))).toEqual([
      "README.md:1: cites record 013, which does not exist",
      "README.md:2: cites record 013, which does not exist",
    ]);
  });
});

describe("issueProblems", () => {
  it("finds an issue, a ticket or a pull request cited by number", () => {
    const text = [
      `As ${cite("issue", 36)} asked, and ${cite("Issues", "32")}'s targets;`,
      `${cite("issue", "#7")}, ${cite("ticket", 3)}, ${cite("PR", 12)}.`,
    ].join("\n");
    const plainWords = "say what was found or wanted, in plain words";
    expect(shown(issueProblems("src/x.ts", text))).toEqual([
      `src/x.ts:1: cites "${cite("issue", "36")}": ${plainWords}`,
      `src/x.ts:1: cites "${cite("Issues", "32")}": ${plainWords}`,
      `src/x.ts:2: cites "${cite("issue", "#7")}": ${plainWords}`,
      `src/x.ts:2: cites "${cite("ticket", "3")}": ${plainWords}`,
      `src/x.ts:2: cites "${cite("PR", "12")}": ${plainWords}`,
    ]);
  });

  it("leaves the words alone when no number follows", () => {
    expect(issueProblems("README.md", "A known issue; 36 issues.")).toEqual([]);
  });
});

describe("indexProblems", () => {
  const old = (top: string) => ({
    file: record("010", "flat"),
    text: `# 010: Flat\n\n${top}\n## Context\n\nText.\n`,
  });
  const replacing = {
    file: record("011", "copies"),
    text: `# 011: Copies\n\nSupersedes in part ${cite("record", "010")}.\n\n## Context\n`,
  };
  const index = (line: string) => ({
    file: RECORDS_INDEX,
    text: `# Decisions\n\n## Hosting\n\n- 010 [Flat](010-flat.md): pages.${line}\n- 011 [Copies](011-copies.md): copies.\n`,
  });
  const superseded = `_Superseded in part by ${cite("record", "011")}: the copies._\n`;

  it("takes a record that says at its top, as the index does, what replaced it", () => {
    expect(
      indexProblems(
        [old(superseded), replacing],
        index("\n  Superseded in part by 011."),
      ),
    ).toEqual([]);
  });

  it("finds the index silent where the record says it, and the other way round", () => {
    expect(
      shown(indexProblems([old(superseded), replacing], index(""))),
    ).toEqual([
      "docs/decisions/README.md:5: record 010 says at its top that it is superseded in part by 011; its line here, nothing",
    ]);
    expect(
      shown(indexProblems([old(""), replacing], index(" Superseded by 011."))),
    ).toEqual([
      "docs/decisions/README.md:5: record 010 says at its top nothing of being superseded; its line here, superseded by 011",
    ]);
  });

  it("wants a line in the index for every record", () => {
    const unlisted = {
      file: record("012", "headers"),
      text: "# 012: Headers\n\n## Context\n",
    };
    expect(
      shown(indexProblems([old(""), replacing, unlisted], index(""))),
    ).toEqual(["docs/decisions/README.md:1: has no line for record 012"]);
  });

  it("wants it said at the top, not further down", () => {
    const below = {
      file: record("010", "flat"),
      text: `# 010: Flat\n\n## Context\n\nText.\n\n${superseded}`,
    };
    expect(shown(indexProblems([below, replacing], index("")))).toEqual([
      `${record("010", "flat")}:7: says "Superseded in part by ${cite("record", "011")}" below its top: say it under the title`,
    ]);
  });

  it("wants the record that replaced it to cite it", () => {
    const silent = { ...replacing, text: "# 011: Copies\n\n## Context\n" };
    expect(
      shown(
        indexProblems(
          [old(superseded), silent],
          index(" Superseded in part by 011."),
        ),
      ),
    ).toEqual([
      `${record("011", "copies")}:1: replaced part or all of record 010, which says so, but does not cite it`,
    ]);
  });
});
