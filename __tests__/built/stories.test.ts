/**
 * @jest-environment node
 *
 * The stories as built, read from this checkout's content/stories/ (the samples here; 25 generated ones in
 * the launch-day copy): each story's page and its structured data, the listing's pages and tags, an event's
 * calendar file, the feed, the sitemap's dates and the home page's block. Facts about files, in Node.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import ICAL from "ical.js";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { settings } from "../../src/settings";
import { absoluteUrl, localeOf, pageAddress } from "../../src/routes";
import { lastModified } from "../../src/stories/order";
import { STORIES_PER_PAGE } from "../../src/stories/listing-pages";
import { FEED_PATH, feedRoute, icsRoute, STORIES_PATH, tagRoute } from "../../src/routes";
import { TIME_ZONE } from "../../src/i18n/dates";
import { pageIn, storiesIn } from "../setup/content";
import { fileAt, fileFor, page, PUBLIC, SITE_PAGES, sitemapText } from "./site";

const ROOT = resolve(__dirname, "../..");
const STORIES = storiesIn(ROOT);
const HOME = pageIn(ROOT, "index.mdx").route;
const ld = (route: string) =>
  page(fileFor(route)!)
    .querySelectorAll('script[type="application/ld+json"]')
    .map((s) => JSON.parse(s.text));
const head = (route: string, selector: string) => page(fileFor(route)!).querySelector(`head ${selector}`);

// With no stories (the foundation may delete the samples), there is no story page to read; the listing says so below.
const STORY_PAGES = STORIES.map((story) => ({ route: story.route, story }));
it("builds a page for each story and no other under /stories/ but the listing's", () => {
  const built = SITE_PAGES.map((p) => p.route).filter((route) => /^\/stories\/(?!tag\/|\d+$)/.test(route));
  expect(built.sort()).toEqual(STORY_PAGES.map((p) => p.route).sort());
});

if (STORY_PAGES.length)
  describe.each(STORY_PAGES)("story $route", ({ route, story }) => {
    const { title, date, updated, author, event } = story.frontmatter;

    it("has its headline, dates as <time datetime>, author and tags leading to their pages", () => {
      const doc = page(fileFor(route)!);
      expect(doc.querySelector("main h1")?.text).toBe(title);
      const times = doc.querySelectorAll("main time").map((t) => t.getAttribute("datetime"));
      expect(times).toContain(date);
      if (updated) expect(times).toContain(updated);
      expect(doc.querySelector("main")?.text).toContain(author);
      const tagLinks = doc
        .querySelectorAll("main ul[data-tags]")[0]
        .querySelectorAll("a")
        .map((a) => a.getAttribute("href"));
      expect(tagLinks).toEqual(story.frontmatter.tags.map((tag) => pageAddress(tagRoute(tag, story.locale))));
    });

    it("describes itself as an Article (and an Event), shares its own picture and names its canonical address", () => {
      const [article, described] = ld(route);
      expect(article).toMatchObject({
        "@type": "Article",
        headline: title,
        datePublished: date,
        dateModified: lastModified(story),
        author: { name: author },
        publisher: { name: settings.organisation.name },
      });
      const image = head(route, 'meta[property="og:image"]')?.getAttribute("content") ?? "";
      expect(article.image).toEqual([image]);
      expect(fileAt(new URL(image).pathname)).toBeDefined();
      expect(head(route, 'meta[property="og:type"]')?.getAttribute("content")).toBe("article");
      expect(head(route, 'link[rel="canonical"]')?.getAttribute("href")).toBe(`${settings.siteUrl}${pageAddress(route)}`);
      if (event)
        expect(described).toMatchObject({ "@type": "Event", startDate: event.start, endDate: event.end, location: { name: event.place } });
      else expect(described).toBeUndefined();
    });

    if (event)
      it("has a calendar file beside its page, in the site's time zone, that states the event's moments", () => {
        const text = readFileSync(join(PUBLIC, icsRoute(story)), "utf8");
        const calendar = new ICAL.Component(ICAL.parse(text));
        const vevent = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
        expect(vevent.summary).toBe(title);
        expect(text).toMatch(new RegExp(`^DTSTART;TZID=${TIME_ZONE}:\\d{8}T\\d{6}\r$`, "m"));
        expect(text).toMatch(/^TZOFFSETTO:-0700\r$/m);
        expect(vevent.startDate.toUnixTime() * 1000).toBe(Date.parse(event.start));
      });
  });

describe("the story listing", () => {
  const pagesOf = (base: string, count: number) =>
    Array.from({ length: Math.max(1, Math.ceil(count / STORIES_PER_PAGE)) }, (_, i) => (i ? `${base}/${i + 1}` : base));
  const cards = (route: string) => page(fileFor(route)!).querySelectorAll("main [data-story-card]");

  it(`holds every story once, ${STORIES_PER_PAGE} a page, each page linking to the next and back`, () => {
    const routes = pagesOf(STORIES_PATH, STORIES.length);
    const listed = routes.flatMap((route) => cards(route).map((card) => card.querySelector("h2 a")?.getAttribute("href")));
    expect(listed.sort()).toEqual(STORIES.map((s) => pageAddress(s.route)).sort());
    routes.forEach((route, i) => {
      expect(cards(route).length).toBe(Math.min(STORIES_PER_PAGE, STORIES.length - i * STORIES_PER_PAGE));
      const doc = page(fileFor(route)!);
      expect(doc.querySelector('a[rel="next"]')?.getAttribute("href")).toBe(routes[i + 1] && pageAddress(routes[i + 1]));
      expect(doc.querySelector('a[rel="prev"]')?.getAttribute("href")).toBe(routes[i - 1] && pageAddress(routes[i - 1]));
      if (routes.length === 1) return;
      // The pager (the listing's last nav): this page as aria-current text, every link one of the listing's pages,
      // the first and the last among them from any other page.
      const pager = doc.querySelectorAll("main nav").at(-1)!;
      expect(pager.querySelectorAll("[aria-current=page]").map((current) => [current.tagName, current.text])).toEqual([
        ["SPAN", expect.stringContaining(`${i + 1}`)],
      ]);
      const hrefs = pager.querySelectorAll("a").map((a) => a.getAttribute("href"));
      const addresses = routes.map(pageAddress);
      expect(hrefs.filter((href) => !addresses.includes(href!))).toEqual([]);
      if (i > 0) expect(hrefs).toContain(addresses[0]);
      if (i < routes.length - 1) expect(hrefs).toContain(addresses.at(-1));
    });
    expect(fileFor(`${STORIES_PATH}/${routes.length + 1}`)).toBeUndefined();
    if (STORIES.length === 0) expect(page(fileFor(STORIES_PATH)!).querySelector("[data-no-stories]")).not.toBeNull();
  });

  it("leads an event's card with the event's day, not the day it was posted", () => {
    const events = STORIES.filter((s) => s.frontmatter.event);
    const listed = pagesOf(STORIES_PATH, STORIES.length).flatMap((route) => cards(route));
    for (const story of events) {
      const card = listed.find((c) => c.querySelector("h2 a")?.getAttribute("href") === pageAddress(story.route))!;
      const times = card.querySelectorAll("time").map((time) => time.getAttribute("datetime"));
      expect(times[0]).toBe(story.frontmatter.event!.start);
      expect(times).not.toContain(story.frontmatter.date);
    }
    // And a story that is not an event shows its day.
    for (const story of STORIES.filter((s) => !s.frontmatter.event).slice(0, 3)) {
      const card = listed.find((c) => c.querySelector("h2 a")?.getAttribute("href") === pageAddress(story.route))!;
      expect(card.querySelector("time")?.getAttribute("datetime")).toBe(story.frontmatter.date);
    }
  });

  it("gives every tag in use its pages, holding exactly its stories", () => {
    for (const tag of new Set(STORIES.flatMap((s) => s.frontmatter.tags))) {
      const tagged = STORIES.filter((s) => s.frontmatter.tags.includes(tag)).map((s) => pageAddress(s.route));
      const listed = pagesOf(tagRoute(tag), tagged.length).flatMap((route) =>
        cards(route).map((c) => c.querySelector("h2 a")?.getAttribute("href")),
      );
      expect(listed.sort()).toEqual(tagged.sort());
    }
  });

  it("dates every story and listing page in the sitemap", () => {
    const sitemap = sitemapText();
    for (const story of STORIES)
      expect(sitemap).toContain(`<loc>${absoluteUrl(story.route, settings.siteUrl)}</loc><lastmod>${lastModified(story)}</lastmod>`);
    if (STORIES.length)
      expect(sitemap).toMatch(
        new RegExp(`<loc>${absoluteUrl(STORIES_PATH, settings.siteUrl)}</loc><lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod>`),
      );
  });

  it("shows the newest stories on the home page, or no block when there are none", () => {
    const block = page(fileFor(HOME)!).querySelector("main [data-latest-stories]");
    if (!STORIES.length) return expect(block).toBeNull();
    const shown = block!.querySelectorAll("[data-story-card]");
    expect(shown.length).toBeGreaterThanOrEqual(Math.min(3, STORIES.length));
    expect(shown.length).toBeLessThanOrEqual(4);
  });
});

describe("the feed", () => {
  it("is RSS 2.0 with the 20 newest stories, each linking to its page, and every page points to it", () => {
    const xml = readFileSync(join(PUBLIC, FEED_PATH), "utf8");
    expect(XMLValidator.validate(xml)).toBe(true);
    const { rss } = new XMLParser({ ignoreAttributes: false }).parse(xml);
    const items = [rss.channel.item ?? []].flat();
    expect(items).toHaveLength(Math.min(20, STORIES.length));
    const newest = [...STORIES].sort((a, b) => b.frontmatter.date.localeCompare(a.frontmatter.date)).slice(0, 20);
    expect(items.map((item: { title: string }) => item.title).sort()).toEqual(newest.map((s) => s.frontmatter.title).sort());
    for (const item of items) {
      expect(fileAt(new URL(item.link).pathname)).toBeDefined();
      expect(fileAt(new URL(item.enclosure["@_url"]).pathname)).toBeDefined();
    }
    // Each page points to its own language's feed (/rss.xml, /es/rss.xml).
    for (const { route, file } of SITE_PAGES.filter((p) => !/(^|\/)404$/.test(p.route)))
      expect([route, page(file).querySelector('head link[rel="alternate"][type="application/rss+xml"]')?.getAttribute("href")]).toEqual([
        route,
        feedRoute(localeOf(route)),
      ]);
  });
});
