import { defineConfig } from "@playwright/test";

/** Browser tests run Debian's Chromium against the built site, served as `npm start` serves it. */
const PORT = Number(process.env.TEST_PORT ?? 9100);

export default defineConfig({
  testDir: "__tests__/browser",
  timeout: 45_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
    { name: "mobile", use: { viewport: { width: 375, height: 740 }, hasTouch: true } },
  ],
  webServer: {
    command: `PORT=${PORT} node scripts/serve.mjs`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
