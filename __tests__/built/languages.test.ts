/**
 * @jest-environment node
 *
 * The two languages in the built files: every page says its language, names its twin both ways (in its
 * head and in the sitemap), links to it, and a Spanish page shows no English interface string; each
 * language has its own not-found page. What is expected comes from the routes (the /es rule), the
 * content, the settings, the string tables and the built files themselves. The browser checks only what
 * needs one: the phone menu's language link and the status the server sends an unknown address
 * (__tests__/browser/languages.spec.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parse, type HTMLElement } from "node-html-parser";
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, type Locale } from "../../src/languages";
import { absoluteUrl, counterpart, localeOf, localize, pageAddress } from "../../src/routes";
import { STRINGS, translate } from "../../src/i18n/strings";
import { settingsIn, settings } from "../../src/settings";
import { pageIn } from "../setup/content";
import { fileAt, fileFor, page, PUBLIC, SITE_PAGES, sitemapText } from "./site";

const PAGES = SITE_PAGES.filter((p) => !/(^|\/)404$/.test(p.route));
const routes = new Set(PAGES.map((p) => p.route));
const other = (locale: Locale) => LOCALES.find((l) => l !== locale)!;
const url = (route: string) => absoluteUrl(route, settings.siteUrl);
/** A page's route in a language, from the content of the checkout this build is of (its English page's route, localized). */
const routeIn = (file: string, locale: Locale) => localize(pageIn(dirname(PUBLIC), file).route, locale);

describe.each(PAGES.map((p) => [p.route, p.file]))("%s", (route, file) => {
  const locale = localeOf(route);
  const twin = counterpart(route, other(locale));
  const doc = () => page(file);

  it("says its language in <html lang> and og:locale", () => {
    expect(doc().querySelector("html")?.getAttribute("lang")).toBe(locale);
    expect(doc().querySelector('meta[property="og:locale"]')?.getAttribute("content")).toBe(LOCALE_INFO[locale].ogLocale);
  });

  it("names its twin in the other language both ways (hreflang), or none when it has no twin", () => {
    const alternates = (html: ReturnType<typeof page>) =>
      Object.fromEntries(
        html.querySelectorAll('link[rel="alternate"][hreflang]').map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
      );
    const mine = alternates(doc());
    if (!routes.has(twin)) {
      expect(mine).toEqual({});
      return;
    }
    const enRoute = locale === DEFAULT_LOCALE ? route : twin;
    const expected = { [locale]: url(route), [other(locale)]: url(twin), "x-default": url(enRoute) };
    expect(mine).toEqual(expected);
    // Reciprocal: the twin names the same pair.
    expect(alternates(page(fileFor(twin)!))).toEqual(expected);
    expect(doc().querySelector('meta[property="og:locale:alternate"]')?.getAttribute("content")).toBe(LOCALE_INFO[other(locale)].ogLocale);
  });

  // Followed by a visitor without JavaScript, each link is this plain address: the page it names is built, in the other language.
  it("links to the same page in the other language, in the header and the footer, without JavaScript", () => {
    const links = doc().querySelectorAll("a[data-language-link]");
    expect(links.map((a) => (a.closest("header, footer") as HTMLElement | null)?.rawTagName).sort()).toEqual(["footer", "header"]);
    const target = routes.has(twin) ? twin : routeIn("index.mdx", other(locale));
    for (const a of links) {
      expect(a.getAttribute("href")).toBe(pageAddress(target));
      expect(a.getAttribute("hreflang")).toBe(other(locale));
      expect(a.getAttribute("lang")).toBe(other(locale));
      expect(a.text).toBe(LOCALE_INFO[other(locale)].name);
    }
    expect(fileAt(pageAddress(target))).toBeDefined();
    expect(
      page(fileAt(pageAddress(target))!)
        .querySelector("html")
        ?.getAttribute("lang"),
    ).toBe(other(locale));
  });
});

