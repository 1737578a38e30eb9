import type { Locator, Page } from "@playwright/test";
import { addToCart, cartButton } from "./support/cart";
import {
  CHROMIUM_ONLY,
  expect,
  SAME_IN_EVERY_ENGINE,
  test,
  waitForHydration,
} from "./support/fixtures";
import {
  countDocumentLoads,
  expectScrolledTo,
  recordScrollPositions,
  recordScrollPositionsFromLoad,
  scrollPositionsPassed,
} from "./support/navigation-checks";
import { setPageSize } from "./support/on-screen";
import { footerLink, homeSections } from "./support/sections";
import { PAGES, ROUTES, SPEC_ROUTES } from "./support/spec-data";
import { escapeRegExp } from "./support/text";
import { typeInto } from "./support/typing";

/** How many pixels the page reaches past the screen's width. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(
    () =>
      document.documentElement.scrollWidth -
      document.documentElement.clientWidth,
  );

/** What each page says before, and without, any JavaScript. */
const CONTENT_WITHOUT_JAVASCRIPT: Record<
  (typeof SPEC_ROUTES)[number]["path"] | "/no-such-page",
  (page: Page) => Promise<void>
> = {
  "/": async (page) => {
    await expect(page.getByRole("link", { name: "Shop Now" })).toBeVisible();
    for (const feature of [
      "Self-Cleaning",
      "Fully 3D Printed",
      "Active Filtering",
      "Assembled in USA",
    ]) {
      await expect(page.getByRole("heading", { name: feature })).toBeVisible();
    }
    for (const name of [
      "Circularium Pro",
      "Circularium Nano",
      "Circularium Deluxe",
    ]) {
      await expect(page.getByRole("article", { name })).toBeVisible();
    }
    const pro = page.getByRole("article", { name: "Circularium Pro" });
    await expect(pro.getByText("$299", { exact: true })).toBeVisible();
    await expect(pro.getByText("Save $100", { exact: true })).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Shop Collection" }),
    ).toBeVisible();
  },
  "/warranty": async (page) => {
    await expect(
      page.getByRole("heading", { level: 1, name: "Warranty Policy" }),
    ).toBeVisible();
    await expect(page.getByRole("main")).toContainText(
      /defects in materials and workmanship/i,
    );
    await expect(
      page.getByRole("row").filter({ hasText: "Circularium Deluxe" }),
    ).toContainText(/2[- ]year/);
  },
  "/returns": async (page) => {
    await expect(
      page.getByRole("heading", { level: 1, name: "Returns & Refunds" }),
    ).toBeVisible();
    await expect(page.getByRole("main")).toContainText(/30 days/);
    await expect(page.getByRole("main")).toContainText(/RMA number/);
  },
  "/help-center": async (page) => {
    await expect(
      page.getByRole("heading", { name: "Aqua Support Bot" }),
    ).toBeVisible();
    await expect(
      page.getByRole("log").getByText(/^Aqua Support Bot: \S/),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { name: /frequently asked questions/i }),
    ).toBeVisible();
  },
  "/no-such-page": async (page) => {
    await expect(
      page.getByRole("heading", { level: 1, name: "Page Not Found" }),
    ).toBeVisible();
    await expect(
      page.getByText(
        "Oops! The page you are looking for does not exist. It might have been moved or deleted.",
      ),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Go Back to Home" }),
    ).toHaveAttribute("href", "/");
  },
};

