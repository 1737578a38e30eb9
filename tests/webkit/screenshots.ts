import { chromium, firefox, type BrowserType } from "@playwright/test";
import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  FIREFOX_PATH,
} from "../../scripts/chromium.ts";
import { PAGES } from "../visual/support/looks.ts";
import { HYDRATED_ATTRIBUTE } from "../../app/lib/hydrated-marker.ts";
import { startEnvironment } from "./support/environment.ts";
import { DESKTOP, PHONE, WebKitPage, type WindowSize } from "./support/page.ts";

/**
 * `node tests/webkit/screenshots.ts [folder]`: every page, and the home page with the cart open,
 * at 375 × 812 and 1440 × 900, in WebKit, Chromium and Firefox, to compare by eye. Each page is
 * taken a screen at a time from its top, as a reader scrolls it, into `<folder>/<engine>` (by
 * default `screenshots/`, which git ignores). Chromium and Firefox are desktop windows too, as
 * WebKit's is, not Playwright's emulation of a phone.
 */
const folder = resolve(process.argv[2] ?? "screenshots");
const SIZES = [PHONE, DESKTOP];

type Shooter = {
  visit: (path: string) => Promise<void>;
  openCart: () => Promise<void>;
  /** Runs `scrollPage` in the page. */
  scroll: (top: number) => Promise<number>;
  screenshot: () => Promise<Buffer>;
};

/**
 * Runs in the page: scrolls to `top` at once and waits for the frame after; returns how far the
 * page can scroll.
 */
function scrollPage(top: number) {
  window.scrollTo({ top, behavior: "instant" });
  return new Promise<number>((painted) =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        painted(document.documentElement.scrollHeight),
      ),
    ),
  );
}

async function shootAll(engine: string, size: WindowSize, shooter: Shooter) {
  const save = (name: string, image: Buffer) =>
    writeFile(join(folder, engine, `${size.width}-${name}.png`), image);
  for (const { path, name } of PAGES) {
    await shooter.visit(path);
    let height = Infinity;
    for (let screen = 0; screen * size.height < height; screen += 1) {
      height = await shooter.scroll(screen * size.height);
      await save(`${name}-${screen + 1}`, await shooter.screenshot());
    }
  }
  await shooter.visit("/");
  await shooter.openCart();
  await save("home-cart-open", await shooter.screenshot());
}

/**
 * Until the page has hydrated (the shop marks `<html>` with `attribute`,
 * app/lib/hydrated-marker.ts) and its fonts have loaded, it is not what a reader sees.
 */
const settled = (attribute: string) =>
  document.documentElement.hasAttribute(attribute) &&
  document.querySelector("[aria-label^=Notifications]") !== null &&
  document.fonts.status === "loaded";

async function shootWebKit(siteUrl: string, webDriverUrl: string) {
  for (const size of SIZES) {
    const page = new WebKitPage(siteUrl, webDriverUrl);
    await page.open(size);
    try {
      await shootAll("webkit", size, {
        visit: async (path) => {
          await page.goto(path);
          await page.driver.wait(
            () => page.evaluate(settled, HYDRATED_ATTRIBUTE),
            10_000,
          );
        },
        openCart: async () => {
          await page.click(
            page.getByRole("button", "Add to Cart Circularium Pro"),
          );
          await page.click(page.getByRole("button", /^Open cart/));
          await page.animationsFinished(await page.getByRole("dialog"));
        },
        scroll: (top) => page.evaluate(scrollPage, top),
        screenshot: async () =>
          Buffer.from(await page.driver.takeScreenshot(), "base64"),
      });
    } finally {
      await page.close();
    }
  }
}

async function shootPlaywright(
  engine: string,
  browserType: BrowserType,
  launchOptions: Parameters<BrowserType["launch"]>[0],
  siteUrl: string,
) {
  const browser = await browserType.launch(launchOptions);
  try {
    for (const size of SIZES) {
      const page = await browser.newPage({ viewport: size });
      await shootAll(engine, size, {
        visit: async (path) => {
          await page.goto(new URL(path, siteUrl).href);
          await page.waitForFunction(settled, HYDRATED_ATTRIBUTE);
        },
        openCart: async () => {
          await page
            .getByRole("button", { name: "Add to Cart Circularium Pro" })
            .click();
          await page.getByRole("button", { name: /^Open cart/ }).click();
          const drawer = page.getByRole("dialog");
          await drawer.evaluate((node) =>
            Promise.all(node.getAnimations().map(({ finished }) => finished)),
          );
        },
        scroll: (top) => page.evaluate(scrollPage, top),
        screenshot: () => page.screenshot(),
      });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

const environment = await startEnvironment();
try {
  for (const engine of ["webkit", "chromium", "firefox"])
    await mkdir(join(folder, engine), { recursive: true });
  await shootWebKit(environment.siteUrl, environment.webDriverUrl);
  await shootPlaywright(
    "chromium",
    chromium,
    { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    environment.siteUrl,
  );
  await shootPlaywright(
    "firefox",
    firefox,
    { channel: "moz-firefox", executablePath: FIREFOX_PATH },
    environment.siteUrl,
  );
  console.log(`Screenshots in ${folder}/{webkit,chromium,firefox}`);
} finally {
  await environment.stop();
}
