import fc from "fast-check";

/*
 * The requests that broken and hostile clients send, as fast-check generators, and how every
 * property-based test that sends them is run: the router's (`request-route.property.test.ts`)
 * and both servers' over HTTP (`tests/http/fuzz.spec.ts`). Test code: `npm start` never imports
 * it, and fast-check is a devDependency (docs/decisions/132-requests-fuzzed-with-fast-check.md).
 *
 * A request target here is a byte string, one character per byte, as a client writes it on the
 * wire (text in UTF-8), so that it can also hold bytes that no text encoding gives: an overlong
 * UTF-8 sequence, a lone 0xFF.
 */

/** A text's bytes in UTF-8, one character per byte. */
export const utf8Bytes = (text: string) =>
  Buffer.from(text, "utf8").toString("latin1");

const byteOf = (code: number) => String.fromCharCode(code);

/** A byte string's bytes, as numbers. */
const bytesOf = (bytes: string) => [...Buffer.from(bytes, "latin1")];

const percentEncoded = (byte: number, lowerCase: boolean) => {
  const hex = byte.toString(16).padStart(2, "0");
  return `%${lowerCase ? hex : hex.toUpperCase()}`;
};

/** Upper case for lower and back, for ASCII letters only: `ÿ` in upper case is no byte. */
const toggleAsciiCase = (character: string) =>
  /[a-z]/.test(character)
    ? character.toUpperCase()
    : /[A-Z]/.test(character)
      ? character.toLowerCase()
      : character;

/**
 * The ways a client writes the same bytes: as they are, in other letter cases, some of them
 * percent-encoded, or every one encoded twice (`%252e`, which is `.` to a server that decodes
 * twice).
 */
function spellings(bytes: string): fc.Arbitrary<string> {
  const codes = bytesOf(bytes);
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(bytes) },
    fc.mixedCase(fc.constant(bytes), { toggleCase: toggleAsciiCase }),
    fc
      .tuple(
        fc.array(fc.boolean(), {
          minLength: codes.length,
          maxLength: codes.length,
        }),
        fc.boolean(),
      )
      .map(([encode, lowerCase]) =>
        codes
          .map((code, index) =>
            encode[index] ? percentEncoded(code, lowerCase) : byteOf(code),
          )
          .join(""),
      ),
    fc
      .boolean()
      .map((lowerCase) =>
        codes
          .map((code) => percentEncoded(code, lowerCase).replace("%", "%25"))
          .join(""),
      ),
  );
}

/** Dot segments, which a file server resolves, and a name that only looks like one. */
const DOT_SEGMENTS = [".", "..", "..."];
/** Escapes cut short or made up: a percent-decoder must refuse them. */
const BROKEN_ESCAPES = ["%", "%z", "%zz", "%4", "%E0%A4%A", "%u002e"];
/** Characters a URL reserves, whole segments of their own. */
const MARKS = ["?", "#", ";", "~", "@"];
/** `\`, NUL, and `.`, `/` and `\` in overlong UTF-8: a decoder that takes them climbs out. */
const CLIMBERS = [
  "\\",
  "\0",
  "\xc0\xae",
  "\xe0\x80\xae",
  "\xc0\xaf",
  "\xc1\x9c",
];

/** Any bytes from 0x80 up: never ASCII, often no UTF-8. */
const highBytes = fc.string({
  unit: fc.integer({ min: 0x80, max: 0xff }).map(byteOf),
  maxLength: 4,
});

const hostileSegment = (names: readonly string[]) =>
  fc
    .oneof(
      { weight: 5, arbitrary: fc.constantFrom(...names) },
      { weight: 3, arbitrary: fc.constantFrom(...DOT_SEGMENTS) },
      fc.constantFrom(...BROKEN_ESCAPES, ...MARKS, ...CLIMBERS),
      fc.string({ unit: "grapheme", maxLength: 6 }).map(utf8Bytes),
      fc.string({ unit: "binary-ascii", maxLength: 6 }),
      highBytes,
    )
    .chain(spellings);

/** What follows a path: a query, a fragment (which no client should send), both or neither. */
const hostileEnding = fc
  .tuple(
    fc.option(fc.string({ unit: "binary-ascii", maxLength: 8 })),
    fc.option(fc.string({ unit: "binary-ascii", maxLength: 8 })),
  )
  .map(
    ([query, fragment]) =>
      (query === null ? "" : `?${query}`) +
      (fragment === null ? "" : `#${fragment}`),
  );

