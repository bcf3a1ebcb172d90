/**
 * @jest-environment node
 *
 * The search as built: what Pagefind's index holds (read from its fragment files in public/pagefind/), against
 * what the content says it should hold, the list of every page the search page shows before any script runs,
 * and the ways to the search page every built page offers. In Node; what needs a browser (typing, results,
 * filters, the keyboard) is in __tests__/browser/search.spec.ts.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { headersFor, parseHeadersFile } from "../../scripts/headers-file.mjs";
import { LOCALES } from "../../src/languages";
import { localeOf, localize, pageAddress } from "../../src/routes";
import { translate } from "../../src/i18n/strings";
import { contentOf, linksIn } from "../setup/content";
import { page, PUBLIC, SITE_PAGES } from "./site";

type Fragment = { url: string; content: string; meta: Record<string, string>; filters: Record<string, string[]>; language: string };

/** Every page record of the index, each with the language of the index it is in. */
const FRAGMENTS: Fragment[] = (() => {
  const entry = JSON.parse(readFileSync(join(PUBLIC, "pagefind/pagefind-entry.json"), "utf8")) as { languages: Record<string, unknown> };
  const dir = join(PUBLIC, "pagefind/fragment");
  return readdirSync(dir)
    .filter((name) => name.endsWith(".pf_fragment"))
    .map((name) => {
      // Each fragment is gzip'd JSON behind Pagefind's signature; its file name starts with its language's index.
      const language = Object.keys(entry.languages).find((lang) => name.startsWith(`${lang}_`))!;
      const text = gunzipSync(readFileSync(join(dir, name)))
        .toString("utf8")
        .replace(/^pagefind_dcd/, "");
      return { ...(JSON.parse(text) as Omit<Fragment, "language">), language };
    });
})();
/** A result's address as the site writes its routes (Pagefind ends a folder's with "/"). */
const routeOf = (url: string) => url.replace(/(.)\/$/, "$1");

const content = contentOf();
const isSearchPage = (entry: (typeof content.pages)[number]) => entry.mdx.components.some((use) => use.name === "Search");

describe("the search index", () => {
  it("holds every page and story, each in its own language's index, and nothing else", () => {
    const pages = content.pages.filter((entry) => entry.frontmatter?.search !== false && !isSearchPage(entry));
    const expected = [...pages, ...content.stories].map((entry) => `${localeOf(entry.route)} ${entry.route}`).sort();
    expect(FRAGMENTS.map((f) => `${f.language} ${routeOf(f.url)}`).sort()).toEqual(expected);
  });

  it("leaves out the 404 pages, the search pages, a page whose frontmatter says search: false, and the story listings", () => {
    const indexed = new Set(FRAGMENTS.map((f) => routeOf(f.url)));
    const left = [
      ...LOCALES.map((locale) => localize("/404", locale)),
      ...content.pages.filter((entry) => entry.frontmatter?.search === false || isSearchPage(entry)).map((entry) => entry.route),
      ...SITE_PAGES.map((p) => p.route).filter((route) => /\/stories(\/tag\/|\/\d+$|$)/.test(route)),
    ];
    expect(left.filter((route) => indexed.has(route))).toEqual([]);
    expect(content.pages.some((entry) => entry.frontmatter?.search === false)).toBe(true);
  });

  it("reads only the pages' main content: no header, footer, menu, related stories, share links, contents list or words for screen readers only", () => {
    for (const locale of LOCALES) {
      const t = (key: Parameters<typeof translate>[1]) => translate(locale, key);
      const chrome = [t("header.skip"), t("footer.quickLinks"), t("footer.rights"), t("stories.more"), t("share.intro"), t("toc.title")];
      // What a link that opens a new tab says to a screen reader: a result's excerpt never reads it.
      chrome.push(t("link.newTab").trim());
      for (const fragment of FRAGMENTS.filter((f) => f.language === locale))
        expect({ url: fragment.url, found: chrome.filter((words) => fragment.content.includes(words)) }).toEqual({
          url: fragment.url,
          found: [],
        });
    }
  });

  it("gives each record its title, kind and sample mark, and each story its date, picture and tags", () => {
    const stories = new Map(content.stories.map((story) => [story.route, story]));
    for (const fragment of FRAGMENTS) {
      const route = routeOf(fragment.url);
      const story = stories.get(route);
      const entry = story ?? content.pages.find((p) => p.route === route)!;
      expect(fragment.meta.title).toBeTruthy();
      // A sample page or story is marked in its record, so its result says so (SearchResults shows the note).
      expect([route, fragment.meta.sample]).toEqual([route, entry.frontmatter?.sample ? (story ? "story" : "page") : undefined]);
      if (!story) {
        expect(fragment.filters.kind).toEqual(["page"]);
        continue;
      }
      expect(fragment.meta.title).toBe(story.frontmatter.title);
      const kind = story.frontmatter.event ? "event" : story.frontmatter.tags.includes("News") ? "news" : "story";
      expect(fragment.filters.kind).toEqual([kind]);
      expect(fragment.meta.date).toBeTruthy();
      expect(fragment.meta.image).toMatch(/^\/static\/.+\.webp$/);
      expect(fragment.filters.tag?.sort()).toEqual(
        story.frontmatter.tags.map((tag) => translate(entry.locale, `tag.${tag}` as never)).sort(),
      );
    }
  });
});

