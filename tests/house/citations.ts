/**
 * What the repository's own text cites, checked as a newcomer would follow it: the files and
 * folders it names, the decision records it cites by number, what it cites by an issue's number,
 * and whether a superseded record and the records' index say what replaced it
 * (docs/decisions/134-docs-that-cannot-drift.md).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, matchesGlob, posix } from "node:path";

/** A file and a line of it, and what is wrong there. */
export type Problem = { file: string; line: number; message: string };

export type Repository = {
  /** Every file of the repository that is on disk, tracked or new, from its root. */
  files: ReadonlySet<string>;
  /** Every folder that holds one of those files. */
  folders: ReadonlySet<string>;
  /** The numbers of the decision records (`docs/decisions/<number>-<title>.md`). */
  records: ReadonlySet<string>;
  /** Whether Git ignores the path: what a command writes (`build/…`), not a file of ours. */
  isIgnored: (path: string) => boolean;
};

export const RECORDS_INDEX = "docs/decisions/README.md";
const RECORD_FILE = /^docs\/decisions\/(\d{3})-[^/]+\.md$/;

/** The number of the decision record a file is, if it is one. */
export const recordNumber = (file: string) => RECORD_FILE.exec(file)?.[1];

/** The folders that hold a file, outermost first: `a`, `a/b` for `a/b/c.ts`. */
const foldersOf = (file: string) =>
  file
    .split("/")
    .slice(0, -1)
    .map((_, i, parts) => parts.slice(0, i + 1).join("/"));

/** A repository of the given files: the folders and records are read from their paths. */
export function repositoryOf(
  files: readonly string[],
  isIgnored: (path: string) => boolean = () => false,
): Repository {
  return {
    files: new Set(files),
    folders: new Set(files.flatMap(foldersOf)),
    records: new Set(files.flatMap((file) => recordNumber(file) ?? [])),
    isIgnored,
  };
}

/** The repository at `root`, as Git lists it: tracked files and new ones it does not ignore. */
export function readRepository(root: string): Repository {
  const files = execFileSync(
    "git",
    ["ls-files", "--cached", "--others", "--exclude-standard"],
    { cwd: root, encoding: "utf8" },
  )
    .split("\n")
    .filter((file) => file !== "" && existsSync(join(root, file)));
  const ignored = new Map<string, boolean>();
  return repositoryOf(files, (path) => {
    let answer = ignored.get(path);
    if (answer === undefined) {
      // Exits with 0 for an ignored path, 1 for one that is not, 128 on an error.
      const { status, stderr } = spawnSync(
        "git",
        ["check-ignore", "--quiet", "--no-index", path],
        { cwd: root, encoding: "utf8" },
      );
      if (status !== 0 && status !== 1) throw new Error(stderr);
      answer = status === 0;
      ignored.set(path, answer);
    }
    return answer;
  });
}

/** A text file's content, or nothing for a binary one (an image, a font). */
export function readText(root: string, file: string): string | undefined {
  const bytes = readFileSync(join(root, file));
  return bytes.includes(0) ? undefined : bytes.toString("utf8");
}

const lineAt = (text: string, index: number) =>
  text.slice(0, index).split("\n").length;

const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A path that starts with one of the repository's top-level folders: `app/root.tsx`,
 * `docs/decisions/`, a glob (`app/**\/*.test.{ts,tsx}`), a placeholder
 * (`tests/visual/baselines/<project>/`) or an elision (`docs/decisions/126-….md`). Not a URL's
 * path, nor one relative to another (`../app`, `./app`), nor a longer name that ends like one.
 */
function pathPattern(repository: Repository) {
  const tops = [...repository.folders]
    .filter((folder) => !folder.includes("/"))
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  return new RegExp(
    String.raw`(?<![\w./@~$#:\\-])(?:${tops.join("|")})/(?:[\w.+@/*?…-]|<[^<>\s]+>|\{[^{}\s]+\})*`,
    "g",
  );
}

/** Whether the path is a file or a folder of the repository, or the glob matches one. */
function exists(repository: Repository, path: string) {
  const bare = path.replace(/\/+$/, "");
  if (!/[*?{}<>…]/.test(bare)) {
    return repository.files.has(bare) || repository.folders.has(bare);
  }
  const glob = bare.replaceAll(/<[^<>]+>/g, "*").replaceAll("…", "*");
  return [...repository.files, ...repository.folders].some((candidate) =>
    matchesGlob(candidate, glob),
  );
}

/**
 * How history names a path that is gone: right after it, "(removed" or "(now" and the new path.
 * Only the docs under `docs/` tell history (the decision records, the performance logs); the
 * README and the code say what is there.
 */