/**
 * Origin-form request targets (`/path?query`) from the segments a scanner tries: the build's
 * own names (`names`), dot segments written every way, backslashes, NUL and other control bytes,
 * Unicode, overlong UTF-8, broken escapes, and now and then no leading slash.
 */
export function hostileTarget(names: readonly string[]): fc.Arbitrary<string> {
  const separator = fc
    .constantFrom("/", "/", "/", "//", "\\")
    .chain((bytes) => spellings(bytes));
  const path = fc
    .array(fc.tuple(separator, hostileSegment(names)), { maxLength: 8 })
    .map((parts) => parts.flat().join(""));
  return fc
    .tuple(
      fc.oneof(
        { weight: 9, arbitrary: fc.constant("") },
        fc.constantFrom("*", "example.com"),
      ),
      path,
      hostileEnding,
    )
    .map((parts) => parts.join(""));
}

/** A host name and port in an absolute-form target, as RFC 9112 (3.2.2) allows them. */
const authority = fc
  .tuple(
    fc.constantFrom("http://", "https://", "HTTP://"),
    fc.domain(),
    fc.option(fc.integer({ min: 1, max: 65535 })),
  )
  .map(
    ([scheme, host, port]) => scheme + host + (port === null ? "" : `:${port}`),
  );

/**
 * A target padded with `a`s to a length near nginx's limit on a request line (8 kB, with the
 * method and the version) or far past it, so that both sides of the limit are tried.
 */