describe.each(LOCALES)("the %s not-found page", (locale) => {
  // The nearest 404.html up an unknown address's path is the one the server and the CDN send, with status 404
  // (the status and the choice by path: __tests__/browser/languages.spec.ts, chrome.spec.ts).
  const file = join(PUBLIC, localize("/404.html", locale).slice(1));
  const main = () => page(file).querySelector("main")!;
  const linkTo = (route: string) => main().querySelector(`a[href="${pageAddress(route)}"]`);

  it("is built where its language's addresses start, in that language", () => {
    expect(existsSync(file)).toBe(true);
    expect(page(file).querySelector("html")?.getAttribute("lang")).toBe(locale);
    expect(page(file).querySelector("h1")?.text.trim()).toBe(translate(locale, "notFound.title"));
  });

  it("leads on in its language: home, the help page and the foundation's phone", () => {
    expect(linkTo(routeIn("index.mdx", locale))?.text.trim()).toBe(translate(locale, "notFound.home"));
    expect(linkTo(routeIn("get-help.mdx", locale))?.text.trim()).toBe(translate(locale, "notFound.getHelp"));
    const phone = settingsIn(locale).contact.phone;
    expect(main().querySelector('a[href^="tel:"]')?.getAttribute("href")?.replace(/\D/g, "")).toBe(phone.replace(/\D/g, ""));
  });
});

/**
 * The English interface strings a Spanish page must not show: each English string that differs from its
 * Spanish one, cut at its {placeholders} into the literal runs a visitor would read (four letters or more).
 */
const englishOnly = Object.entries(STRINGS.en)
  .filter(([key, text]) => text !== STRINGS.es[key as keyof typeof STRINGS.es])
  .flatMap(([key, text]) =>
    text
      .split(/\{\w+\}/)
      .map((run) => run.trim().replace(/^[,.:()\s]+|[,.:()\s]+$/g, ""))
      .filter((run) => /\p{L}{4,}/u.test(run) && !Object.values(STRINGS.es).some((es) => es.includes(run)))
      .map((run) => ({ key, run })),
  );

describe.each(PAGES.filter((p) => localeOf(p.route) !== DEFAULT_LOCALE).map((p) => [p.route, p.file]))("%s (Spanish)", (_route, file) => {
  it("shows no English interface string: in its text, alt text, titles or labels", () => {
    // What a visitor reads or hears, outside what is marked as another language (the language link).
    const html = parse(readFileSync(file, "utf8"));
    html.querySelectorAll("script, style, noscript, [lang]:not(html)").forEach((el) => el.remove());
    const body = html.querySelector("body")!;
    const said = [
      body.text,
      ...body
        .querySelectorAll("[alt], [title], [aria-label], [placeholder]")
        .flatMap((el) => ["alt", "title", "aria-label", "placeholder"].map((name) => el.getAttribute(name) ?? "")),
      html.querySelector("title")?.text ?? "",
    ].join("\n");
    const found = englishOnly.filter(({ run }) =>
      new RegExp(`(^|[^\\p{L}])${run.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u").test(said),
    );
    expect(found).toEqual([]);
  });
});

describe("the sitemap", () => {
  const xml = sitemapText();
  const entries = new Map(
    [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map(([, loc, rest]) => [
      loc,
      Object.fromEntries([...rest.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href])),
    ]),
  );

  it("lists each page's twins as its head does, reciprocally", () => {
    for (const { route, file } of PAGES) {
      const head = Object.fromEntries(
        page(file)
          .querySelectorAll('link[rel="alternate"][hreflang]')
          .map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
      );
      expect([route, entries.get(url(route))]).toEqual([route, head]);
      for (const href of Object.values(head) as string[]) expect(entries.get(href)).toEqual(head);
    }
  });
});

describe("the feeds", () => {
  it.each(LOCALES)("%s: a feed in its language that lists only that language's stories", (locale) => {
    const feed = readFileSync(join(PUBLIC, counterpart("/rss.xml", locale).slice(1)), "utf8");
    expect(feed).toContain(`<language><![CDATA[${locale}]]></language>`);
    const links = [...feed.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map(([, link]) => new URL(link).pathname);
    for (const link of links) expect(localeOf(link)).toBe(locale);
    // Every story of the language is in it, up to the feed's twenty.
    const stories = PAGES.filter((p) => localeOf(p.route) === locale && /\/stories\/(?!tag\/|\d+$)[^/]+$/.test(p.route));
    expect(links.length).toBe(Math.min(20, stories.length));
  });
});
