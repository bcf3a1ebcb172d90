// Shared by the Lighthouse check in `npm test` and the benchmark: serves a folder the way
// `npm start` does and runs Lighthouse (mobile, default simulated throttling) in Debian's Chromium.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/chromium.mjs";
import { createSiteServer } from "../../scripts/serve.mjs";

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

/** Starts the site server on a port (0: any free one); resolves to { origin, close }. */
export function serve(root, port = 0) {
  return new Promise((resolve) => {
    const server = createSiteServer(root).listen(port, "127.0.0.1", () => {
      const { port } = server.address();
      resolve({ origin: `http://localhost:${port}`, close: () => new Promise((done) => server.close(done)) });
    });
  });
}

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

/** The routes of the built site, read from its sitemap so nothing is listed twice. */
export async function routesOf(root) {
  const { readFile } = await import("node:fs/promises");
  const xml = await readFile(`${root}/sitemap.xml`, "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}
