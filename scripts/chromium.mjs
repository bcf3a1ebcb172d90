// How every tool here starts Debian's Chromium: the browser tests, Lighthouse and the screenshots.
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * What Playwright drives (the browser tests, screenshots, the review): Debian's headless shell of the same
 * Chromium when it is installed (package chromium-headless-shell; Playwright's own default for headless
 * runs), else the full browser. On 2 cores it did the same tests in about 55% of the CPU time and 60% of
 * the wall time (bench/LOG.md). Lighthouse keeps the full browser. CHROME_PATH overrides both.
 */
export const PLAYWRIGHT_CHROMIUM_PATH =
  process.env.CHROME_PATH ?? (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : CHROMIUM_PATH);

/** Without the networking flags Chromium keeps calling home, which this closed network refuses. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];