test.describe("pages", () => {
  for (const route of ROUTES) {
    test(
      `${route.path} has the title "${route.title}"`,
      SAME_IN_EVERY_ENGINE,
      async ({ page, visit }) => {
        await visit(route.path);
        await expect(page).toHaveTitle(route.title);
      },
    );
  }

  test(
    "every page has its own meta description",
    SAME_IN_EVERY_ENGINE,
    async ({ page, visit }) => {
      const descriptions = [];
      for (const route of ROUTES) {
        await visit(route.path);
        const description = page.locator('head meta[name="description"]');
        await expect(description).toHaveCount(1);
        const content = (await description.getAttribute("content")) ?? "";
        expect(content.trim(), `${route.path} description`).not.toBe("");
        descriptions.push(content);
      }
      expect(new Set(descriptions).size, descriptions.join("\n")).toBe(
        ROUTES.length,
      );
    },
  );

  test(
    "each page answers 200 on its own path, unknown paths 404",
    SAME_IN_EVERY_ENGINE,
    async ({ request }) => {
      for (const { path } of PAGES) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        expect(response.headers()["content-type"], path).toContain("text/html");
      }
      for (const path of [
        "/no-such-page",
        "/products",
        "/warranty/extra",
        "/help",
        "/404",
      ]) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(404);
        expect(await response.text(), path).toContain("Page Not Found");
      }
    },
  );

  test("a page's path written another way still shows that page", async ({
    page,
    visit,
    baseURL,
  }) => {
    for (const [written, path, title] of [
      ["//warranty", "/warranty", "Warranty Policy | Circularium"],
      ["//returns//", "/returns", "Returns & Refunds | Circularium"],
      ["/Warranty", "/warranty", "Warranty Policy | Circularium"],
      ["/HELP-CENTER", "/help-center", "Help Center | Circularium"],
    ] as const) {
      // A full URL: the browser would read `//warranty` alone as another host. (It resolves dot
      // segments itself, so only slashes reach the server as written.)
      await visit(`${baseURL}${written}`);
      await expect(page, written).toHaveURL(path);
      await expect(page, written).toHaveTitle(title);
    }
  });

  for (const route of ROUTES) {
    test(`${route.path} is readable with JavaScript disabled`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        baseURL,
      });
      const page = await context.newPage();
      await page.goto(route.path);
      await expect(page).toHaveTitle(route.title);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      // A page the spec does not describe shows at least its heading.
      const content = Object.entries(CONTENT_WITHOUT_JAVASCRIPT).find(
        ([path]) => path === route.path,
      )?.[1];
      await (content
        ? content(page)
        : expect(
            page.getByRole("heading", { level: 1, name: route.heading }),
          ).toBeVisible());
      await context.close();
    });
  }

  for (const route of ROUTES) {
    test(`${route.path} does not scroll sideways @mobile`, async ({
      page,
      visit,
    }) => {
      await visit(route.path);
      expect(await sidewaysOverflow(page)).toBe(0);
    });

    test(`${route.path} does not scroll sideways at 320 px with a reader's own text spacing (WCAG 1.4.12)`, async ({
      page,
      visit,
    }) => {
      await visit(route.path);
      await setPageSize(page, { width: 320, height: 800 });
      // The success criterion's own test values, as a reader's style sheet or extension sets them.
      await page.evaluate(() => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(
          "* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important } p { margin-bottom: 2em !important }",
        );
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      });
      expect(await sidewaysOverflow(page)).toBe(0);
    });

    // The narrowest phones (WCAG's reflow width), and a tablet held either way.
    test(`${route.path} does not scroll sideways at 320, 768 and 1024 px wide`, async ({
      page,
      visit,
    }) => {
      await visit(route.path);
      for (const width of [320, 768, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        expect(await sidewaysOverflow(page), `at ${width} px`).toBe(0);
      }
    });
  }

  test("with reduced motion, following a link to a section jumps there without a smooth scroll", async ({
    page,
    browserName,
    visit,
  }) => {
    test.skip(browserName !== "chromium", CHROMIUM_ONLY.reducedMotion);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit("/");
    const scrollPositions = await recordScrollPositions(page);
    await page.getByRole("link", { name: "Shop Now" }).click();

    await expect(page).toHaveURL("/#products");
    await expectScrolledTo(page, homeSections(page).products);
    const passed = await scrollPositions();
    expect(passed, "only the start and the end, nothing between").toHaveLength(
      2,
    );
  });

  test("a page loaded at a section's address opens there at once, without gliding down to it", async ({
    page,
    browserName,
  }) => {
    await recordScrollPositionsFromLoad(page);
    await page.goto("/#products");
    await waitForHydration(page);
    await expectScrolledTo(page, homeSections(page).products);

    // A glide passes dozens of positions. Firefox may jump twice: to the section as laid out in
    // the fallback fonts, then to where the web fonts put it.
    const passed = await scrollPositionsPassed(page);
    expect(
      passed.length,
      `the top, the section, and in Firefox one correction: ${passed.join(", ")}`,
    ).toBeLessThanOrEqual(browserName === "firefox" ? 3 : 2);
  });

  const PAGE_CHANGES: readonly {
    from: string;
    link: string;
    to: string;
    landed: (page: Page) => Promise<void>;
  }[] = [
    {
      from: "/",
      link: "Warranty",
      to: "/warranty",
      landed: (page) =>
        expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0),
    },
    {
      from: "/warranty",
      link: "Circularium Nano",
      to: "/#products",
      landed: (page) => expectScrolledTo(page, homeSections(page).products),
    },
  ];

  for (const { from, link, to, landed } of PAGE_CHANGES) {
    test(`a link from ${from} to ${to} lands there at once, without a smooth scroll`, async ({
      page,
      visit,
    }) => {
      await visit(from);
      await scrollToEnd(page);
      const scrollPositions = await recordScrollPositions(page);
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: link })
        .click();

      await expect(page).toHaveURL(to);
      await landed(page);
      const passed = await scrollPositions();
      expect(
        passed,
        `only the start and the end: ${passed.join(", ")}`,
      ).toHaveLength(2);
    });
  }
});

