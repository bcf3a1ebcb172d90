// How every tool here starts Debian's Chromium: the browser tests, Lighthouse and the screenshots.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

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
