import { formatDate, formatDay, formatTime } from "../i18n/dates";
import { LOCALES, type Locale } from "../languages";
import { translate, type StringKey } from "../i18n/strings";
import { STORY_TAGS, type StoryTag } from "../mdx-schema/allowed-values";
import { feedRoute, icsRoute, listingPageRoute, storiesRoute, tagRoute } from "../routes";

/**
 * Which story goes on which route: the listing (newest first, upcoming events ahead), its numbered pages,
 * the tag pages, each story's three related stories and the home page's block. Pure functions of the
 * stories and the moment of the build, so the build, the review tool and the tests share one answer.
 */

/** How many stories a page of a listing holds. */
export const STORIES_PER_PAGE = 9;

import type { Story } from "../content-reader/entry";
export type { Story };

/** A tag as a reader of the language sees it (the frontmatter keeps the English name, its key). */
export const tagName = (tag: StoryTag, locale: Locale) => translate(locale, `tag.${tag}` as StringKey);

/** An event is upcoming until it ends. */
export const isUpcoming = (story: Story, now: number) => Boolean(story.frontmatter.event && Date.parse(story.frontmatter.event.end) > now);

/** Newest first by date; on the same day, by file name, so the order never depends on the file system. */
export const newestFirst = (a: Story, b: Story) => b.frontmatter.date.localeCompare(a.frontmatter.date) || a.name.localeCompare(b.name);
const soonestFirst = (a: Story, b: Story) =>
  Date.parse(a.frontmatter.event!.start) - Date.parse(b.frontmatter.event!.start) || a.name.localeCompare(b.name);

/** A listing's order: upcoming events first (soonest first), then every other story, newest first. */
export function listingOrder(stories: Story[], now: number): Story[] {
  const upcoming = stories.filter((s) => isUpcoming(s, now)).sort(soonestFirst);
  return [...upcoming, ...stories.filter((s) => !isUpcoming(s, now)).sort(newestFirst)];
}

export type ListingPage = {
  route: string;
  /** The listing's first page: /stories or /stories/tag/<tag>. */
  base: string;
  tag?: StoryTag;
  page: number;
  pages: number;
  stories: Story[];
  previous?: string;
  next?: string;
  /** The listing's first and last pages, from any page but themselves. */
  first?: string;
  last?: string;
  /** The pager's numbered links: a window around this page, the first and the last (pagerItems), with their routes. */
  pager: (PagerItem & { route?: string })[];
};

/**
 * A pager's window: the first page, the last, and `siblings` pages either side of the current one; a gap ("…")
 * stands for the pages between, except a gap of one page, which shows that page instead (a "…" for one number
 * takes its room and hides it). Page 6 of 112 with 2 siblings: 1 … 4 5 [6] 7 8 … 112.
 */
export type WindowItem = { kind: "page"; page: number; current: boolean } | { kind: "gap"; from: number; to: number };
export function pageWindow(page: number, pages: number, siblings: number): WindowItem[] {
  const shown = new Set([1, pages]);
  for (let p = Math.max(1, page - siblings); p <= Math.min(pages, page + siblings); p++) shown.add(p);
  const items: WindowItem[] = [];
  let before = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p - before === 2) items.push({ kind: "page", page: before + 1, current: before + 1 === page });
    else if (p - before > 2) items.push({ kind: "gap", from: before + 1, to: p - 1 });
    items.push({ kind: "page", page: p, current: p === page });
    before = p;
  }
  return items;
}

/** How many pages either side of the current one the pager shows: on a phone (7 targets of 44 px fit 375 px) and wider. */
export const PAGER_SIBLINGS = { narrow: 1, wide: 2 } as const;

/**
 * The pager's items for both widths in one list, so the page needs no script: the wide window, with each item
 * that only one width shows marked `only` (the page's CSS hides it at the other width). The narrow window's pages
 * are all in the wide one; only its wider gaps are its own. Items are in page order (a gap at its first page).
 */
export type PagerItem = WindowItem & { only?: keyof typeof PAGER_SIBLINGS };
export function pagerItems(page: number, pages: number): PagerItem[] {
  const id = (item: WindowItem) => (item.kind === "page" ? `p${item.page}` : `g${item.from}-${item.to}`);
  const at = (item: WindowItem) => (item.kind === "page" ? item.page : item.from);
  const narrow = pageWindow(page, pages, PAGER_SIBLINGS.narrow);
  const wide = pageWindow(page, pages, PAGER_SIBLINGS.wide);
  const inNarrow = new Set(narrow.map(id));
  const inWide = new Set(wide.map(id));
  return [
    ...wide.map((item): PagerItem => (inNarrow.has(id(item)) ? item : { ...item, only: "wide" })),
    ...narrow.filter((item) => !inWide.has(id(item))).map((item): PagerItem => ({ ...item, only: "narrow" })),
  ].sort((a, b) => at(a) - at(b));
}