const SAID_GONE = /^`?\s*\((?:removed|now)\b/;
const tellsHistory = (file: string) => file.startsWith("docs/");

/**
 * Every path the text names that does not exist (one Git ignores, the output of a build or a
 * test run, is left alone), and in history every path said gone that is there.
 */
export function pathProblems(
  repository: Repository,
  file: string,
  text: string,
): Problem[] {
  const problems: Problem[] = [];
  for (const match of text.matchAll(pathPattern(repository))) {
    const path = match[0].replace(/\.+$/, "");
    const saidGone =
      tellsHistory(file) &&
      SAID_GONE.test(text.slice(match.index + path.length));
    const line = lineAt(text, match.index);
    if (exists(repository, path)) {
      if (saidGone) {
        problems.push({
          file,
          line,
          message: `says ${path} is gone, but it is there`,
        });
      }
    } else if (!saidGone && !repository.isIgnored(path)) {
      const mend = tellsHistory(file)
        ? ': name the path it has now, or follow it with "(removed)" or "(now `new/path`)"'
        : "";
      problems.push({
        file,
        line,
        message: `names ${path}, which does not exist${mend}`,
      });
    }
  }
  return problems;
}

/** Every Markdown link from a doc to a path of the repository that does not exist. */
export function linkProblems(
  repository: Repository,
  file: string,
  text: string,
): Problem[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].flatMap((match) => {
    const target = (match[1] ?? "").replace(/#.*$/, "");
    if (target === "" || /^[a-z][a-z+.-]*:/i.test(target)) return [];
    const path = posix.normalize(posix.join(posix.dirname(file), target));
    if (path.startsWith("../") || exists(repository, path)) return [];
    return [
      {
        file,
        line: lineAt(text, match.index),
        message: `links to ${target}, which does not exist`,
      },
    ];
  });
}

/**
 * The numbers a list cites: "116", "116 and 117", "102, 105 and 110", "100 to 111" (both ends),
 * on one line or across two.
 */
const NUMBERS = String.raw`\d{3}(?:(?:,\s+and\s+|,\s+|\s+and\s+|\s+or\s+|\s+to\s+|–)\d{3})*`;
const numbersIn = (list: string): string[] => list.match(/\d{3}/g) ?? [];

const RECORD_CITATION = new RegExp(
  String.raw`\b[Rr]ecords?\s+(${NUMBERS})\b`,
  "g",
);

/** Every decision record cited by number ("record 116", "records 116 and 117") that does not exist. */
export function recordProblems(
  repository: Repository,
  file: string,
  text: string,
): Problem[] {
  return [...text.matchAll(RECORD_CITATION)].flatMap((match) =>
    numbersIn(match[1] ?? "")
      .filter((number) => !repository.records.has(number))
      .map((number) => ({
        file,
        line: lineAt(text, match.index),
        message: `cites record ${number}, which does not exist`,
      })),
  );
}

/**
 * An issue, a ticket or a pull request cited by number: nothing in the repository lets a reader
 * follow it, so the text must say itself what was found or wanted.
 */
const NUMBERED_CITATION = /\b(?:issue|ticket|pull request|PR)s?\s?#?\d+/gi;

export function issueProblems(file: string, text: string): Problem[] {
  return [...text.matchAll(NUMBERED_CITATION)].map((match) => ({
    file,
    line: lineAt(text, match.index),
    message: `cites "${match[0]}": say what was found or wanted, in plain words`,
  }));
}

/** "Superseded by record 114", "Superseded in part by records 116 and 117" (links read as text). */
const SUPERSEDED = new RegExp(
  String.raw`(?<![A-Za-z])Superseded\s+(in\s+part\s+)?by\s+(?:records?\s+)?(${NUMBERS})`,
);

const withoutLinks = (markdown: string) =>
  markdown.replaceAll(/\[([^\]]*)\]\([^)]*\)/g, "$1");

/** Markdown with its code spans blanked, each character where it was: quoted, not said. */
const withoutCode = (markdown: string) =>
  markdown.replaceAll(/`[^`]*`/g, (code) => code.replaceAll(/[^\n]/g, " "));

/** What a text says replaced a record: "by 114", "in part by 116, 117"; or nothing. */
function supersededBy(text: string) {
  const match = SUPERSEDED.exec(withoutLinks(text));
  if (!match) return undefined;
  return `${match[1] ? "in part " : ""}by ${numbersIn(match[2] ?? "").join(", ")}`;
}

export type FileText = { file: string; text: string };

/**
 * What the records and their index say of each record: it has a line in the index; replaced,
 * wholly or in part, it says so at its top, under its title (said further down, the reader of
 * the top would take it as standing), and its line in the index says the same; and each record
 * that replaced it cites it.
 */
export function indexProblems(
  records: readonly FileText[],
  index: FileText,
): Problem[] {
  const problems: Problem[] = [];
  const byNumber = new Map(
    records.flatMap((record) => {
      const number = recordNumber(record.file);
      return number ? [[number, record] as const] : [];
    }),
  );
  const entries = new Map(
    [
      ...index.text.matchAll(
        /^- (\d{3}) [\s\S]*?(?=^- \d{3} |^#|(?![\s\S]))/gm,
      ),
    ].map((match) => [match[1] ?? "", match] as const),
  );
  for (const [number, record] of byNumber) {
    const firstSection = record.text.search(/^## /m);
    const topEnd = firstSection === -1 ? record.text.length : firstSection;
    const said = supersededBy(record.text.slice(0, topEnd));
    const below = SUPERSEDED.exec(withoutCode(record.text.slice(topEnd)));
    if (below) {
      problems.push({
        file: record.file,
        line: lineAt(record.text, topEnd + below.index),
        message: `says "${below[0]}" below its top: say it under the title`,
      });
    }
    const entry = entries.get(number);
    if (!entry) {
      problems.push({
        file: index.file,
        line: 1,
        message: `has no line for record ${number}`,
      });
      continue;
    }
    const indexed = supersededBy(entry[0]);
    if (said !== indexed) {
      problems.push({
        file: index.file,
        line: lineAt(index.text, entry.index),
        message: `record ${number} says at its top ${said ? `that it is superseded ${said}` : "nothing of being superseded"}; its line here, ${indexed ? `superseded ${indexed}` : "nothing"}`,
      });
    }
    for (const successor of numbersIn(said ?? "")) {
      const replacing = byNumber.get(successor);
      const cites = [
        ...withoutLinks(replacing?.text ?? "").matchAll(RECORD_CITATION),
      ].some((match) => numbersIn(match[1] ?? "").includes(number));
      if (replacing && !cites) {
        problems.push({
          file: replacing.file,
          line: 1,
          message: `replaced part or all of record ${number}, which says so, but does not cite it`,
        });
      }
    }
  }
  return problems;
}
