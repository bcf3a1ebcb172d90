import type { Story } from "../content-reader/entry";
import { formatDate, formatDay, formatTime } from "../i18n/dates";
import { type StringKey, translate } from "../i18n/strings";
import type { Locale } from "../languages";
import type { StoryTag } from "../mdx-schema/allowed-values";
import { icsRoute, tagRoute } from "../routes";
import { isUpcoming } from "./order";

/** What a story's card, page and search record show, every date already written out in the reader's language. */

/** A tag as a reader of the language sees it (the frontmatter keeps the English name, its key). */
export const tagName = (tag: StoryTag, locale: Locale) => translate(locale, `tag.${tag}` as StringKey);

/**
 * An event's day and hours in Phoenix, in a reader's words, whatever the offset it was written with:
 * "Saturday, March 13, 2027" and "8 AM to noon, Arizona time" ("sábado, 13 de marzo de 2027",
 * "8 a.m. a mediodía, hora de Arizona"); an event over several days names both days.
 */
export function formatEvent(start: string, end: string, locale: Locale = "en"): { day: string; time: string } {
  const to = translate(locale, "event.to");
  const [from, until] = [new Date(start), new Date(end)];
  const words = { noon: translate(locale, "event.noon"), midnight: translate(locale, "event.midnight") };
  const time = (moment: Date) => formatTime(moment, locale, words);
  const [dayFrom, dayTo] = [formatDay(from, locale), formatDay(until, locale)];
  return {
    day: dayFrom === dayTo ? dayFrom : `${dayFrom} ${to} ${dayTo}`,
    time: `${time(from)} ${to} ${time(until)}, ${translate(locale, "event.zone")}`,
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
