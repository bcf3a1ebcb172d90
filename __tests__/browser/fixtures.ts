import { existsSync, readFileSync } from "node:fs";
import { dirname } from "node:path";
import { buildMark } from "../../scripts/launch-day-mark.mjs";
import { serve } from "../../scripts/serve.mjs";
import { test as base, expect, type BrowserContext, type Page, type Route } from "@playwright/test";
import committed from "../../content/settings.json";
import { type Locale } from "../../src/languages";
import { localeOf } from "../../src/routes";
import { DONATE_ANCHOR } from "../../src/constants";
import { translate, type StringKey } from "../../src/i18n/strings";
import { formUrl, resolveSettings, type Settings } from "../../src/settings";
import { isPreview } from "../../src/content-checks/samples";
import type { ContentTree } from "../../src/content-reader/read-content";
import { contentOf, pageIn, propsOf, usesOf, linksIn } from "../setup/content";
import type { FormKey } from "../../src/mdx-schema/allowed-values";

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

/** The root of the checkout whose site is under test: this one, or the launch-day copy (its public/'s parent). */
function siteRoot(): string {
  try {
    const publicDir: string | undefined = base.info().project.metadata?.publicDir;
    return publicDir ? dirname(publicDir) : process.cwd();
  } catch {
    return process.cwd();
  }
}

/** The content of the site under test, through the content reader: its pages and stories as the build read them. */
export const siteContent = (): ContentTree => contentOf(siteRoot());

/** A page of the site under test by its file under content/pages/ ("awareness.mdx"): its route, frontmatter and MDX. */
export const sitePage = (name: string) => pageIn(siteRoot(), name);
/** The routes the header and footer link to on the site under test (English; localize them). */
export const siteLinksNow = () => linksIn(siteRoot());
/** Whether the site under test still holds a sample (the launch check's list), so every page says it is a preview. */
export const previewNow = () => isPreview(siteContent());

