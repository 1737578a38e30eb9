import { expect } from "@playwright/test";
import { marked, type Tokens } from "marked";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { listFiles, PUBLISHED_FOLDER } from "../../hosting/build-files";
import {
  CROSS_ORIGIN_RESOURCE_POLICY,
  HASHED_ASSETS_PREFIX,
  securityHeaders,
} from "../../hosting/security-headers";
import { baseURL, cloudflareURL } from "../../playwright.config";
import { headersFor, netlifyRules } from "./netlify";
import { test } from "./nginx-over-tls";
import { rawRequest } from "./servers";

/** What a response is, for the table: a file at its own address, or any other answer. */
type Kind = "file" | "shared image" | "other";
type Answer = { what: string; kind: Kind; headers: Map<string, string> };

/** Files at their own address; the social cards and icons are for other sites too. */
const FILES = ["/", "/warranty", "/sw.js", "/site.webmanifest"];
const SHARED_IMAGES = [
  "/social/home.png",
  "/favicon.svg",
  "/icons/icon-192.png",
];
/** Answers that are not a file: every host's, then those only our own servers give. */
const OTHERS = ["GET /nope HTTP/1.1", "GET /warranty/ HTTP/1.1"];
const OUR_ERRORS = [
  "POST / HTTP/1.1",
  "GET /%zz HTTP/1.1",
  `GET /${"a".repeat(9000)} HTTP/1.1`,
];

/** One of the build's hashed scripts, which every host serves at its own address. */
async function hashedScript() {
  const files = await listFiles(join("build", PUBLISHED_FOLDER));
  const script = files.find(
    (file) => file.startsWith(HASHED_ASSETS_PREFIX) && file.endsWith(".js"),
  );
  if (!script) throw new Error("The build has no hashed script");
  return script;
}

/** What a host sends for each of the requests above, read off the wire. */
async function answersOf(
  origin: string,
  { ourServer, certificate }: { ourServer: boolean; certificate?: string },
): Promise<Answer[]> {
  const requests: [Kind, string][] = [
    ...[...FILES, await hashedScript()].map((path): [Kind, string] => [
      "file",
      `GET ${path} HTTP/1.1`,
    ]),
    ...SHARED_IMAGES.map((path): [Kind, string] => [
      "shared image",
      `GET ${path} HTTP/1.1`,
    ]),
    ...[...OTHERS, ...(ourServer ? OUR_ERRORS : [])].map(
      (line): [Kind, string] => ["other", line],
    ),
  ];
  return Promise.all(
    requests.map(async ([kind, line]) => {
      const response = await rawRequest(origin, line, {}, certificate);
      return {
        what: `${response.status} for ${line.slice(0, 30)}`,
        kind,
        headers: new Map(Object.entries(response.headers)),
      };
    }),
  );
}

/** What Netlify's parser gives the same paths, by the rules of `_headers`. */
async function netlifyAnswers(): Promise<Answer[]> {
  const rules = await netlifyRules();
  const answer = (kind: Kind, path: string) => ({
    what: path,
    kind,
    headers: new Map(
      [...headersFor(rules, path)].map(([name, { value }]) => [name, value]),
    ),
  });
  return [
    ...[...FILES, await hashedScript()].map((path) => answer("file", path)),
    ...SHARED_IMAGES.map((path) => answer("shared image", path)),
    answer("other", "/nope"),
  ];
}

/** The README's table of headers per host, and the values in the block below it. */
async function readmeHeaders() {
  const tokens = marked.lexer(await readFile("README.md", "utf8"));
  const table = tokens.find(
    (token): token is Tokens.Table =>
      token.type === "table" &&
      (token as Tokens.Table).header[0]?.text === "Header",
  );
  const block = tokens.find(
    (token): token is Tokens.Code =>
      token.type === "code" && (token as Tokens.Code).lang === "http",
  );
  if (!table || !block)
    throw new Error("README.md has no table of headers, or no values");
  // A header's name is written as code: its text without the backticks.
  const code = (cell: Tokens.TableCell): string => {
    const [first] = cell.tokens;
    return first?.type === "codespan"
      ? (first as Tokens.Codespan).text
      : cell.text;
  };
  return {
    hosts: table.header.slice(1).map((cell) => cell.text),
    rows: table.rows.map(([name, ...marks]) => ({
      name: name ? code(name) : "",
      marks: marks.map((mark) => mark.text),
    })),
    values: new Map(
      block.text.split("\n").map((line) => {
        const colon = line.indexOf(":");
        return [line.slice(0, colon), line.slice(colon + 1).trim()] as const;
      }),
    ),
  };
}

/**
 * What an answer of that kind should carry, by the table's mark: ✓ with every answer, "files"
 * with each file at its own address, — with none; the shared images are `cross-origin`, as the
 * README says below the table.
 */
function expected(mark: string, name: string, value: string, kind: Kind) {
  switch (mark) {
    case "✓":
      return value;
    case "files":
      if (kind === "other") return undefined;
      return kind === "shared image" && name === "Cross-Origin-Resource-Policy"
        ? CROSS_ORIGIN_RESOURCE_POLICY.shared
        : value;
    case "—":
      return undefined;
    default:
      throw new Error(
        `The README's table has an unknown mark for ${name}: ${mark}`,
      );
  }
}

/** The CSP's hashes change with each build: the README writes them `'sha256-…'`. */
const asWritten = (name: string, value: string | undefined) =>
  name === "Content-Security-Policy"
    ? value?.replace(/( 'sha256-[A-Za-z0-9+/]+={0,2}')+/, " 'sha256-…'")
    : value;

test("the README's table of headers is what each host sends, with the values below it", async ({
  nginxOverTls,
}) => {
  const readme = await readmeHeaders();
  const hosts: Record<string, () => Promise<Answer[]>> = {
    "npm start": () => answersOf(baseURL, { ourServer: true }),
    // One server block, listening with and without TLS, as the README says to deploy it.
    "nginx over HTTP": () => answersOf(nginxOverTls.http, { ourServer: true }),
    "nginx over TLS": () =>
      answersOf(nginxOverTls.https, {
        ourServer: true,
        certificate: nginxOverTls.certificate,
      }),
    "Cloudflare Pages": () => answersOf(cloudflareURL, { ourServer: false }),
    Netlify: netlifyAnswers,
  };
  expect(readme.hosts).toEqual(Object.keys(hosts));
  // Every header the site sends has its row and its value: one added to hosting/ and not to the
  // README fails here.
  const names = [
    ...Object.keys(securityHeaders("")),
    "Cross-Origin-Resource-Policy",
    "Strict-Transport-Security",
  ].sort();
  expect(readme.rows.map(({ name }) => name).sort()).toEqual(names);
  expect([...readme.values.keys()].sort()).toEqual(names);

  for (const [column, host] of readme.hosts.entries()) {
    const answers = await hosts[host]?.();
    for (const { name, marks } of readme.rows)
      for (const { what, kind, headers } of answers ?? [])
        expect(
          asWritten(name, headers.get(name.toLowerCase())),
          `${name} from ${host}, with ${what}`,
        ).toBe(
          expected(
            marks[column] ?? "",
            name,
            readme.values.get(name) ?? "",
            kind,
          ),
        );
  }
});
