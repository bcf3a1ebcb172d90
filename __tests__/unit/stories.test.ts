/**
 * @jest-environment node
 *
 * Stories: the content reader's check of a story file (file:line messages), and where each story goes (listing order,
 * pages of 9, tags, related stories, the home block, the feed), on stories made here, not the samples.
 */
import { readFileSync } from "node:fs";
import ICAL from "ical.js";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { parseDocument } from "yaml";
import { splitFrontmatter } from "../../src/content-reader/frontmatter";
import { generatedStories, imagesIn } from "../../scripts/story-fixtures.mjs";
import { findDuplicateRoutes } from "../../src/content-checks/check-routes";
import { readEntry } from "../../src/content-reader/entry";
import { storyRoute, pageAddress } from "../../src/routes";
import { STORY_TAGS } from "../../src/mdx-schema/allowed-values";
import { icsFile, rssXml } from "../../src/seo/story-files";
import { storyJsonLd } from "../../src/seo/json-ld";
import { settings } from "../../src/settings";
import { translate } from "../../src/i18n/strings";
import { readStories } from "../setup/content";
import { feedStories, homeStories } from "../../src/stories/picks";
import { formatEvent } from "../../src/stories/card-models";
import { isUpcoming, listingOrder } from "../../src/stories/order";
import { listingPages, STORIES_PER_PAGE } from "../../src/stories/listing-pages";
import { relatedStories } from "../../src/stories/related";
import type { Story } from "../../src/content-reader/entry";
import { STORIES_PATH, tagRoute } from "../../src/routes";
import { TIME_ZONE } from "../../src/i18n/dates";

const IMAGES = imagesIn(".");
const NOW = Date.parse("2026-06-15T12:00:00Z");
const files = generatedStories(25, { now: NOW, images: IMAGES });
const stories = readStories(
  files.map(({ name, text }) => ({ file: `content/stories/${name}`, text })),
  IMAGES,
);

/** A story's text with frontmatter fields set (undefined deletes one), the rest as written. */
function edit(fields: Record<string, unknown>, text = files[0].text): string {
  // The YAML is edited as a document (a writer's edit keeps the rest as written), cut where the reader cuts it.
  const { yaml, body } = splitFrontmatter(text);
  const doc = parseDocument(yaml ?? "");
  for (const [path, value] of Object.entries(fields))
    if (value === undefined) doc.deleteIn(path.split("."));
    else doc.setIn(path.split("."), value);
  return `---\n${doc.toString()}---\n${body}`;
}
/** A story file's errors, as the content reader finds them. */
const check = (text: string, name = "content/stories/a-story.mdx") => {
  const entry = readEntry({ file: name, text }, { settings, images: new Set(IMAGES) });
  expect(entry.kind).toBe("story");
  if (entry.errors.length) expect(entry.frontmatter).toBeUndefined();
  return entry.errors;
};
/** The first line of a story's text that holds `words` (a field's name or its value), or 1 (the opening ---) for none. */
const lineOf = (text: string, words: string) => text.split("\n").findIndex((line, i) => i > 0 && line.includes(words)) + 1 || 1;

describe("a story's check, by the content reader", () => {
  it("accepts every generated story, events and updates included", () => {
    expect(stories).toHaveLength(25);
    expect(stories.some((s) => s.frontmatter.event) && stories.some((s) => s.frontmatter.updated)).toBe(true);
  });

  it.each([
    ["a missing date", { date: undefined }, "(nowhere)", /"date" is missing; it must be a date written as "YYYY-MM-DD"/],
    ["an impossible date", { date: "2026-02-30" }, "date:", /"date" is "2026-02-30"; it must be a date/],
    ["an unknown tag", { tags: ["Sports"] }, "Sports", /"tags\.0" is "Sports"; .*Survivor stories/],
    ["no tag", { tags: [] }, "tags:", /"tags" is an empty list/],
    ["a missing alt", { alt: undefined }, "(nowhere)", /"alt" is missing/],
    ["an update before the date", { updated: "2000-01-01" }, "updated:", /"updated" is "2000-01-01"; it must be on or after the date/],
    ["a time without its offset", { "event.start": "2026-07-01T09:00:00" }, "start:", /"event\.start" is .*with its offset/],
  ])("stops at file:line on %s", (_, fields, field, message) => {
    const text = edit(fields);
    const errors = check(text);
    expect(errors).toHaveLength(1);
    const line = lineOf(text, field);
    expect(errors[0]).toMatch(new RegExp(`^content/stories/a-story\\.mdx:${line}: `));
    expect(errors[0]).toMatch(message);
  });

  it("stops on an event that ends before it starts, at the end's line", () => {
    const text = edit({ "event.start": "2026-07-01T12:00:00-07:00", "event.end": "2026-07-01T09:00:00-07:00" });
    expect(check(text)).toEqual([
      expect.stringMatching(new RegExp(`:${lineOf(text, "end:")}: frontmatter field "event.end" .*it must be after the event's start`)),
    ]);
  });

  it("stops on a picture that is not in content/images/, naming the known ones", () => {
    const text = edit({ image: "no-such-picture.jpg" });
    expect(check(text)).toEqual([
      expect.stringMatching(new RegExp(`:${lineOf(text, "image:")}: .*"no-such-picture.jpg", which is not in content/images/.*known: `)),
    ]);
  });

  it("stops on file names that cannot be routes, or that the listing's own routes take", () => {
    for (const name of ["Church Day.mdx", "josé.mdx", "tag.mdx", "2.mdx"])
      expect(check(files[0].text, `content/stories/${name}`)).toHaveLength(1);
    expect(check("No frontmatter here.")).toEqual([expect.stringMatching(/:1: the story needs frontmatter/)]);
  });

  it("stops on a story whose route a page or the listing already has", () => {
    const route = storyRoute("welcome", "en");
    expect(
      findDuplicateRoutes([
        { route, file: "content/pages/welcome.mdx" },
        { route, file: "content/stories/welcome.mdx" },
      ]),
    ).toEqual([
      expect.stringMatching(/^content\/pages\/welcome\.mdx and content\/stories\/welcome\.mdx: each makes the route "\/stories\/welcome"/),
    ]);
  });
});