function paginate(base: string, stories: Story[], tag?: StoryTag): ListingPage[] {
  const pages = Math.max(1, Math.ceil(stories.length / STORIES_PER_PAGE));
  return Array.from({ length: pages }, (_, i) => ({
    route: listingPageRoute(base, i + 1),
    base,
    tag,
    page: i + 1,
    pages,
    stories: stories.slice(i * STORIES_PER_PAGE, (i + 1) * STORIES_PER_PAGE),
    previous: i > 0 ? listingPageRoute(base, i) : undefined,
    next: i + 1 < pages ? listingPageRoute(base, i + 2) : undefined,
    first: i > 0 ? base : undefined,
    last: i + 1 < pages ? listingPageRoute(base, pages) : undefined,
    pager:
      pages > 1
        ? pagerItems(i + 1, pages).map((item) =>
            item.kind === "page" && !item.current ? { ...item, route: listingPageRoute(base, item.page) } : item,
          )
        : [],
  }));
}

/** Every listing page of a language: /stories (built even when empty, to say so) and each used tag's pages. */
export function listingPages(stories: Story[], now: number, locale: Locale = "en"): ListingPage[] {
  const ordered = listingOrder(stories, now);
  const tags = STORY_TAGS.filter((tag) => ordered.some((s) => s.frontmatter.tags.includes(tag)));
  return [
    ...paginate(storiesRoute(locale), ordered),
    ...tags.flatMap((tag) =>
      paginate(
        tagRoute(tag, locale),
        ordered.filter((s) => s.frontmatter.tags.includes(tag)),
        tag,
      ),
    ),
  ];
}

/** Every language's listing pages, each from that language's stories only (/es lists only Spanish stories). */
export const listingsByLocale = (stories: Story[], now: number) =>
  LOCALES.flatMap((locale) =>
    listingPages(
      stories.filter((story) => story.locale === locale),
      now,
      locale,
    ).map((listing) => ({ ...listing, locale })),
  );

/** The routes the stories make that no MDX file makes (the listings' pages given, the feeds): links may lead there. */
export const generatedRoutes = (listings: readonly { route: string }[]) => [
  ...listings.map((listing) => listing.route),
  ...LOCALES.map(feedRoute),
];

/** Every non-empty set of a story's tags (its tags once each, in STORY_TAGS' order), as the key of the index below. */
function tagSets(tags: readonly StoryTag[]): { key: string; size: number }[] {
  const own = STORY_TAGS.filter((tag) => tags.includes(tag));
  return Array.from({ length: 2 ** own.length - 1 }, (_, i) => {
    const set = own.filter((_, bit) => (i + 1) & (1 << bit));
    return { key: set.join("\n"), size: set.length };
  });
}

/** How many stories a related-stories choice looked at: the cost the unit test counts as the site grows. */
export type RelatedCost = { looked: number };

/**
 * Related stories for every story of a list, from an index built once: for each set of tags, the stories that carry
 * all of them, newest first. A story's choice is those sharing the most tags (newest first), then fewer, then the
 * newest of all: at each level it walks the lists of its tag sets of that size from their newest end, passing over
 * itself and the stories already chosen, and stops when it has `count`.
 *
 * Cost, for n stories of at most T distinct tags (T = 4 tags exist, so at most 2^T - 1 = 15 sets each):
 * building the index is O(n · 2^T · log n) (each story in at most 15 lists, each list sorted once); one story's choice
 * looks at O(2^T · count) stories, whatever n, as a story passed over is itself or one already chosen (at most
 * count + 1 of them, each in at most C(T, k) lists at level k). So the whole site's related stories cost
 * O(n · 2^T · log n), where comparing every story with every other (the sort this replaced) cost O(n² log n).
 * A tag written twice on a story counts once.
 */
