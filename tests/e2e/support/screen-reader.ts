import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { init, parse } from "es-module-lexer";

/*
 * A screen reader in the page: Guidepup's Virtual Screen Reader (@guidepup/virtual-screen-reader),
 * which walks the page's accessibility tree as a screen reader does and logs what it says, live
 * regions included. It is before 1.0: what it says may change with any release, so it is pinned,
 * and the specs reach it through this file alone.
 */

/** The screen reader's quick moves that the spoken journeys make: to the next of a kind. */
export type QuickMove =
  "moveToNextBanner" | "moveToNextHeading" | "moveToPreviousHeading";

/** The library's object, in the page: the methods the journeys use. */
type Virtual = {
  start: (options: { container: Node }) => Promise<void>;
  next: () => Promise<void>;
  previous: () => Promise<void>;
  act: () => Promise<void>;
  press: (key: string) => Promise<void>;
  type: (text: string) => Promise<void>;
  perform: (command: QuickMove) => Promise<void>;
  spokenPhraseLog: () => Promise<string[]>;
};

declare global {
  interface Window {
    e2eVirtualScreenReader?: new () => Virtual;
    e2eScreenReader?: { virtual: Virtual; movedFrom: number };
  }
}

let classicScript: Promise<string> | undefined;

/**
 * The library's browser build is one ES module, which imports nothing and exports its class in
 * one statement. The page's Content-Security-Policy lets in no script but the site's own, as it
 * should; a script that Playwright evaluates is not held to it (in Chromium and in Firefox), but
 * must be a classic script. So the module, read by a lexer, is given with its export statement
 * turned into a global that holds the class.
 */
function screenReaderScript() {
  classicScript ??= (async () => {
    const path = createRequire(import.meta.url).resolve(
      "@guidepup/virtual-screen-reader/browser.js",
    );
    const code = await readFile(path, "utf8");
    await init();
    const [imports, exports] = parse(code);
    const virtual = exports.find(
      (entry) => entry.type === "direct" && entry.name === "Virtual",
    );
    const lastOfStatement = exports
      .filter((entry) => entry.exportStart === virtual?.exportStart)
      .at(-1);
    if (
      imports.length > 0 ||
      virtual?.type !== "direct" ||
      virtual.localName === undefined ||
      lastOfStatement?.type !== "direct"
    ) {
      throw new Error(
        `${path} is no longer a module without imports that exports Virtual: see screen-reader.ts`,
      );
    }
    const statementEnd = code.indexOf("}", lastOfStatement.end) + 1;
    return `${code.slice(0, virtual.exportStart)}window.e2eVirtualScreenReader = ${virtual.localName};${code.slice(statementEnd)}`;
  })();
  return classicScript;
}

/** What a live region says starts with its politeness: "polite: …", "assertive: …". */
const LIVE_REGION = /^(?:polite|assertive): /;

/**
 * Starts a screen reader over the page as it is now (its whole body), its cursor on the start of
 * the document. It lasts as long as the document: a page load ends it.
 */
export async function startScreenReader(page: Page) {
  await page.evaluate(await screenReaderScript());
  await page.evaluate(async () => {
    const Virtual = window.e2eVirtualScreenReader;
    if (!Virtual) throw new Error("The screen reader is not in the page");
    const virtual = new Virtual();
    await virtual.start({ container: document.body });
    window.e2eScreenReader = { virtual, movedFrom: 0 };
  });

  /** Runs in the page: one move of the user's, from which `heard` counts. */
  const move = (
    name: "next" | "previous" | "act" | "press" | "type" | "perform",
    argument?: string,
  ) =>
    page.evaluate(
      async ({ name, argument }) => {
        const reader = window.e2eScreenReader;
        if (!reader) throw new Error("The screen reader has not started");
        reader.movedFrom = (await reader.virtual.spokenPhraseLog()).length;
        const method = reader.virtual[name] as (
          argument?: string,
        ) => Promise<void>;
        await method.call(reader.virtual, argument);
      },
      { name, argument },
    );

  const heard = () =>
    page.evaluate(async () => {
      const reader = window.e2eScreenReader;
      if (!reader) throw new Error("The screen reader has not started");
      const log = await reader.virtual.spokenPhraseLog();
      return log.slice(reader.movedFrom);
    });

  return {
    /** Moves to the next item in reading order, which it says. */
    next: () => move("next"),
    /** Moves to the previous item in reading order, which it says. */
    previous: () => move("previous"),
    /** Activates the item under the cursor, as a double tap or Enter in browse mode does. */
    act: () => move("act"),
    /** Presses a key (`Enter`, `Escape`) on the item under the cursor, which has the focus. */
    press: (key: string) => move("press", key),
    /** Types into the item under the cursor. */
    type: (text: string) => move("type", text),
    /** Jumps to the next banner, or the next or previous heading: a screen reader's quick keys. */
    perform: (quickMove: QuickMove) => move("perform", quickMove),

    /**
     * Reads on, item by item (or by `by`, a quick move), until it says `phrase`: one move, as
     * someone listens on for what they want. Fails after `steps` items, with what it said of the
     * same kind ("button, …"), or else the last of what it said.
     */
    async moveTo(
      phrase: string,
      { by, steps = 400 }: { by?: QuickMove; steps?: number } = {},
    ) {
      const found = await page.evaluate(
        async ({ phrase, by, steps, live }) => {
          const reader = window.e2eScreenReader;
          if (!reader) throw new Error("The screen reader has not started");
          const saidSoFar = async () =>
            (await reader.virtual.spokenPhraseLog()).length;
          reader.movedFrom = await saidSoFar();
          for (let step = 0; step < steps; step += 1) {
            const before = await saidSoFar();
            await (by ? reader.virtual.perform(by) : reader.virtual.next());
            const said = (await reader.virtual.spokenPhraseLog())
              .slice(before)
              .filter((text) => !new RegExp(live).test(text));
            if (said.includes(phrase)) return true;
          }
          return false;
        },
        { phrase, by, steps, live: LIVE_REGION.source },
      );
      if (found) return;
      const said = [...new Set(await heard())];
      const kind = (text: string) => text.split(", ")[0];
      const alike = said.filter((text) => kind(text) === kind(phrase));
      throw new Error(
        `The screen reader never said "${phrase}" in ${steps} moves. It said ${JSON.stringify(alike.length > 0 ? alike : said.slice(-10))}`,
      );
    },

    /** Everything it has said since the start of the last move, live regions included. */
    heard,
  };
}

export type ScreenReader = Awaited<ReturnType<typeof startScreenReader>>;