/** A route's path on the site under test: a page's route as that site's content gives it (the founder's page is named by its settings). */
export const pathOf = (route: { path: string; file?: string }) =>
  route.file ? sitePage(route.file.replace(/^content\/pages\//, "")).route : route.path;

/** The founder's story on the site under test. */
export const founderPath = () => sitePage("about-founder.mdx").route;

/** A page's hosted form address on the site under test, from its settings. */
export const hostedForm = (form: FormKey) => formUrl(form, settings);

/** A form opener as the site under test shows it: its page, its words, the dialog's title, its form, and whether it sits in the header. */
export type FormOpener = { path: string; label: string; title: string; form: FormKey; inHeader: boolean };

/**
 * The three kinds of form dialog, each by its first opener on the site under test: the header's contact
 * button (on the home page), the first resource with a form (Awareness) and the first advocacy action.
 */
export const formOpeners = (): Record<"contact" | "resource" | "advocacy", FormOpener> => {
  const home = sitePage("index.mdx").route;
  const awareness = sitePage("awareness.mdx");
  const advocacy = sitePage("advocacy.mdx");
  const resource = propsOf(awareness, "ResourceCard").find((r) => r.form)!;
  const [action] = usesOf(advocacy, "ActionCard");
  return {
    contact: { path: home, label: tr(home, "header.contact"), title: tr(home, "header.contact"), form: "contact", inHeader: true },
    resource: { path: awareness.route, label: resource.action, title: resource.formTitle, form: resource.form as FormKey, inHeader: false },
    // An action's button says its label, or else its title; the dialog is titled with the action.
    advocacy: {
      path: advocacy.route,
      label: action.props.label ?? action.props.title,
      title: action.props.title,
      form: "advocacy",
      inHeader: false,
    },
  };
};

/** Every advocacy action on the site under test: its button's words and its dialog's title. */
export const advocacyActions = () =>
  usesOf(sitePage("advocacy.mdx"), "ActionCard").map(({ props }) => ({ label: props.label ?? props.title, title: props.title }));

/**
 * The Aid page's ways to give on the site under test: its route, the Section the header's Donate leads to
 * (its id and title), the hero's button that scrolls there, and each GiveCard's words.
 */
export const waysToGive = () => {
  const entry = sitePage("donate.mdx");
  const id = DONATE_ANCHOR;
  const section = propsOf(entry, "Section").find((props) => props.id === id)!;
  const button = usesOf(entry, "ButtonLink").find((use) => use.props.to === `#${id}`)!;
  return { path: entry.route, id, title: section.title, button: button.text, gives: propsOf(entry, "GiveCard").map((card) => card.label) };
};

/** The stories of the site under test (the launch-day copy's in its project), in English, newest first. */
export const siteStories = () =>
  siteContent()
    .stories.filter((story) => story.locale === "en")
    .sort((a, b) => b.frontmatter.date.localeCompare(a.frontmatter.date));

/** How the tests answer the third-party hosts this machine cannot reach ("slow": held until the test calls releaseVendor). */
export type VendorMode = "up" | "down" | "slow";

/**
 * Every address but this machine's (localhost, 127.0.0.1): the other hosts. A RegExp, which Playwright matches in its
 * own server, so a request for the site's own files goes on there; a function would send every request to the test's
 * process and back (an API call each, with its stack) to be let through.
 */
export const OTHER_HOSTS = /^(?![a-z][a-z\d+.-]*:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/|$))/i;

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

/** Per browser context: the requests it made to other hosts, the held vendor answers, and what lets them go. */
type Outside = { seen: string[]; release: () => void; held: Promise<unknown>[] };
const outside = new WeakMap<BrowserContext, Outside>();

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
      // npm test runs these tests in the run that starts before the copy is built (they come last in it): each worker
      // waits for the build to have ended, and a failed build fails them with its reason.
      const mark = buildMark(dirname(dir));
      while (!existsSync(mark)) await new Promise((next) => setTimeout(next, 250));
      const ended = readFileSync(mark, "utf8");
      if (ended !== "built") throw new Error(ended);
      // The engine `npm start` serves with (Cloudflare Pages' own), on a free port it picks itself.
      const site = await serve(dir);
      await use(site.origin);
      await site.close();
    },
    // The wait is for a build of about a minute, beside the rest of npm test.
    { scope: "worker", timeout: 600_000 },
  ],
  baseURL: async ({ baseURL, projectSite }, use) => use(projectSite ?? baseURL),
  vendor: ["up", { option: true }],
  // Every browser context a test opens answers the other hosts itself, so no test ever reaches the real internet and
  // every test can read what was asked of them. On the context, not a fixture of its own: a test that only sends
  // requests (the host's headers) opens no browser at all.
  context: async ({ context, vendor }, use) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const state: Outside = { seen: [], release, held: [] };
    outside.set(context, state);
    await context.route(OTHER_HOSTS, (route) => {
      state.seen.push(route.request().url());
      // The vendor's hosts: its hosted form pages and its embed script (the same host or two).
      const vendorHosts = [formHost(), new URL(settings.forms.embedScriptUrl).host];
      if (vendorHosts.includes(new URL(route.request().url()).host)) {
        // A frame removed before its answer is let go cannot be answered; that is no failure.
        const answer = answerVendor(route, vendor, held).catch(() => {});
        state.held.push(answer);
        return answer;
      }
      return route.abort("blockedbyclient");
    });
    await use(context);
  },
  releaseVendor: async ({ context }, use) => {
    await use(async () => {
      const state = outside.get(context)!;
      state.release();
      await Promise.all(state.held);
    });
  },
  thirdParty: async ({ context }, use) => use(outside.get(context)!.seen),
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

/**
 * Waits until React has taken over the page (form openers become buttons). The scripts start after the first
 * screen, so on the loaded 2-core CI machine this took over the 7 s default once (a Spanish page's second load,
 * fallback fonts): the limit is 20 s, a bound on the wait, not a pause.
 */
