// `npm run screenshots`: builds the site (unless --no-build), serves it as npm start does and writes a
// full-page PNG of every route at 375 px and 1280 px into screenshots/, so a reviewer can see a change.
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";
import { routesOf, serve } from "./lighthouse-run.mjs";

if (!process.argv.includes("--no-build")) {
  const build = spawnSync("npx", ["gatsby", "build"], { stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
mkdirSync("screenshots", { recursive: true });
const site = await serve("public");
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const width of [375, 1280]) {
    // Reduced motion: scrolling back to the top is instant, so the header is where a visitor sees it.
    const page = await browser.newPage({ viewport: { width, height: 800 }, reducedMotion: "reduce" });
    // Third-party hosts are never asked: the pages read fully without them.
    await page.route(
      (url) => url.hostname !== "localhost",
      (route) => route.abort(),
    );
    for (const route of await routesOf("public")) {
      await page.goto(`${site.origin}${route}`, { waitUntil: "networkidle" });
      // Scroll through once so lazy images load before the picture is taken.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      const name = route === "/" ? "home" : route.slice(1).replace(/\//g, "-");
      await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
      console.log(`screenshots/${name}-${width}.png`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await site.close();
}