describe.each(LOCALES)("the %s search page without JavaScript", (locale) => {
  const entry = content.pages.find((p) => p.locale === locale && isSearchPage(p))!;
  const main = () => page(SITE_PAGES.find((p) => p.route === entry.route)!.file).querySelector("main")!;
  /** The list under the h2 with these words: its links' addresses. */
  const listUnder = (heading: string) => {
    const h2 = main()
      .querySelectorAll("h2")
      .find((h) => h.text.trim() === heading);
    return h2 ? h2.parentNode.querySelectorAll("li a").map((a) => a.getAttribute("href")) : undefined;
  };

  it("lists every page its language's search finds, as links under its heading", () => {
    expect(entry).toBeDefined();
    const pages = content.pages.filter((p) => p.locale === locale && p.frontmatter?.search !== false && !isSearchPage(p));
    expect(pages.length).toBeGreaterThan(0);
    expect(listUnder(translate(locale, "search.pages"))?.sort()).toEqual(pages.map((p) => pageAddress(p.route)).sort());
  });

  it("lists every story of its language as links under its heading, or no such heading when there is none", () => {
    const stories = content.stories.filter((s) => s.locale === locale).map((s) => pageAddress(s.route));
    const listed = listUnder(translate(locale, "search.stories"));
    if (stories.length === 0) expect(listed).toBeUndefined();
    else expect(listed?.sort()).toEqual(stories.sort());
  });
});

describe("the ways to the search page", () => {
  it.each(SITE_PAGES.filter((p) => !p.route.startsWith("/admin")))(
    "$route links to its language's search page from its header",
    ({ route, file }) => {
      const locale = localeOf(route);
      const link = page(file).querySelector(`header a[href="${pageAddress(localize(linksIn().search, locale))}"]`);
      expect(link?.text.trim()).toBe(translate(locale, "header.search"));
    },
  );

  it.each(LOCALES)("the %s 404 page offers the search instead", (locale) => {
    const file = SITE_PAGES.find((p) => p.route === localize("/404", locale))!.file;
    expect(
      page(file)
        .querySelector(`main a[href="${pageAddress(localize(linksIn().search, locale))}"]`)
        ?.text.trim(),
    ).toBe(translate(locale, "notFound.search"));
  });
});

describe("the policy each built page is sent (public/_headers, as the host reads it)", () => {
  const rules = parseHeadersFile(readFileSync(join(PUBLIC, "_headers"), "utf8"));
  const searchRoutes = new Set(content.pages.filter(isSearchPage).map((entry) => entry.route));
  const sitePolicy = headersFor(rules, "/")["Content-Security-Policy"];

  it.each(SITE_PAGES.filter((p) => !p.route.startsWith("/admin")))(
    "$route: one policy, allowing WebAssembly only on a search page",
    ({ route }) => {
      const policy = headersFor(rules, pageAddress(route))["Content-Security-Policy"];
      expect(policy).not.toContain(",");
      if (searchRoutes.has(route)) expect(policy).toBe(sitePolicy.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'"));
      else expect(policy).toBe(sitePolicy);
    },
  );

  it("gives Pagefind's script and worker the search pages' policy", () => {
    const search = headersFor(rules, pageAddress(linksIn().search))["Content-Security-Policy"];
    for (const file of ["pagefind.js", "pagefind-worker.js"])
      expect(headersFor(rules, `/pagefind/${file}`)["Content-Security-Policy"]).toBe(search);
  });
});