export async function waitForHydration(page: Page) {
  const path = new URL(page.url()).pathname;
  await expect(page.locator("header button", { hasText: tr(path, "header.contact") }).first()).toBeAttached({ timeout: 20_000 });
}

/**
 * The page as it shows when its web fonts never arrive, without loading it again: every web face goes (those a
 * test added, and the @font-face rules that fetch a file), so the text falls back to the metric-matched local
 * faces, as on a slow first visit (font-display: optional). Waits until the layout with them is done.
 */
export async function dropWebFonts(page: Page) {
  const left = await page.evaluate(async () => {
    document.fonts.clear();
    const families = new Set<string>();
    for (const sheet of document.styleSheets) {
      let rules: CSSRuleList;
      try {
        rules = sheet.cssRules;
      } catch {
        continue;
      }
      for (let i = rules.length - 1; i >= 0; i--) {
        const rule = rules[i];
        if (rule instanceof CSSFontFaceRule && rule.cssText.includes("url(")) {
          families.add(rule.style.getPropertyValue("font-family").replace(/"/g, ""));
          sheet.deleteRule(i);
        }
      }
    }
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return { dropped: families.size, left: [...document.fonts].filter((face) => families.has(face.family.replace(/"/g, ""))).length };
  });
  expect(left.dropped, "web font families dropped").toBeGreaterThan(0);
  expect(left.left, "web faces left").toBe(0);
}

/**
 * The web fonts in a state the test chose, never a race with their first paint (font-display: optional):
 * "web" (after goto) loads each of the page's faces again as `swap` and waits until each is loaded and used;
 * "fallback" (before goto) refuses every .woff2, as a slow first visit sees the page.
 */
export async function fontState(page: Page, state: "web" | "fallback") {
  if (state === "fallback") {
    await page.route(/\.woff2(\?|$)/, (route) => route.abort());
    return;
  }
  await page.unroute(/\.woff2(\?|$)/);
  const loaded = await page.evaluate(async () => {
    const rules = [...document.styleSheets].flatMap((sheet) => {
      try {
        return [...sheet.cssRules].filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule);
      } catch {
        return [];
      }
    });
    // The web fonts only: the metric-matched fallback faces name local() fonts.
    const faces = rules
      .filter((rule) => rule.cssText.includes("url("))
      .map((rule) => {
        const style = rule.style;
        // The rule's src as written (url(…) format(…)), from its text: its style does not give it back in Chromium.
        const src = /src:\s*([^;]+)/.exec(rule.cssText)?.[1] ?? "";
        return new FontFace(style.getPropertyValue("font-family").replace(/"/g, ""), src, {
          weight: style.getPropertyValue("font-weight") || "normal",
          style: style.getPropertyValue("font-style") || "normal",
          unicodeRange: style.getPropertyValue("unicode-range") || undefined,
          display: "swap",
        });
      });
    const failed: string[] = [];
    await Promise.all(
      faces.map((face) => (document.fonts.add(face), face.load().catch((e) => failed.push(`${face.family} ${face.weight}: ${e}`)))),
    );
    if (failed.length) throw new Error(failed.join("; "));
    await document.fonts.ready;
    // Two frames: the layout with the new faces is done before anything is measured.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return faces.filter((face) => face.status === "loaded").length;
  });
  expect(loaded, "web fonts loaded").toBeGreaterThan(0);
}

/** The first-screen picture (fetchpriority=high) is fetched once: one file, whatever the screen. */
export async function heroFetches(page: Page, fetched: string[]) {
  const hero = await page.locator("img[fetchpriority=high]").first();
  if ((await hero.count()) === 0) return [];
  const src = await hero.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  // Gatsby names every size of a file after it (…/hero-home.webp), and a portrait crop or file is the picture's
  // name with .crop-72 or .portrait added: the fetches of any of them.
  const picture = (file: string) =>
    file
      .split("/")
      .pop()!
      .replace(/\.\w+$/, "")
      .replace(/\.(crop-\d+|portrait)$/, "");
  return fetched.filter((file) => picture(file) === picture(src));
}
