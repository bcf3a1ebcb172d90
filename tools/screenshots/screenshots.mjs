// `npm run screenshots`: builds the site (unless --no-build), serves it as npm start does and writes a
// full-page PNG of every route at 375 px and 1280 px into screenshots/, so a reviewer can see a change.
// Its functions are shared with `npm run review`, which takes the same pictures of two builds.
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, PLAYWRIGHT_CHROMIUM_PATH } from "../../scripts/chromium.mjs";
import { routesOf, serve } from "../lighthouse/lighthouse-run.mjs";

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

async function main() {
  if (!process.argv.includes("--no-build")) {
    const build = spawnSync("npx", ["gatsby", "build"], { stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  mkdirSync("screenshots", { recursive: true });
  const site = await serve("public");
  const browser = await launchBrowser();
  try {
    for (const width of WIDTHS) {
      const page = await openShotPage(browser, width);
      for (const route of await routesOf("public")) {
        const file = `screenshots/${routeName(route)}-${width}.png`;
        await shootPage(page, `${site.origin}${route}`, file);
        console.log(file);
      }
      await page.close();
    }
  } finally {
    await browser.close();
    await site.close();
  }
}

// No top-level await: scripts/review.ts (run by tsx as CommonJS) imports this file.
if (import.meta.url === `file://${process.argv[1]}`) void main();
