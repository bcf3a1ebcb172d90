// `npm run screenshots`: builds the site (unless --no-build), serves it as npm start does and writes a
// full-page PNG of every route at 375 px and 1280 px into screenshots/, so a reviewer can see a change.
// It takes its pictures as `npm run review` takes them of two builds (scripts/review/shots.mjs).
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { launchBrowser, openShotPage, routeName, shootPage, WIDTHS } from "../../scripts/review/shots.mjs";
import { routesOf, serve } from "../../scripts/serve.mjs";

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
      for (const route of routesOf("public")) {
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

if (import.meta.url === `file://${process.argv[1]}`) void main();
