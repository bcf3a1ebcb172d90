import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.mjs";

/** Browser tests run Debian's Chromium against the built site, served as `npm start` serves it. */
const PORT = Number(process.env.TEST_PORT ?? 9100);

export default defineConfig({
  testDir: "__tests__/browser",
  timeout: 45_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  // Each check runs once: what does not depend on the width (@once: headers, head tags, budgets, built
  // files, page content) runs at 375 px only, and what only a wide screen has (@desktop) at 1280 px only.
  projects: [
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } }, grepInvert: /@once/ },
    { name: "mobile", use: { viewport: { width: 375, height: 740 }, hasTouch: true }, grepInvert: /@desktop/ },
  ],
  webServer: {
    command: `PORT=${PORT} node scripts/serve.mjs`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
