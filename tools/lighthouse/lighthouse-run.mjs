// Shared by the Lighthouse check and the benchmarks: runs Lighthouse (mobile, default simulated throttling) in
// Debian's Chromium, over a folder served the way `npm start` does (serve() and routesOf() are scripts/serve.mjs's).
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/chromium.mjs";

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

/** Launches Chromium once for many Lighthouse runs. */
export async function launchChrome() {
  // Loaded when used: Lighthouse takes seconds to import, and the review and screenshots use only serve().
  const chromeLauncher = await import("chrome-launcher");
  return chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
}

/** One Lighthouse run; returns the report (lhr). */
export async function audit(url, chrome, onlyCategories) {
  const { default: lighthouse } = await import("lighthouse");
  const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories });
  return result.lhr;
}
