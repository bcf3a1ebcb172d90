// How the review (`npm run review`) and `npm run screenshots` take a page's picture: the same widths, browser,
// motion and fonts, so two sides of a review never differ by how they were taken.
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, PLAYWRIGHT_CHROMIUM_PATH } from "../chromium.mjs";

/** The two widths every picture is taken at: a phone and a desktop. */
export const WIDTHS = [375, 1280];

/** Debian's Chromium under Playwright, launched as the browser tests launch it. */
export function launchBrowser() {
  return chromium.launch({ executablePath: PLAYWRIGHT_CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A page for pictures: motion reduced and third-party hosts answered by request routing. */
export async function openShotPage(browser, width) {
  // Reduced motion: scrolling back to the top is instant, so the header is where a visitor sees it.
  const page = await browser.newPage({ viewport: { width, height: 800 }, reducedMotion: "reduce" });
  // Third-party hosts are never asked: the pages read fully without them.
  await page.route(
    (url) => url.hostname !== "localhost",
    (route) => route.abort(),
  );
  return page;
}

/** Pages that have loaded the site once, so its web fonts are cached. */
const warmed = new WeakSet();

/** Loads a URL, scrolls through it once so lazy images arrive, and writes a full-page PNG. */
export async function shootPage(page, url, path) {
  // The fonts are font-display: optional; the first load may miss them. Every picture is taken with
  // them cached, so two sides of a review never differ by a font that arrived late on one of them.
  if (!warmed.has(page)) {
    await page.goto(url, { waitUntil: "networkidle" });
    warmed.add(page);
  }
  await page.goto(url, { waitUntil: "networkidle" });
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path, fullPage: true, animations: "disabled" });
}

/** A file-name-safe name for a route: "/" is "home", "/about-x" is "about-x". */
export const routeName = (route) => (route === "/" ? "home" : route.slice(1).replace(/\//g, "-"));