export function relatedIndex(stories: readonly Story[]): (story: Story, count?: number, cost?: RelatedCost) => Story[] {
  const bySet = new Map<string, Story[]>();
  for (const story of stories)
    for (const { key } of tagSets(story.frontmatter.tags)) {
      const list = bySet.get(key);
      if (list) list.push(story);
      else bySet.set(key, [story]);
    }
  for (const list of bySet.values()) list.sort(newestFirst);
  const newest = [...stories].sort(newestFirst);

  return (story, count = 3, cost = { looked: 0 }) => {
    const chosen = new Set<Story>();
    /** Takes from lists merged newest first (each already newest first) until `count` are chosen or the lists end. */
    const takeFrom = (lists: Story[][]) => {
      const at = lists.map(() => 0);
      while (chosen.size < count) {
        let best = -1;
        for (let i = 0; i < lists.length; i++)
          if (at[i] < lists[i].length && (best < 0 || newestFirst(lists[i][at[i]], lists[best][at[best]]) < 0)) best = i;
        if (best < 0) return;
        const candidate = lists[best][at[best]++];
        cost.looked += 1;
        if (candidate.name !== story.name) chosen.add(candidate);
      }
    };
    const sets = tagSets(story.frontmatter.tags);
    for (let size = Math.max(0, ...sets.map((set) => set.size)); size > 0 && chosen.size < count; size--)
      takeFrom(sets.filter((set) => set.size === size).map((set) => bySet.get(set.key) ?? []));
    takeFrom([newest]);
    return [...chosen];
  };
}

/** Three more stories for a story's page: those sharing a tag first (most tags shared, then newest), then the newest. */
export const relatedStories = (story: Story, stories: Story[], count = 3): Story[] => relatedIndex(stories)(story, count);

/** The home page's block: the next upcoming event, and the three newest stories besides it. */
export function homeStories(stories: Story[], now: number): { nextEvent?: Story; latest: Story[] } {
  const nextEvent = stories.filter((s) => isUpcoming(s, now)).sort(soonestFirst)[0];
  const latest = stories
    .filter((s) => s !== nextEvent)
    .sort(newestFirst)
    .slice(0, 3);
  return { nextEvent, latest };
}

/** The feed's stories: the 20 newest by date. */
export const feedStories = (stories: Story[], count = 20) => [...stories].sort(newestFirst).slice(0, count);

/** A story's last change: `updated` when set, else its date. */
export const lastModified = (story: Story) => story.frontmatter.updated ?? story.frontmatter.date;

/**
 * An event's day and hours in Phoenix, in a reader's words, whatever the offset it was written with:
 * "Saturday, March 13, 2027" and "8 AM to noon, Arizona time" ("sábado, 13 de marzo de 2027",
 * "8 a.m. a mediodía, hora de Arizona"); an event over several days names both days.
 */
export function formatEvent(start: string, end: string, locale: Locale = "en"): { day: string; time: string } {
  const to = translate(locale, "event.to");
  const [from, until] = [new Date(start), new Date(end)];
  const [dayFrom, dayTo] = [formatDay(from, locale), formatDay(until, locale)];
  return {
    day: dayFrom === dayTo ? dayFrom : `${dayFrom} ${to} ${dayTo}`,
    time: `${formatTime(from, locale)} ${to} ${formatTime(until, locale)}, ${translate(locale, "event.zone")}`,
  };
}

/** What a story's card and page show, with every date already written out (the pages never format dates). */
export type EventView = {
  start: string;
  end: string;
  day: string;
  time: string;
  place: string;
  address: string;
  ics: string;
  past: boolean;
};
export type StoryCardData = {
  route: string;
  title: string;
  description: string;
  date: string;
  dateText: string;
  tags: { name: string; route: string }[];
  image: string;
  alt: string;
  event?: EventView;
  /** A story marked sample: every place it shows says so (SampleNote). */
  sample?: true;
};
export type StoryViewData = StoryCardData & { author: string; updated?: string; updatedText?: string; related: StoryCardData[] };

/** What a story is to the search, by its frontmatter: an event (it has one), news (tagged so) or a story. */
export type StoryKind = "story" | "news" | "event";
export const storyKind = ({ frontmatter }: Pick<Story, "frontmatter">): StoryKind =>
  frontmatter.event ? "event" : frontmatter.tags.includes("News") ? "news" : "story";

export function storyCard(story: Story, now: number): StoryCardData {
  const { title, description, date, tags, image, alt, event, sample } = story.frontmatter;
  const { locale, route } = story;
  return {
    route,
    title,
    description,
    date,
    dateText: formatDate(date, locale),
    tags: tags.map((tag) => ({ name: tagName(tag, locale), route: tagRoute(tag, locale) })),
    image,
    alt,
    ...(event && {
      event: { ...event, ...formatEvent(event.start, event.end, locale), ics: icsRoute(story), past: !isUpcoming(story, now) },
    }),
    ...(sample && { sample: true as const }),
  };
}

/** A story as its page shows it, with its related stories (from relatedIndex, built once for the story's language). */
export function storyView(story: Story, related: Story[], now: number): StoryViewData {
  const { author, updated } = story.frontmatter;
  return {
    ...storyCard(story, now),
    author,
    ...(updated && { updated, updatedText: formatDate(updated, story.locale) }),
    related: related.map((s) => storyCard(s, now)),
  };
}