describe("where the stories go", () => {
  const pages = listingPages(stories, NOW);
  const main = pages.filter((page) => !page.tag);
  const upcoming = stories.filter((s) => isUpcoming(s, NOW));

  it("lists upcoming events first, soonest first, then every other story newest first", () => {
    const order = listingOrder(stories, NOW);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(
      order
        .slice(0, upcoming.length)
        .map((s) => s.name)
        .sort(),
    ).toEqual(upcoming.map((s) => s.name).sort());
    const starts = order.slice(0, upcoming.length).map((s) => Date.parse(s.frontmatter.event!.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const dates = order.slice(upcoming.length).map((s) => s.frontmatter.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it(`pages the listing ${STORIES_PER_PAGE} at a time, each page linking to its neighbours`, () => {
    expect(main.map((p) => p.stories.length)).toEqual([9, 9, 7]);
    expect(main.map((p) => p.route)).toEqual([STORIES_PATH, `${STORIES_PATH}/2`, `${STORIES_PATH}/3`]);
    expect(main.map((p) => [p.previous, p.next])).toEqual([
      [undefined, `${STORIES_PATH}/2`],
      [STORIES_PATH, `${STORIES_PATH}/3`],
      [`${STORIES_PATH}/2`, undefined],
    ]);
    expect(main.flatMap((p) => p.stories)).toEqual(listingOrder(stories, NOW));
  });

  it("gives each used tag its pages, holding exactly that tag's stories", () => {
    for (const tag of STORY_TAGS) {
      const tagged = stories.filter((s) => s.frontmatter.tags.includes(tag));
      const onPages = pages.filter((p) => p.tag === tag);
      expect(onPages.length).toBe(tagged.length ? Math.ceil(tagged.length / STORIES_PER_PAGE) : 0);
      if (onPages.length) expect(onPages[0].route).toBe(tagRoute(tag));
      expect(onPages.flatMap((p) => p.stories.map((s) => s.name)).sort()).toEqual(tagged.map((s) => s.name).sort());
    }
  });

  it("suggests three other stories, those sharing a tag first", () => {
    const story = stories[1];
    const related = relatedStories(story, stories);
    expect(related).toHaveLength(3);
    expect(related.map((s) => s.name)).not.toContain(story.name);
    const shares = (s: Story) => s.frontmatter.tags.some((tag) => story.frontmatter.tags.includes(tag));
    const sharing = stories.filter((s) => s !== story && shares(s)).length;
    expect(related.slice(0, Math.min(3, sharing)).every(shares)).toBe(true);
  });

  it("shows the next event and the three newest other stories on the home page, and the 20 newest in the feed", () => {
    const home = homeStories(stories, NOW);
    expect(home.nextEvent).toBe(listingOrder(stories, NOW)[0]);
    expect(home.latest).toHaveLength(3);
    expect(home.latest).not.toContain(home.nextEvent);
    const newest = [...stories].sort((a, b) => b.frontmatter.date.localeCompare(a.frontmatter.date));
    expect(feedStories(stories)).toEqual(newest.slice(0, 20));
  });

  it("with no stories, builds one listing page that has none, and the home block is empty", () => {
    expect(listingPages([], NOW)).toEqual([expect.objectContaining({ route: STORIES_PATH, stories: [], pages: 1 })]);
    expect(homeStories([], NOW)).toEqual({ nextEvent: undefined, latest: [] });
  });

  it("calls an event past once its end has passed", () => {
    const event = stories.find((s) => s.frontmatter.event)!;
    expect(isUpcoming(event, Date.parse(event.frontmatter.event!.end) - 1)).toBe(true);
    expect(isUpcoming(event, Date.parse(event.frontmatter.event!.end))).toBe(false);
  });
});

describe("what calendars, feed readers and search engines read", () => {
  const event = stories.find((s) => s.frontmatter.event)!;

  it("writes an event's times in a reader's words on Phoenix's clock, whatever offset the writer used", () => {
    // Whole hours without ":00", noon and midnight as words, and the zone as the strings name it (never "MST").
    const [to, noon, midnight, zone] = (["event.to", "event.noon", "event.midnight", "event.zone"] as const).map((key) =>
      translate("en", key),
    );
    expect(formatEvent("2027-03-13T15:00:00Z", "2027-03-13T19:00:00Z")).toEqual({
      day: "Saturday, March 13, 2027",
      time: `8 AM ${to} ${noon}, ${zone}`,
    });
    expect(formatEvent("2027-03-13T08:30:00-07:00", "2027-03-14T07:00:00Z").time).toBe(`8:30 AM ${to} ${midnight}, ${zone}`);
    const es = formatEvent("2027-03-13T15:00:00Z", "2027-03-13T19:00:00Z", "es");
    expect(es.day).toBe("sábado, 13 de marzo de 2027");
    expect(es.time).toMatch(
      new RegExp(`^8 a\\.\\s?m\\. ${translate("es", "event.to")} ${translate("es", "event.noon")}, ${translate("es", "event.zone")}$`),
    );
    expect(`${es.time} ${formatEvent("2027-03-13T15:00:00Z", "2027-03-13T19:00:00Z").time}`).not.toMatch(/\bMST\b|:00\b/);
  });

  it("builds each date formatter the first time a date asks for it, and only once: none while a page's script starts", async () => {
    // An Intl formatter with a time zone costs a slow phone tens of milliseconds, so none may be built at import.
    const built = jest.spyOn(Intl, "DateTimeFormat");
    try {
      await jest.isolateModulesAsync(async () => {
        const { formatDate } = await import("../../src/i18n/dates");
        expect(built).not.toHaveBeenCalled();
        formatDate("2026-09-18", "en");
        formatDate("2026-10-01", "en");
        expect(built).toHaveBeenCalledTimes(1);
      });
    } finally {
      built.mockRestore();
    }
  });

  it("makes an .ics file a calendar reads: the event in America/Phoenix at -07:00, with a UID that does not change", () => {
    const text = icsFile(event, settings);
    expect(text).toBe(icsFile(event, settings));
    const calendar = new ICAL.Component(ICAL.parse(text));
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(vevent.uid).toBe(`${event.name}@${new URL(settings.siteUrl).host}`);
    expect(vevent.startDate.zone.tzid).toBe("America/Phoenix");
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone")!);
    expect(zone.utcOffset(vevent.startDate)).toBe(-7 * 3600);
    expect(vevent.startDate.toUnixTime() * 1000).toBe(Date.parse(event.frontmatter.event!.start));
    expect(vevent.endDate.toUnixTime() * 1000).toBe(Date.parse(event.frontmatter.event!.end));
    expect(text).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m);
  });

  it("makes an RSS 2.0 feed that parses, one item per story given, each with its link, date and picture", () => {
    const chosen = feedStories(stories);
    const xml = rssXml(chosen, (s) => `${settings.siteUrl}/pictures/${s.frontmatter.image}`, settings);
    expect(XMLValidator.validate(xml)).toBe(true);
    const { rss } = new XMLParser({ ignoreAttributes: false }).parse(xml);
    expect(rss["@_version"]).toBe("2.0");
    const items = [rss.channel.item].flat();
    expect(items).toHaveLength(chosen.length);
    expect(items.map((i: { link: string }) => i.link)).toEqual(chosen.map((s) => `${settings.siteUrl}${pageAddress(s.route)}`));
    for (const item of items) expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
    expect(items[0].enclosure["@_url"]).toBe(`${settings.siteUrl}/pictures/${chosen[0].frontmatter.image}`);
  });

  it("describes a story as an Article, and an event also as an Event", () => {
    const [article, ld] = storyJsonLd(event, "https://img", settings);
    expect(article).toMatchObject({
      "@type": "Article",
      headline: event.frontmatter.title,
      datePublished: event.frontmatter.date,
      image: ["https://img"],
    });
    expect(ld).toMatchObject({ "@type": "Event", startDate: event.frontmatter.event!.start, endDate: event.frontmatter.event!.end });
    expect(
      storyJsonLd(
        stories.find((s) => !s.frontmatter.event)!,
        "https://img",
        settings,
      ),
    ).toHaveLength(1);
  });
});

describe("the nightly rebuild", () => {
  it("asks the host to build just after midnight in the foundation's time zone, so past events are relabelled", () => {
    const workflow = parseDocument(readFileSync(".github/workflows/rebuild.yml", "utf8")).toJS();
    const [minute, hour] = workflow.on.schedule[0].cron.split(" ").map(Number);
    const run = new Date(Date.UTC(2027, 0, 15, hour, minute));
    const local = new Intl.DateTimeFormat("en-US", { hour: "numeric", hourCycle: "h23", timeZone: TIME_ZONE }).format(run);
    expect(Number(local)).toBe(0);
    expect(workflow.jobs.rebuild.steps.at(-1).run).toContain("$BUILD_HOOK_URL");
  });
});
