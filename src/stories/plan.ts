import slugify from "@sindresorhus/slugify";
import { STORY_TAGS, type StoryTag } from "../mdx-schema/allowed-values";
import type { StoryFrontmatter } from "../mdx-schema/story";
import { STORIES_PATH, STORIES_PER_PAGE, TIME_ZONE } from "./constants";

/**
 * Which story goes on which route: the listing (newest first, upcoming events ahead), its numbered pages,
 * the tag pages, each story's three related stories and the home page's block. Pure functions of the
 * stories and the moment of the build, so the build, the review tool and the tests share one answer.
 */

export { STORIES_PATH, STORIES_PER_PAGE, TIME_ZONE, FEED_PATH } from "./constants";

export type Story = { slug: string; file: string; frontmatter: StoryFrontmatter };

export const storyRoute = (slug: string) => `${STORIES_PATH}/${slug}`;
export const tagSlug = (tag: string) => slugify(tag);
export const tagRoute = (tag: string) => `${STORIES_PATH}/tag/${tagSlug(tag)}`;
/** Page n of a listing: the first is the listing's own route, the next ones /2, /3, … */
export const listingPageRoute = (base: string, n: number) => (n === 1 ? base : `${base}/${n}`);
/** The .ics file beside an event's page. */
export const icsRoute = (slug: string) => `${storyRoute(slug)}.ics`;

/** An event is upcoming until it ends. */
export const isUpcoming = (story: Story, now: number) => Boolean(story.frontmatter.event && Date.parse(story.frontmatter.event.end) > now);

/** Newest first by date; on the same day, by slug, so the order never depends on the file system. */
const newestFirst = (a: Story, b: Story) => b.frontmatter.date.localeCompare(a.frontmatter.date) || a.slug.localeCompare(b.slug);
const soonestFirst = (a: Story, b: Story) =>
  Date.parse(a.frontmatter.event!.start) - Date.parse(b.frontmatter.event!.start) || a.slug.localeCompare(b.slug);

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
};

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
  }));
}

/** Every listing page: /stories (built even when empty, to say so) and each used tag's pages. */
export function listingPages(stories: Story[], now: number): ListingPage[] {
  const ordered = listingOrder(stories, now);
  const tags = STORY_TAGS.filter((tag) => ordered.some((s) => s.frontmatter.tags.includes(tag)));
  return [
    ...paginate(STORIES_PATH, ordered),
    ...tags.flatMap((tag) =>
      paginate(
        tagRoute(tag),
        ordered.filter((s) => s.frontmatter.tags.includes(tag)),
        tag,
      ),
    ),
  ];
}

/** Three more stories for a story's page: those sharing a tag first (most tags shared, then newest), then the newest. */
export function relatedStories(story: Story, stories: Story[], count = 3): Story[] {
  const shared = (s: Story) => s.frontmatter.tags.filter((tag) => story.frontmatter.tags.includes(tag)).length;
  return stories
    .filter((s) => s.slug !== story.slug)
    .sort((a, b) => shared(b) - shared(a) || newestFirst(a, b))
    .slice(0, count);
}

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

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
/** "2026-09-18" as "September 18, 2026" (a calendar date: no time zone moves it). */
export const formatDate = (isoDate: string) => dateFormat.format(new Date(`${isoDate}T00:00:00Z`));

const dayFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone: TIME_ZONE });
const timeFormat = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: TIME_ZONE, timeZoneName: "short" });
const timeOnly = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: TIME_ZONE });

/**
 * An event's day and hours in Phoenix, whatever the offset it was written with: "Saturday, March 13, 2027"
 * and "8:00 AM to 12:00 PM MST"; an event over several days names both days.
 */
export function formatEvent(start: string, end: string): { day: string; time: string } {
  const [from, to] = [new Date(start), new Date(end)];
  const [dayFrom, dayTo] = [dayFormat.format(from), dayFormat.format(to)];
  // ICU puts a narrow no-break space before AM/PM; a plain one reads the same and searches better.
  const plain = (s: string) => s.replace(/\u202f/g, " ");
  return {
    day: dayFrom === dayTo ? dayFrom : `${dayFrom} to ${dayTo}`,
    time: plain(`${timeOnly.format(from)} to ${timeFormat.format(to)}`),
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
};
export type StoryViewData = StoryCardData & { author: string; updated?: string; updatedText?: string; related: StoryCardData[] };

export function storyCard(story: Story, now: number): StoryCardData {
  const { title, description, date, tags, image, alt, event } = story.frontmatter;
  return {
    route: storyRoute(story.slug),
    title,
    description,
    date,
    dateText: formatDate(date),
    tags: tags.map((name) => ({ name, route: tagRoute(name) })),
    image,
    alt,
    ...(event && { event: { ...event, ...formatEvent(event.start, event.end), ics: icsRoute(story.slug), past: !isUpcoming(story, now) } }),
  };
}

export function storyView(story: Story, stories: Story[], now: number): StoryViewData {
  const { author, updated } = story.frontmatter;
  return {
    ...storyCard(story, now),
    author,
    ...(updated && { updated, updatedText: formatDate(updated) }),
    related: relatedStories(story, stories).map((s) => storyCard(s, now)),
  };
}
