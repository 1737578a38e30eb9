import AxeBuilder from "@axe-core/playwright";
import {
  test as base,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";

type VisitOptions = {
  /**
   * Installs Playwright's fake clock before the page loads and pauses it once React has taken
   * over: from then on, time moves only by `page.clock.runFor()`.
   */
  pausedClock?: boolean;
};

type Fixtures = {
  /** Opens a path and waits until React has taken over the pre-rendered page. */
  visit: (path: string, options?: VisitOptions) => Promise<void>;
  /** Fails on any WCAG 2.2 A/AA violation axe-core finds in the page as it is now. */
  expectNoAxeViolations: () => Promise<void>;
  /** Everything that went wrong in the page: asserted empty after every test. */
  pageProblems: string[];
};

/**
 * Hydration starts from a dynamic import, after the load event. Once React Router has created
 * its router, `hydrateRoot` has run: React listens to events and replays a click that lands
 * before the first render has committed, so a shopper's click is never lost.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
}

/** Requests a script makes, as opposed to the documents, scripts and files a page loads. */
const NETWORK_CALLS = new Set(["fetch", "xhr", "websocket", "eventsource"]);

export const test = base.extend<Fixtures>({
  pageProblems: [
    async ({ page, baseURL }, use) => {
      const problems: string[] = [];
      const siteOrigin = new URL(baseURL ?? "").origin;
      // The 404 page is expected to answer 404, or 400 or 414 for a malformed or overlong path;
      // Chromium logs that as a console error.
      const expectedErrorDocuments = new Set<string>();

      page.on("response", (response) => {
        if (
          response.request().isNavigationRequest() &&
          [400, 404, 414].includes(response.status())
        ) {
          expectedErrorDocuments.add(response.url());
        }
      });
      page.on("pageerror", (error) =>
        problems.push(`page error: ${error.message}`),
      );
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        if (expectedErrorDocuments.has(message.location().url)) return;
        problems.push(
          `console error: ${message.text()} (${message.location().url})`,
        );
      });
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.protocol !== "data:" && url.origin !== siteOrigin) {
          problems.push(`request to another origin: ${request.url()}`);
        }
        // The shop makes no network calls (the spec): the cart, the chat and checkout are local.
        if (NETWORK_CALLS.has(request.resourceType())) {
          problems.push(`network call: ${request.method()} ${request.url()}`);
        }
      });
      // Every page, every interaction: nothing may be blocked by the Content-Security-Policy.
      await page.exposeFunction("reportCspViolation", (violation: string) => {
        problems.push(`CSP violation: ${violation}`);
      });
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (
            window as unknown as Record<string, (text: string) => void>
          ).reportCspViolation;
          report?.(
            `${event.effectiveDirective} blocked ${event.blockedURI || "inline code"} at ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      page.on("dialog", (dialog) => {
        problems.push(
          `unexpected ${dialog.type()} dialog: ${dialog.message()}`,
        );
        void dialog.dismiss();
      });

      await use(problems);
      expect(problems, "errors or foreign requests in the page").toEqual([]);
    },
    { auto: true },
  ],

  visit: async ({ page }, use) => {
    await use(async (path, { pausedClock = false } = {}) => {
      const start = Date.now();
      if (pausedClock) await page.clock.install({ time: start });
      await page.goto(path);
      await waitForHydration(page);
      // The notifications load once the page is interactive; time may only stop after that.
      await notifications(page).waitFor({ state: "attached" });
      // Far enough ahead that the page's clock has not reached it while loading.
      if (pausedClock) await page.clock.pauseAt(start + 60 * 60 * 1000);
    });
  },

  expectNoAxeViolations: async ({ page }, use) => {
    await use(async () => {
      const results = await new AxeBuilder({ page })
        .withTags([
          "wcag2a",
          "wcag2aa",
          "wcag21a",
          "wcag21aa",
          "wcag22aa",
          "best-practice",
        ])
        .analyze();
      const violations = results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
      );
      expect(violations, "accessibility violations").toEqual([]);
    });
  },
});

export { expect };

/** The spec's texts (section 8 and section 4), verbatim. */
export const TEXTS = {
  placeholderToast:
    "This feature isn't implemented yet—but don't worry! You can request it in your next prompt!",
  rmaToast: {
    title: "RMA Request Feature Coming Soon!",
    description:
      "You'll be able to request an RMA directly from here. For now, please visit our Help Center.",
  },
  addedToCart: (name: string) => ({
    title: "Added to cart! 🎉",
    description: `${name} has been added to your cart.`,
  }),
  botFallbackStart:
    "I'm still in training! This feature isn't fully implemented",
} as const;

/** The spec's product table (section 3). */
export const PRODUCTS = [
  {
    name: "Circularium Pro",
    price: 299,
    originalPrice: 399,
    rating: 4.9,
    reviews: 127,
    features: [
      "active filtering",
      "LED lighting",
      "3D printed parts",
      "assembled in USA",
      "9 gallon",
      "tower design",
      "exoskeleton",
    ],
  },
  {
    name: "Circularium Nano",
    price: 79,
    originalPrice: 99,
    rating: 4.8,
    reviews: 89,
    features: [
      "ultra-compact",
      "active filtering",
      "silent",
      "assembled in USA",
      "3.5 gallon",
      "small spaces",
    ],
  },
  {
    name: "Circularium Deluxe",
    price: 549,
    originalPrice: 699,
    rating: 5,
    reviews: 203,
    features: [
      "premium materials",
      "advanced filtering",
      "full-spectrum LED",
      "assembled in USA",
      "22 gallon",
      "3 grow beds",
      "exoskeleton included",
    ],
  },
] as const;

export type ProductName = (typeof PRODUCTS)[number]["name"];

/** Every route of the spec's section 2, with its title from our-reading.md. */
export const ROUTES = [
  { path: "/", title: "Circularium | Self-Cleaning 3D-Printed Aquariums" },
  { path: "/warranty", title: "Warranty Policy | Circularium" },
  { path: "/returns", title: "Returns & Refunds | Circularium" },
  { path: "/help-center", title: "Help Center | Circularium" },
  { path: "/no-such-page", title: "Page Not Found | Circularium" },
] as const;

export const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The text as the page shows it, where a word joiner (U+2060, drawn as nothing) may follow a
 * hyphen to hold a number to its unit ("6-month").
 */
export const asShown = (text: string) =>
  new RegExp(escapeRegExp(text).replaceAll("-", "-\u2060?"));

/** Radix's toast viewport: a landmark named after its hotkey. */
export const notifications = (page: Page, { behindModal = false } = {}) =>
  page.getByRole("region", {
    name: "Notifications (F8)",
    // An open modal dialog hides the rest of the page, this region included, from assistive
    // technology; the toast still shows on top of it.
    includeHidden: behindModal,
  });

/** The toasts on screen. */
export const toasts = (page: Page, options?: { behindModal?: boolean }) =>
  notifications(page, options).getByRole("listitem", {
    includeHidden: options?.behindModal ?? false,
  });

/** Exactly one toast is on screen, and it reads `title` (and `description`). */
export async function expectToast(
  page: Page,
  title: string,
  description?: string,
  options?: { behindModal?: boolean },
) {
  const toast = toasts(page, options);
  await expect(toast).toHaveCount(1);
  await expect(toast).toBeVisible();
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  if (description !== undefined) {
    await expect(toast.getByText(description, { exact: true })).toBeVisible();
  }
}

export const expectPlaceholderToast = (
  page: Page,
  options?: { behindModal?: boolean },
) => expectToast(page, TEXTS.placeholderToast, undefined, options);

/** The toast that says `name` was just added to the cart is the one on screen. */
export function expectAddedToast(page: Page, name: ProductName) {
  const { title, description } = TEXTS.addedToCart(name);
  return expectToast(page, title, description);
}

/** The home page section that holds `content`. */
export const sectionWith = (page: Page, content: Locator) =>
  page.getByRole("main").getByRole("region").filter({ has: content });

export const homeSections = (page: Page) => ({
  hero: sectionWith(page, page.getByRole("link", { name: "Shop Now" })),
  features: sectionWith(
    page,
    page.getByRole("heading", { name: "Self-Cleaning" }),
  ),
  products: sectionWith(
    page,
    page.getByRole("article", { name: "Circularium Pro" }),
  ),
  callToAction: sectionWith(
    page,
    page.getByRole("button", { name: "Contact Us" }),
  ),
});

/**
 * The section has been scrolled to: its top edge rests just below the sticky header, as
 * after following a link to it (or it is the last section, and the page is scrolled to its end).
 */
export async function expectScrolledTo(page: Page, section: Locator) {
  await expect(section).toBeInViewport();
  await expect
    .poll(
      async () => {
        const box = await section.boundingBox();
        const atBottom = await page.evaluate(
          () =>
            Math.ceil(window.scrollY + window.innerHeight) >=
            document.documentElement.scrollHeight,
        );
        return box !== null && box.y >= 0 && (box.y <= 160 || atBottom);
      },
      { message: "the section is scrolled to the top of the viewport" },
    )
    .toBe(true);
}

declare global {
  interface Window {
    e2eScrollPositions?: number[];
  }
}

/** Runs in the page: records its scroll position on every frame from now on. */
function sampleScrollPositions() {
  const positions: number[] = [];
  window.e2eScrollPositions = positions;
  const sample = () => {
    positions.push(Math.round(window.scrollY));
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

/** Records the page's scroll position on every frame of the next page it loads. */
export const recordScrollPositionsFromLoad = (page: Page) =>
  page.addInitScript(sampleScrollPositions);

/** The distinct scroll positions the page has passed since recording began. */
export const scrollPositionsPassed = (page: Page) =>
  page.evaluate(() => [...new Set(window.e2eScrollPositions)]);

/**
 * Records the page's scroll position on every frame from now on. The returned function waits
 * until the page has scrolled and come to rest, and returns the distinct positions it passed.
 */
export async function recordScrollPositions(page: Page) {
  await page.evaluate(sampleScrollPositions);
  return async () => {
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const positions = window.e2eScrollPositions ?? [];
            const last = positions.at(-1);
            return (
              positions.some((position) => position !== positions[0]) &&
              positions.length > 20 &&
              positions.slice(-15).every((position) => position === last)
            );
          }),
        { message: "the page scrolled and came to rest" },
      )
      .toBe(true);
    return scrollPositionsPassed(page);
  };
}

/** The focus ring (2 px wide, 2 px out from the control) shows whole, on screen. */
export async function expectFocusRingOnScreen(control: Locator) {
  const box = await control.boundingBox();
  const screen = control.page().viewportSize();
  const ring = 4;
  if (!box || !screen)
    throw new Error("The control is not laid out on a screen");
  expect(
    {
      top: box.y >= ring,
      left: box.x >= ring,
      bottom: box.y + box.height <= screen.height - ring,
      right: box.x + box.width <= screen.width - ring,
    },
    "each edge of the focus ring on screen",
  ).toEqual({ top: true, left: true, bottom: true, right: true });
}

/** Waits until the element's animations (an entrance, an exit, a spring-back) have finished. */
export const animationsFinished = (element: Locator) =>
  element.evaluate((node) =>
    Promise.all(node.getAnimations().map(({ finished }) => finished)),
  );

/**
 * Nothing that takes pointer events is painted over the element's centre (the browser's hit
 * test skips the rest): `toBeVisible` also passes for an element that something else covers.
 */
export async function expectOnTop(element: Locator) {
  // The browser says what is on top only within the window.
  await element.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      element.evaluate((node) => {
        const { x, y, width, height } = node.getBoundingClientRect();
        const top = document.elementFromPoint(x + width / 2, y + height / 2);
        return top !== null && node.contains(top);
      }),
    )
    .toBe(true);
}

/** Counts the documents the page loads from now on: 0 means every navigation was client-side. */
export function countDocumentLoads(page: Page) {
  let loads = 0;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      loads += 1;
  });
  return () => loads;
}

/** A link of the site's footer, by its text. */
export const footerLink = (page: Page, name: string) =>
  page.getByRole("contentinfo").getByRole("link", { name, exact: true });

/* The cart, as a shopper uses it. */

export const cartButton = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: /^Open cart/ });

export async function addToCart(page: Page, name: ProductName) {
  await page
    .getByRole("article", { name })
    .getByRole("button", { name: "Add to Cart" })
    .click();
}

export const cartDrawer = (page: Page) =>
  page.getByRole("dialog", { name: "Your Cart" });

export async function openCart(page: Page) {
  await cartButton(page).click();
  const drawer = cartDrawer(page);
  await expect(drawer).toBeVisible();
  return drawer;
}

export const cartLine = (drawer: Locator, name: ProductName) =>
  drawer
    .getByRole("listitem")
    .filter({ has: drawer.page().getByRole("heading", { name }) });

export const cartTotal = (drawer: Locator) =>
  drawer.getByRole("paragraph").filter({ hasText: /^Total/ });

/** Where a hyphen holds a number to its unit ("22-gallon"), after a word joiner (U+2060). */
export const NUMBER_WITH_UNIT = /[\d.]+-\u2060?\p{L}+|\d+ \p{L}+/gu;

/**
 * Each number with its unit in an element's text, as written without word joiners, with the
 * number of lines it is drawn on.
 */
export const linesOfNumbersWithUnits = (element: Locator) =>
  element.evaluate(
    (node, { source, flags }) => {
      const text = node.firstChild as Text;
      return [...text.data.matchAll(new RegExp(source, flags))].map((match) => {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = new Set(
          [...range.getClientRects()].map(({ top }) => Math.round(top)),
        );
        return { text: match[0].replace("\u2060", ""), lines: lines.size };
      });
    },
    { source: NUMBER_WITH_UNIT.source, flags: NUMBER_WITH_UNIT.flags },
  );

/** How many lines an element's text is drawn on. */
export const linesOf = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set(
      [...range.getClientRects()].map(({ top }) => Math.round(top)),
    ).size;
  });

/** The widths of the phones the layout is checked at, narrowest first. */
export const PHONE_WIDTHS = [320, 360, 375, 390, 414];