function padded(target: fc.Arbitrary<string>) {
  return fc
    .tuple(
      target,
      fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: 8150, max: 8210 }) },
        fc.integer({ min: 8210, max: 40_000 }),
      ),
    )
    .map(([text, length]) => {
      const end = text.search(/[?#]/);
      const path = end === -1 ? text : text.slice(0, end);
      const padding = "a".repeat(Math.max(0, length - text.length - 1));
      return `${path}/${padding}${text.slice(path.length)}`;
    });
}

/**
 * A climb out of the site, from the root or from one of its folders: `..` spelled any way, one to
 * four times, then the path of a file outside the site (`outside`), as an attacker who knows
 * what lies beside the served folder writes it: with nothing after it that a server refuses
 * before routing (a control byte), so that only the path can stop it.
 */
function climb(names: readonly string[], outside: readonly string[]) {
  const separator = fc.constantFrom("/", "/", "/", "/", "\\").chain(spellings);
  const up = fc.tuple(separator, spellings(".."));
  return fc
    .tuple(
      fc.option(fc.constantFrom(...names).map((name) => `/${name}`)),
      fc.array(up, { minLength: 1, maxLength: 4 }),
      separator,
      fc.constantFrom(...outside),
    )
    .map(
      ([start, ups, last, file]) =>
        (start ?? "") + ups.flat().join("") + last + file,
    );
}

/**
 * Any request target a client may send: origin-form mostly, absolute-form now and then
 * (`http://shop.example/path`), now and then as long as a request line can be, and now and then
 * climbing towards `outside`, files beside and above the served folder.
 */
export function anyHostileTarget(
  names: readonly string[],
  outside: readonly string[],
) {
  const target = hostileTarget(names);
  return fc.oneof(
    { weight: 8, arbitrary: target },
    { weight: 3, arbitrary: climb(names, outside) },
    fc.tuple(authority, target).map(([prefix, rest]) => prefix + rest),
    padded(target),
  );
}

const VISIBLE_ASCII = fc
  .integer({ min: 0x21, max: 0x7e })
  .filter((code) => code !== 0x5c)
  .map(byteOf);

/** Every byte percent-encoded: how a browser writes a text that is not ASCII. */
const fullyEncoded = (bytes: string) =>
  bytesOf(bytes)
    .map((code) => percentEncoded(code, false))
    .join("");

const commonSegment = (names: readonly string[]) =>
  fc
    .oneof(
      { weight: 5, arbitrary: fc.constantFrom(...names) },
      { weight: 3, arbitrary: fc.constantFrom(...DOT_SEGMENTS) },
      fc.constantFrom(...BROKEN_ESCAPES, ...MARKS),
      fc.string({ unit: VISIBLE_ASCII, maxLength: 6 }),
      fc
        .string({ unit: "grapheme", maxLength: 4 })
        .map(utf8Bytes)
        .map(fullyEncoded),
      fc
        .oneof(fc.integer({ min: 0, max: 0x20 }), fc.constant(0x7f))
        .map((code) => fullyEncoded(byteOf(code))),
    )
    .chain(spellings);

const decodesToUtf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Whether `npm start` and nginx both read a request target, and so must answer it alike
 * (record 132). Its bytes are visible ASCII: Node's parser refuses a control byte or one
 * from 0x80 up where nginx reads it. An absolute-form target has a host of letters, digits, dots
 * and hyphens (nginx refuses others, such as `user@host`, which `npm start` reads past), and a
 * path (nginx redirects `http://host?query` to `/?query`, and serves `http://host`, where
 * `npm start` serves both). Its path, percent-decoded, is
 * UTF-8 and holds no backslash: nginx serves any bytes and reads `\` as a letter, where
 * `npm start` refuses both. A broken escape is refused by both.
 */
function inCommonDomain(target: string): boolean {
  if (!/^[\x21-\x5b\x5d-\x7e]*$/.test(target)) return false;
  const originForm = target.replace(
    /^https?:\/\/[a-z0-9.-]+(:\d+)?(?=\/)/i,
    "",
  );
  if (!originForm.startsWith("/")) return false;
  const path = originForm.split(/[?#]/, 1)[0] ?? "";
  if (/%(?![0-9a-f]{2})/i.test(path)) return true;
  const bytes = Buffer.from(
    path.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      byteOf(parseInt(hex, 16)),
    ),
    "latin1",
  );
  try {
    return !decodesToUtf8.decode(bytes).includes("\\");
  } catch {
    return false;
  }
}

/** What may follow a page's path where a server decides whether it names the page. */
const PAGE_ENDINGS = [
  "/",
  "//",
  ".",
  "/.",
  "/..",
  ".html",
  "%2F",
  "%2e",
  "%0A",
  "%0d",
  "%09",
  "%00",
  "%20",
  "?",
  "?a",
  "#",
];

/**
 * Request targets that both servers read ({@link inCommonDomain}): the build's names, dot
 * segments and escapes, visible ASCII, Unicode and control bytes percent-encoded, queries and
 * fragments, in origin-form or absolute-form, some as long as a request line can be; and the
 * pages' paths (`pages`), spelled any way, with up to three of the endings above.
 */
export function commonTarget(
  names: readonly string[],
  pages: readonly string[],
): fc.Arbitrary<string> {
  const page = fc
    .tuple(
      fc.constantFrom(...pages).chain((path) => spellings(path.slice(1))),
      fc.array(fc.constantFrom(...PAGE_ENDINGS), { maxLength: 3 }),
    )
    .map(([path, endings]) => `/${path}${endings.join("")}`);
  const separator = fc.constantFrom("/", "/", "/", "//").chain(spellings);
  const ending = fc
    .tuple(
      fc.option(fc.string({ unit: VISIBLE_ASCII, maxLength: 6 })),
      fc.option(fc.string({ unit: VISIBLE_ASCII, maxLength: 6 })),
    )
    .map(
      ([query, fragment]) =>
        (query === null ? "" : `?${query}`) +
        (fragment === null ? "" : `#${fragment}`),
    );
  const target = fc
    .tuple(
      fc.array(fc.tuple(separator, commonSegment(names)), {
        minLength: 1,
        maxLength: 6,
      }),
      ending,
    )
    .map(([parts, end]) => parts.flat().join("") + end);
  return fc
    .oneof(
      { weight: 6, arbitrary: target },
      { weight: 3, arbitrary: page },
      fc.tuple(authority, target).map(([prefix, rest]) => prefix + rest),
      padded(target),
    )
    .filter(inCommonDomain);
}

/**
 * Checks a property `numRuns` times, from `FUZZ_SEED` and `FUZZ_PATH` when set, so that a failure
 * replays as it happened. A failure says its seed, its path and the shrunk counterexample; a run
 * that outlasts `timeLimitMs` (shrinking on a loaded machine, say) fails rather than passing
 * with fewer runs.
 */
export async function fuzz<Ts>(
  property: fc.IRawProperty<Ts>,
  numRuns: number,
  timeLimitMs: number,
): Promise<void> {
  const seed = process.env.FUZZ_SEED;
  const details = await fc.check(property, {
    numRuns,
    includeErrorInReport: true,
    ...(seed !== undefined && {
      seed: Number(seed),
      path: process.env.FUZZ_PATH,
    }),
    plugins: [
      fc.interruptAfterTimeLimit(timeLimitMs, { failOnInterrupt: true }),
    ],
  });
  if (details.failed || details.interrupted) {
    throw new Error(
      `${fc.defaultReportMessage(details) ?? "Interrupted"}\n\nReplay it with FUZZ_SEED=${details.seed} FUZZ_PATH=${details.counterexamplePath ?? ""} before the same command.`,
    );
  }
}