/**
 * The labels and headings the spec gives, as a shopper reads them: a role's name matches
 * loosely (any case, any part), so each is checked here letter for letter, case included. A name
 * may go on past the words on screen (each "Add to Cart" is also named after its product).
 */
const SPEC_LABELS = [
  { path: "/", role: "link", text: "Shop Now", count: 1 },
  { path: "/", role: "button", text: "Learn More", count: 1 },
  { path: "/", role: "button", text: "Add to Cart", count: 3 },
  { path: "/", role: "link", text: "Shop Collection", count: 1 },
  { path: "/", role: "button", text: "Contact Us", count: 1 },
  { path: "/warranty", role: "button", text: "Request RMA", count: 1 },
  { path: "/returns", role: "button", text: "Start a Return", count: 1 },
  { path: "/help-center", role: "heading", text: "Aqua Support Bot", count: 1 },
  { path: "/missing", role: "heading", text: "Page Not Found", count: 1 },
  { path: "/missing", role: "link", text: "Go Back to Home", count: 1 },
] as const;

test.describe("the spec's labels", () => {
  for (const { path, role, text, count } of SPEC_LABELS) {
    test(
      `${path} writes its ${role} "${text}" exactly`,
      SAME_IN_EVERY_ENGINE,
      async ({ page, visit }) => {
        await visit(path);
        const named = page
          .getByRole("main")
          .getByRole(role, { name: new RegExp(`^${escapeRegExp(text)}`) });
        await expect(named).toHaveCount(count);
        await expect(named).toHaveText(Array<string>(count).fill(text));
      },
    );
  }
});

test.describe("links between pages", () => {
  test("every kind of link inside the site navigates without loading a document, and the cart stays", async ({
    page,
    visit,
  }) => {
    await visit("/");
    await addToCart(page, "Circularium Pro");
    const documentLoads = countDocumentLoads(page);
    const follow = async (link: Locator, url: string) => {
      await link.click();
      await expect(page).toHaveURL(url);
    };
    const footer = page.getByRole("contentinfo");
    const main = page.getByRole("main");

    await follow(footer.getByRole("link", { name: "Returns" }), "/returns");
    await follow(
      main.getByRole("link", { name: "Read our warranty policy" }),
      "/warranty",
    );
    await follow(
      page
        .getByRole("banner")
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Features" }),
      "/#features",
    );
    await follow(
      footer.getByRole("link", { name: "Circularium Deluxe" }),
      "/#products",
    );
    await follow(footer.getByRole("link", { name: "Returns" }), "/returns");
    await page.getByRole("button", { name: "Start a Return" }).click();
    await follow(
      page
        .getByRole("region", { name: /^Notifications/ })
        .getByRole("link", { name: "Visit the Help Center" }),
      "/help-center",
    );
    await typeInto(
      page.getByRole("textbox", { name: "Type your message" }),
      "Hello",
    );
    await page.keyboard.press("Enter");
    await follow(
      page
        .getByRole("log")
        .getByRole("link", { name: "Warranty", exact: true }),
      "/warranty",
    );
    await follow(
      main.getByRole("link", { name: "Read our returns policy" }),
      "/returns",
    );
    await follow(
      page
        .getByRole("navigation", { name: "Breadcrumb" })
        .getByRole("link", { name: "Home" }),
      "/",
    );

    expect(documentLoads(), "documents loaded by the navigations").toBe(0);
    await expect(cartButton(page)).toHaveAccessibleName("Open cart, 1 item");
  });

  test("the 404 page's Go Back to Home navigates without loading a document", async ({
    page,
    visit,
  }) => {
    await visit("/this-page-does-not-exist");
    const documentLoads = countDocumentLoads(page);
    await page.getByRole("link", { name: "Go Back to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(documentLoads(), "documents loaded by the navigation").toBe(0);
  });
});

test.describe("focus after a link", () => {
  test("a link to another page moves focus to its main content", async ({
    page,
    visit,
  }) => {
    await visit("/warranty");
    await footerLink(page, "Help Center").focus();
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL("/help-center");
    await expect(page.getByRole("main")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("main").locator(":focus")).toHaveCount(1);
  });

  test("a link to a section of the page moves focus to that section, which draws no ring", async ({
    page,
    visit,
  }) => {
    await visit("/");
    await page.getByRole("link", { name: "Shop Now" }).focus();
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL("/#products");
    const products = homeSections(page).products;
    await expect(products).toBeFocused();
    // A place to go on from, not a control.
    await expect(products).toHaveCSS("outline-style", "none");
    await page.keyboard.press("Tab");
    await expect(products.locator(":focus")).toHaveCount(1);
  });
});

/** Scrolls to the end of the page in one jump, and waits until the page is there. */
async function scrollToEnd(page: Page) {
  await page.evaluate(() =>
    window.scrollTo({
      top: document.documentElement.scrollHeight,
      behavior: "instant",
    }),
  );
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          Math.ceil(window.scrollY + window.innerHeight) >=
          document.documentElement.scrollHeight,
      ),
    )
    .toBe(true);
}

