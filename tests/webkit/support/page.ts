import {
  Builder,
  Origin,
  type WebDriver,
  type WebElement,
} from "selenium-webdriver";
import { setTimeout as sleep } from "node:timers/promises";
import { HYDRATED_ATTRIBUTE } from "../../../app/lib/hydrated-marker.ts";
import { WEB_FONTS, webFontsDrawn } from "../../e2e/support/web-fonts.ts";
import type { ProbeRecord } from "./probe.ts";
import {
  CONNECTION_PATH,
  HELD_SCRIPTS_PATH,
  RELEASE_PATH,
} from "./probe-proxy.ts";

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 375, height: 812 };
export type WindowSize = typeof DESKTOP;

export type PageOptions = {
  /**
   * Whether opening a page waits for its load event, as a WebDriver session does by default.
   * With scripts held back there is none: then `goto` returns as the page starts loading, and
   * the finding of elements waits for them.
   */
  waitForLoad?: boolean;
};

/**
 * Debian's MiniBrowser, driven by its WebDriver. Full screen, it has no toolbar, which otherwise
 * keeps the window wider than a phone: the window is the page.
 */
const CAPABILITIES = {
  browserName: "MiniBrowser",
  "webkitgtk:browserOptions": { args: ["--automation", "--full-screen"] },
};

/** How long each attempt to open a session has, and how many there are (`#newSession`). */
export const SESSION_ATTEMPT_TIMEOUT = 30_000;
export const SESSION_ATTEMPTS = 3;

/** How long an element may take to turn up, as Playwright's locators wait for it. */
const FIND_TIMEOUT = 5000;

/**
 * The elements that can have each role, implicitly or explicitly. Which of them do, and their
 * names, the browser says (WebDriver's computed role and label): the page is read as assistive
 * technology reads it, as tests/e2e reads it with Playwright's getByRole.
 */
const ROLE_CANDIDATES = {
  article: "article, [role=article]",
  banner: "header, [role=banner]",
  button: "button, [role=button]",
  contentinfo: "footer, [role=contentinfo]",
  dialog: "dialog, [role=dialog]",
  group: "fieldset, details, [role=group]",
  heading: "h1, h2, h3, h4, h5, h6, [role=heading]",
  link: "a[href], [role=link]",
  listitem: "li, [role=listitem]",
  log: "[role=log]",
  navigation: "nav, [role=navigation]",
  region: "section, [role=region]",
  status: "output, [role=status]",
  textbox: "input:not([type]), input[type=text], textarea, [role=textbox]",
} as const;
type Role = keyof typeof ROLE_CANDIDATES;

export type Name = string | RegExp;
type Scope = {
  within?: WebElement;
  /**
   * Also what an open modal dialog hides from assistive technology (`aria-hidden` around it),
   * such as the notifications it leaves on top.
   */
  includeHidden?: boolean;
};

/** What WebDriver makes of a script's result: its elements become references to them. */
type FromPage<T> = T extends Element
  ? WebElement
  : T extends readonly (infer Item)[]
    ? FromPage<Item>[]
    : T;

const matches = (text: string, name: Name) =>
  typeof name === "string"
    ? text.replace(/\s+/g, " ").trim() === name
    : name.test(text);

/**
 * Runs in the page: the elements matching `selector` that are shown, and whose name may hold
 * `words`: each is somewhere in the texts an accessible name is made of. Asking the browser for
 * the name of every button of a page takes half a second, longer than the page takes to hydrate.
 */
