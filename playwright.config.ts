import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, type PlaywrightTestConfig } from "@playwright/test";
import { CHROMIUM_ARGS, PLAYWRIGHT_CHROMIUM_PATH } from "./scripts/chromium.mjs";

/**
 * One Playwright run for every browser check (npm test runs it after the build, see scripts/test.mjs):
 * - desktop (1280 px) and mobile (375 px) against the built site, served as `npm start` serves it.
 *   A test runs at 375 px unless tagged @desktop (1280 px): the markup is the same at both, so what a width changes
 *   is checked at that width (every-route.spec.ts resizes each route through six).
 * - launch-day, when LAUNCH_DAY_DIR names the launch-day copy (scripts/launch-day.mjs): the @settings tests at
 *   375 px against another foundation's site, once the copy is built.
 * - cms: the editor at /admin, against a local editing session on a temporary copy of content/.
 */
const PORT = Number(process.env.TEST_PORT ?? 9100);
const CMS_PORT = 9415;
const LAUNCH_DAY_DIR = process.env.LAUNCH_DAY_DIR;
// Made once by the runner; its workers read the same folder from the environment they inherit.
process.env.CMS_SESSION_DIR ??= mkdtempSync(join(tmpdir(), "cms-"));
process.env.CMS_REPO_DIR = join(process.env.CMS_SESSION_DIR, "repo");
process.env.CMS_ADMIN_URL = `http://localhost:${CMS_PORT}/admin/`;

const phone = { viewport: { width: 375, height: 740 }, hasTouch: true };
const reuseExistingServer = !process.env.CI;

const projects: PlaywrightTestConfig["projects"] = [
  // First, so its long serial run starts at once and the other worker shares the rest.
  {
    name: "cms",
    testDir: "__tests__/cms",
    // One editing session: its tests save into one copy of the content, one after another.
    fullyParallel: false,
    timeout: 180_000,
    expect: { timeout: 10_000 },
    use: { baseURL: process.env.CMS_ADMIN_URL, viewport: { width: 1400, height: 900 } },
  },
  { name: "desktop", testDir: "__tests__/browser", use: { viewport: { width: 1280, height: 800 } }, grep: /@desktop/ },
  { name: "mobile", testDir: "__tests__/browser", use: phone, grepInvert: /@desktop/ },
];
const webServer: PlaywrightTestConfig["webServer"] = [
  // Stopped by a signal it answers (it stops the engine's whole process group), never killed outright: a kill would
  // leave the engine's workerd running with the port.
  {
    command: `PORT=${PORT} node scripts/serve.mjs`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer,
    timeout: 30_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
  {
    command: `node scripts/cms-test.mjs --port ${CMS_PORT}`,
    url: `http://localhost:${CMS_PORT}/admin/`,
    reuseExistingServer,
    timeout: 120_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
  },
];
// LAUNCH_DAY_ONLY=1: the launch-day project alone (`npm run test:launch-day`), without the committed site's server and
// the editor's session, which only the other projects use. npm test runs it last in the one run with the others.
const LAUNCH_DAY_ONLY = process.env.LAUNCH_DAY_ONLY === "1";
if (LAUNCH_DAY_DIR) {
  // Served by a server each worker starts once the copy's build has ended (see the fixtures). Last in the list, so its
  // tests come last in a run of every project: npm test starts that run while the copy is still being built.
  projects.push({
    name: "launch-day",
    testDir: "__tests__/browser",
    grep: /@settings/,
    grepInvert: /@desktop/,
    metadata: { settingsFile: join(LAUNCH_DAY_DIR, "content/settings.json"), publicDir: join(LAUNCH_DAY_DIR, "public") },
    use: phone,
  });
}

export default defineConfig({
  timeout: 45_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  // No retries, in CI either: a test that fails once is fixed, not run again until it passes.
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: PLAYWRIGHT_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: LAUNCH_DAY_ONLY ? projects.filter((p) => p.name === "launch-day") : projects,
  webServer: LAUNCH_DAY_ONLY ? undefined : webServer,
});