test.describe("failures", () => {
  for (const { failure, thrown, shown, reported } of [
    {
      failure: "an error",
      thrown: 'new Error("The warranty page broke")',
      shown: "The warranty page broke",
      reported: "The warranty page broke",
    },
    {
      // What React Router makes of `throw data(null, { status: 503, … })`: its error responses
      // are recognised by their shape.
      failure: "an error response",
      thrown:
        '{ status: 503, statusText: "Service Unavailable", internal: false, data: null }',
      shown: "503 Service Unavailable",
      reported: "503",
    },
  ]) {
    test(`a page that fails to render with ${failure} shows the error screen with what went wrong, and a way home`, async ({
      page,
      visit,
      pageProblems,
    }) => {
      // The warranty page's module, as if a release had broken it.
      await page.route("**/assets/warranty-*.js", (route) =>
        route.fulfill({
          contentType: "text/javascript",
          body: `export default function Warranty() { throw ${thrown}; }`,
        }),
      );
      await visit("/");
      await footerLink(page, "Warranty").click();

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Unexpected Application Error!",
      );
      await expect(page.getByText(shown, { exact: true })).toBeVisible();
      await page.getByRole("link", { name: "Go to the home page" }).click();
      await expect(page).toHaveURL("/");
      await expect(
        page.getByRole("heading", { level: 1, name: /keeps itself clean/ }),
      ).toBeVisible();

      // What React reports of the error this test caused, and nothing else, went wrong.
      expect(pageProblems.length).toBeGreaterThan(0);
      for (const problem of pageProblems) expect(problem).toContain(reported);
      pageProblems.length = 0;
    });
  }

  for (const part of ["toaster", "cart-drawer"]) {
    test(`a ${part} chunk that fails to load leaves the page, and the cart, as they were`, async ({
      page,
      pageProblems,
    }) => {
      await page.route(`**/assets/${part}-*.js`, (route) => route.abort());
      const failure = page.waitForEvent("console", (message) =>
        message.text().includes(`/assets/${part}-`),
      );
      await page.goto("/");
      await waitForHydration(page);
      await failure;

      await addToCart(page, "Circularium Nano");
      await expect(cartButton(page)).toHaveAccessibleName("Open cart, 1 item");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "A small aquarium that keeps itself clean",
      );
      if (part === "cart-drawer") {
        // The drawer cannot open, and the cart button does not say it did.
        await cartButton(page).click();
        await expect(cartButton(page)).toHaveAttribute(
          "aria-expanded",
          "false",
        );
        await expect(page.getByRole("dialog")).toHaveCount(0);
      }

      // The failed request and React's report of it, and nothing else, went wrong.
      expect(pageProblems.length).toBeGreaterThan(0);
      for (const problem of pageProblems)
        expect(problem).toContain(`/assets/${part}-`);
      pageProblems.length = 0;
    });
  }
});