function candidateElements(
  selector: string,
  scope: Element | null,
  includeHidden: boolean,
  words: string[],
) {
  const nameSources = (element: Element) =>
    [
      element.textContent,
      element.getAttribute("aria-label"),
      element.getAttribute("title"),
      element.getAttribute("placeholder"),
      ...(element.getAttribute("aria-labelledby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent),
      ...("labels" in element && element.labels instanceof NodeList
        ? [...element.labels].map((label) => label.textContent)
        : []),
      ...[...element.querySelectorAll("img[alt]")].map((image) =>
        image.getAttribute("alt"),
      ),
    ].join(" ");
  return [...(scope ?? document).querySelectorAll(selector)].filter(
    (element) =>
      element.checkVisibility({ visibilityProperty: true }) &&
      (includeHidden || !element.closest("[aria-hidden=true], [inert]")) &&
      words.every((word) => nameSources(element).includes(word)),
  );
}

/** Runs in the page: the innermost shown elements whose text is `text`, spaces aside. */
function elementsWithText(
  text: string,
  scope: Element | null,
  includeHidden: boolean,
) {
  const normalized = (element: Element) =>
    element.textContent.replace(/\s+/g, " ").trim();
  return [...(scope ?? document.body).querySelectorAll("*")].filter(
    (element) =>
      normalized(element) === text &&
      ![...element.children].some((child) => normalized(child) === text) &&
      element.checkVisibility({ visibilityProperty: true }) &&
      (includeHidden || !element.closest("[aria-hidden=true], [inert]")),
  );
}

/**
 * Sends the driver one command at a time, each once the one before has been answered.
 * WebKitWebDriver 2.50 crashes (a segfault) on a command that comes while its session is being
 * deleted, and a check that `expect.poll` has given up on goes on reading the page meanwhile:
 * one at a time, the session is deleted after it.
 */
function oneCommandAtATime(driver: WebDriver) {
  const executor = driver.getExecutor();
  const execute = executor.execute.bind(executor);
  let previous: Promise<unknown> = Promise.resolve();
  executor.execute = (command) => {
    const answer = previous.then(() => execute(command));
    previous = answer.catch(() => undefined);
    return answer;
  };
}

/**
 * The storefront in WebKit, as a shopper meets it: found by role, name and text, and clicked,
 * typed into and keyed as a person does, through WebDriver. Every page comes through the probe
 * proxy, and what went wrong in it is kept (`takeProblems`).
 */
export class WebKitPage {
  #driver: WebDriver | undefined;
  /** Problems of the documents already left behind. */
  #problems: string[] = [];

  readonly #siteUrl: string;
  readonly #webDriverUrl: string;

  constructor(siteUrl: string, webDriverUrl: string) {
    this.#siteUrl = siteUrl;
    this.#webDriverUrl = webDriverUrl;
  }

  get driver() {
    if (!this.#driver) throw new Error("The browser has not been opened");
    return this.#driver;
  }

  async open(
    { width, height }: WindowSize,
    { waitForLoad = true }: PageOptions = {},
  ) {
    this.#driver = await this.#newSession(waitForLoad);
    oneCommandAtATime(this.driver);
    await this.driver.manage().window().setRect({ width, height });
  }

  /**
   * A session normally opens in a fifth of a second. When the browser it launches dies as it
   * starts, WebKitWebDriver 2.50 waits for it for ever (seen once in CI; a browser binary that
   * exits at once does the same), and it still opens the next session asked for: so each attempt
   * has its time, and a session that opens after its attempt was given up is closed.
   */
  async #newSession(waitForLoad: boolean) {
    for (let attempt = 1; ; attempt++) {
      // On the driver the runner started: with a server's address, the Builder never looks for a
      // driver or a browser of its own (Selenium Manager), and here it ignores SELENIUM_* variables.
      const session = new Builder()
        .disableEnvironmentOverrides()
        .usingServer(this.#webDriverUrl)
        .withCapabilities({
          ...CAPABILITIES,
          pageLoadStrategy: waitForLoad ? "normal" : "none",
        })
        .build();
      const attemptEnded = new AbortController();
      try {
        const opened = await Promise.race([
          session.then(() => true),
          sleep(SESSION_ATTEMPT_TIMEOUT, false, {
            signal: attemptEnded.signal,
          }),
        ]);
        if (opened) return await session;
      } finally {
        attemptEnded.abort();
      }
      // Opened late or never: nothing waits for it.
      session.then((late) => late.quit()).catch(() => undefined);
      const seconds = SESSION_ATTEMPT_TIMEOUT / 1000;
      if (attempt === SESSION_ATTEMPTS)
        throw new Error(
          `WebKitWebDriver opened no session in ${SESSION_ATTEMPTS} attempts of ${seconds} s each`,
        );
      console.warn(
        `WebKitWebDriver opened no session in ${seconds} s (its browser may have died as it started): asking again`,
      );
    }
  }

  async close() {
    await this.#driver?.quit();
  }

  /** Opens a path as a new document; the page may not have hydrated yet. */
  async goto(path: string) {
    this.#problems.push(...((await this.probe())?.problems ?? []));
    await this.driver.get(new URL(path, this.#siteUrl).href);
  }

  /**
   * Opens a path with the app's scripts held back, as on a slow phone between the first paint
   * and hydration, and waits until the page asks for one; the returned function lets them load,
   * and waits until the page has hydrated. Only in a page opened with `waitForLoad: false`, and
   * as its first page: a script the browser has cached is not asked for.
   */
  async gotoBeforeHydration(path: string) {
    await fetch(this.#heldScripts, { method: "PUT" });
    await this.goto(path);
    try {
      await fetch(this.#heldScripts, {
        signal: AbortSignal.timeout(FIND_TIMEOUT),
      });
    } catch (error) {
      throw new Error(`${path} asked for none of the app's scripts`, {
        cause: error,
      });
    }
    return async () => {
      await this.letScriptsLoad();
      await this.waitForHydration();
    };
  }

  /** Ends `gotoBeforeHydration`'s hold, whether or not the test got that far. */
  async letScriptsLoad() {
    await fetch(this.#heldScripts, { method: "DELETE" });
  }

  get #heldScripts() {
    return new URL(HELD_SCRIPTS_PATH, this.#siteUrl);
  }

  /**
   * The site stops answering (the probe, the tests' own, still loads). Undone by
   * `restoreConnection`, which every test that loses it runs after it.
   */
  async loseConnection() {
    await fetch(new URL(CONNECTION_PATH, this.#siteUrl), { method: "PUT" });
  }

  async restoreConnection() {
    await fetch(new URL(CONNECTION_PATH, this.#siteUrl), { method: "DELETE" });
  }

  /**
   * Publishes a release: the site answers from the server at `origin` from now on, or, with
   * none, from the one the tests started with.
   */
  async release(origin?: string) {
    await fetch(new URL(RELEASE_PATH, this.#siteUrl), {
      method: origin === undefined ? "DELETE" : "PUT",
      body: origin,
    });
  }

  /**
   * Waits until the first visit has gone quiet: the page fetched the other pages' code once idle,
   * then registered the service worker, which has kept the release and now serves the page.
   */
  async untilTheShopIsKept() {
    await this.driver.wait(
      () => this.evaluate(() => navigator.serviceWorker.controller !== null),
      20_000,
      "no service worker took the page over",
    );
  }

  /**
   * Opens a path and waits until React has taken over the pre-rendered page. `inWebFonts`: and
   * until it is drawn in its web fonts, opened again if they came too late, as Playwright's
   * `visit` does (tests/e2e/support/fixtures.ts says why).
   */
  async visit(path: string, { inWebFonts = false } = {}) {
    await this.goto(path);
    await this.waitForHydration();
    if (
      !inWebFonts ||
      (await this.#webFontsDrawn()).length === WEB_FONTS.length
    )
      return;
    await this.goto(path);
    await this.waitForHydration();
    const drawn = await this.#webFontsDrawn();
    if (drawn.length < WEB_FONTS.length)
      throw new Error(
        `Opened again, ${path} is drawn in ${drawn.join(", ") || "none"} of ${WEB_FONTS.join(", ")}`,
      );
  }

  #webFontsDrawn() {
    return this.evaluate(webFontsDrawn, WEB_FONTS);
  }

  /**
   * The page has hydrated and done its early taps once the shop marks `<html>` so
   * (app/lib/hydrated-marker.ts); the notifications load once it is interactive.
   */
  async waitForHydration() {
    await this.driver.wait(
      () =>
        this.evaluate(
          (attribute: string) =>
            document.documentElement.hasAttribute(attribute) &&
            document.querySelector("[aria-label^=Notifications]") !== null,
          HYDRATED_ATTRIBUTE,
        ),
      10_000,
      "the page did not hydrate (in WebKit, an error as the app's modules load reaches no listener: record 001)",
    );
  }

  /** Runs `script` in the page; the elements it returns come back as WebDriver's. */
  evaluate<T>(script: (...args: never[]) => T, ...args: unknown[]) {
    return this.driver.executeScript<FromPage<Awaited<T>>>(script, ...args);
  }

  /** What the probe has kept of the current document, if it is one of the site's. */
  probe() {
    return this.evaluate(() => window.webkitProbe ?? null);
  }

  /** Everything that went wrong in the pages since the last call. */
  async takeProblems() {
    const problems = [
      ...this.#problems,
      ...((await this.probe())?.problems ?? []),
    ];
    this.#problems = [];
    await this.evaluate(() => window.webkitProbe?.problems.splice(0));
    return problems;
  }

  async queryAllByRole(
    role: Role,
    name?: Name,
    { within, includeHidden = false }: Scope = {},
  ) {
    const candidates = await this.evaluate(
      candidateElements,
      ROLE_CANDIDATES[role],
      within ?? null,
      includeHidden,
      typeof name === "string" ? name.split(" ") : [],
    );
    const found: WebElement[] = [];
    for (const candidate of candidates) {
      if (
        (name === undefined ||
          matches(await candidate.getAccessibleName(), name)) &&
        (await candidate.getAriaRole()) === role
      )
        found.push(candidate);
    }
    return found;
  }

  /** The one element of that role and name, waited for. */
  getByRole(role: Role, name?: Name, scope?: Scope) {
    return this.#one(
      () => this.queryAllByRole(role, name, scope),
      `the ${role}${name === undefined ? "" : ` named ${String(name)}`}`,
    );
  }

  async queryAllByText(
    text: string,
    { within, includeHidden = false }: Scope = {},
  ) {
    return this.evaluate(elementsWithText, text, within ?? null, includeHidden);
  }

  /** The one element that reads `text`, waited for. */
  getByText(text: string, scope?: Scope) {
    return this.#one(
      () => this.queryAllByText(text, scope),
      `the text "${text}"`,
    );
  }

  async #one(find: () => Promise<WebElement[]>, what: string) {
    let found: WebElement[] = [];
    try {
      await this.driver.wait(async () => {
        found = await find();
        return found.length === 1;
      }, FIND_TIMEOUT);
    } catch {
      throw new Error(`Expected one element, found ${found.length}: ${what}`);
    }
    return found[0] as WebElement;
  }

  /**
   * Clicks as a pointer does, the element scrolled into view first: WebKitWebDriver sometimes
   * refuses a click on an element just below the fold.
   */
  async click(element: WebElement | Promise<WebElement>) {
    const target = await element;
    await this.evaluate(
      (node: Element) =>
        node.scrollIntoView({ block: "center", behavior: "instant" }),
      target,
    );
    await target.click();
  }

  /** Waits until the element's animations (an entrance, say) have finished. */
  async animationsFinished(element: WebElement) {
    await this.evaluate(
      (node: Element) =>
        Promise.all(node.getAnimations().map(({ finished }) => finished)),
      element,
    );
  }

  /** Rests the pointer on the element, as a hand on a mouse does while reading it. */
  async pointAt(element: WebElement | Promise<WebElement>) {
    await this.driver
      .actions()
      .move({ origin: await element })
      .perform();
  }

  /** Clicks at a point of the window, whatever is there. */
  async clickAt(x: number, y: number) {
    await this.driver
      .actions()
      .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT })
      .click()
      .perform();
  }

  /** A key (`Key.ESCAPE`, say) pressed on whatever has focus. */
  async press(key: string) {
    await this.driver.actions().sendKeys(key).perform();
  }

  async type(element: WebElement | Promise<WebElement>, text: string) {
    await (await element).sendKeys(text);
  }

  /** The element that has focus is `element`. */
  async hasFocus(element: WebElement | Promise<WebElement>) {
    const focused = await this.driver.switchTo().activeElement();
    return (await focused.getId()) === (await (await element).getId());
  }

  async pathname() {
    return new URL(await this.driver.getCurrentUrl()).pathname;
  }

  title() {
    return this.driver.getTitle();
  }

  async taps(): Promise<ProbeRecord["taps"]> {
    return (await this.probe())?.taps ?? [];
  }
}
