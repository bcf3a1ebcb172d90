import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import matter from "gray-matter";
import { spawn } from "node:child_process";
import { test as base, expect, type Page, type Route } from "@playwright/test";
import committed from "../../content/settings.json";
import { localeOf, type Locale } from "../../src/i18n/locales";
import { translate, type StringKey } from "../../src/i18n/strings";
import { resolveSettings, type Settings } from "../../src/settings";

export { expect };

/**
 * The settings of the site under test: the committed ones, or in the launch-day project another
 * foundation's (its `metadata.settingsFile`, see playwright.config.ts). Read inside a test, always:
 * outside one (at a file's top level) only the committed settings can be known.
 */
function currentSettings(locale: Locale = "en"): Settings {
  let file: string | undefined;
  try {
    file = base.info().project.metadata?.settingsFile;
  } catch {
    return resolveSettings(committed, locale) as Settings;
  }
  if (!file) return resolveSettings(committed, locale) as Settings;
  const key = `${file}#${locale}`;
  if (!loaded.has(key)) loaded.set(key, resolveSettings(JSON.parse(readFileSync(file, "utf8")), locale) as Settings);
  return loaded.get(key)!;
}
const loaded = new Map<string, Settings>();

/** The settings, as `settings.contact.phone` and so on, of whichever site the running test checks. */
export const settings: Settings = new Proxy({} as Settings, {
  get: (_, key) => currentSettings()[key as keyof Settings],
  ownKeys: () => Reflect.ownKeys(currentSettings()),
  getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(currentSettings(), key),
});

/** The settings of the site under test in one language (a Spanish page's helplines, form ids, …). */
export const settingsFor = (locale: Locale): Settings => currentSettings(locale);

export const formHost = () => new URL(settings.forms.hostedFormUrl).host;

/** The stories of the site under test (the launch-day copy's in its project), as their files say, newest first. */
export function siteStories(): { slug: string; title: string; date: string; event?: { start: string; end: string } }[] {
  let publicDir: string | undefined;
  try {
    publicDir = base.info().project.metadata?.publicDir;
  } catch {
    publicDir = undefined;
  }
  const dir = join(publicDir ? dirname(publicDir) : process.cwd(), "content/stories");
  return (existsSync(dir) ? readdirSync(dir) : [])
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => {
      const { title, date, event } = matter(readFileSync(join(dir, name), "utf8")).data;
      return { slug: name.slice(0, -".mdx".length), title, date, event };
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}

/** How the tests answer the third-party hosts this machine cannot reach ("slow": held until the test calls releaseVendor). */
export type VendorMode = "up" | "down" | "slow";

const isLocal = (url: string) => ["localhost", "127.0.0.1"].includes(new URL(url).hostname);

/** A stand-in for the vendor's hosted form page and embed script. */
async function answerVendor(route: Route, mode: VendorMode, held: Promise<void>) {
  if (mode === "down") return route.abort("connectionrefused");
  if (mode === "slow") await held;
  const url = route.request().url();
  if (url.endsWith(".js")) {
    return route.fulfill({ contentType: "text/javascript", body: "window.__vendorEmbedRuns = (window.__vendorEmbedRuns || 0) + 1;" });
  }
  return route.fulfill({
    contentType: "text/html",
    body: `<!doctype html><html lang="en"><title>Form</title><body style="background:#fff"><form><label>Name <input name="name"></label><button>Send</button></form></body></html>`,
  });
}

const releases = new WeakMap<Page, () => void>();
const heldAnswers = new WeakMap<Page, Promise<unknown>[]>();

type Fixtures = {
  /** Set per test with test.use({ vendor: "down" }). */
  vendor: VendorMode;
  /** Every request the page made to another host, in order. */
  thirdParty: string[];
  /** Console errors and warnings and uncaught exceptions on the page. */
  consoleProblems: string[];
  /** With vendor "slow": lets the held vendor answers go, and resolves once each has reached the page. */
  releaseVendor: () => Promise<void>;
  /** The Content-Security-Policy violations the page has reported so far (events and console messages). */
  cspViolations: () => Promise<string[]>;
};

type WorkerFixtures = {
  /** The origin of a server for the project's `metadata.publicDir` (the launch-day copy), started per worker. */
  projectSite: string | undefined;
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  projectSite: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const dir: string | undefined = workerInfo.project.metadata?.publicDir;
      if (!dir) return use(undefined);
      // The server `npm start` runs, on a port of this worker's own (9200 and up).
      const port = 9200 + workerInfo.parallelIndex;
      const server = spawn(process.execPath, ["scripts/serve.mjs"], { env: { ...process.env, PORT: String(port), PUBLIC_DIR: dir } });
      const origin = `http://localhost:${port}`;
      await expect
        .poll(
          () =>
            fetch(origin).then(
              (r) => r.ok,
              () => false,
            ),
          { timeout: 20_000 },
        )
        .toBe(true);
      await use(origin);
      server.kill();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ baseURL, projectSite }, use) => use(projectSite ?? baseURL),
  vendor: ["up", { option: true }],
  // Automatic: no test ever reaches the real internet, and every test can read what was asked of it.
  releaseVendor: async ({ page }, use) => {
    await use(async () => {
      const answered = heldAnswers.get(page) ?? [];
      releases.get(page)?.();
      await Promise.all(answered);
    });
  },
  thirdParty: [
    async ({ page, vendor }, use) => {
      const seen: string[] = [];
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      releases.set(page, release);
      heldAnswers.set(page, []);
      await page.route(
        (url) => !isLocal(url.href),
        (route) => {
          seen.push(route.request().url());
          // The vendor's hosts: its hosted form pages and its embed script (the same host or two).
          const vendorHosts = [formHost(), new URL(settings.forms.embedScriptUrl).host];
          if (vendorHosts.includes(new URL(route.request().url()).host)) {
            // A frame removed before its answer is let go cannot be answered; that is no failure.
            const answer = answerVendor(route, vendor, held).catch(() => {});
            heldAnswers.get(page)!.push(answer);
            return answer;
          }
          return route.abort("blockedbyclient");
        },
      );
      await use(seen);
    },
    { auto: true },
  ],
  cspViolations: async ({ page, consoleProblems }, use) => {
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { __csp: string[] }).__csp = []);
      document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await use(async () => [
      ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)),
      ...consoleProblems.filter((m) => /Content Security Policy/i.test(m)),
    ]);
  },
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error" || msg.type() === "warning") problems.push(`${msg.type()}: ${msg.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    await use(problems);
  },
});

/** An interface string as a page at `path` shows it: from the string table of the route's language. */
export const tr = (path: string, key: StringKey, vars?: Record<string, string | number>) => translate(localeOf(path), key, vars);

/** Waits until React has taken over the page (form openers become buttons). */
export async function waitForHydration(page: Page) {
  const path = new URL(page.url()).pathname;
  await expect(page.locator("header button", { hasText: tr(path, "header.contact") }).first()).toBeAttached();
}
