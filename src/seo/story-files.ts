import { TZDate } from "@date-fns/tz";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical from "ical-generator";
import RSS from "rss";
import { type Locale } from "../languages";
import { absoluteUrl, homeRoute, SITE_FILES } from "../routes";
import { translate } from "../i18n/strings";
import type { Settings } from "../settings";
import { lastModified } from "../stories/order";
import { tagName } from "../stories/card-models";
import type { Story } from "../content-reader/entry";
import { feedRoute } from "../routes";
import { TIME_ZONE } from "../i18n/dates";

/**
 * What feed readers and calendars read about the stories, built in Node (never in the visitors' pages): the
 * RSS feed and an event's .ics file. Their structured data is in json-ld.ts.
 */

/** A sample story's text for a feed reader or a calendar, after the note a visitor reads on its page (SampleNote). */
const withSampleNote = (story: Story, text: string) =>
  story.frontmatter.sample ? `${translate(story.locale, "sample.story")} ${text}` : text;

/**
 * RSS 2.0 of the given stories of one language (the caller picks the newest), each with its share picture
 * as an enclosure; `s` is the settings in that language.
 */
export function rssXml(stories: Story[], imageUrl: (story: Story) => string, s: Settings, locale: Locale = "en"): string {
  const feed = new RSS({
    title: translate(locale, "seo.feedTitle", { name: s.organisation.name }),
    description: s.organisation.tagline,
    site_url: absoluteUrl(homeRoute(locale), s.siteUrl),
    feed_url: absoluteUrl(feedRoute(locale), s.siteUrl),
    image_url: absoluteUrl(SITE_FILES.icon, s.siteUrl),
    language: locale,
    // The newest story's date, so an unchanged collection gives an unchanged feed.
    pubDate: stories.length ? new Date(`${lastModified(stories[0])}T12:00:00Z`) : undefined,
    ttl: 1440,
  });
  for (const story of stories) {
    const url = absoluteUrl(story.route, s.siteUrl);
    feed.item({
      title: story.frontmatter.title,
      description: withSampleNote(story, story.frontmatter.description),
      url,
      guid: url,
      author: story.frontmatter.author,
      categories: story.frontmatter.tags.map((tag) => tagName(tag, locale)),
      date: new Date(`${story.frontmatter.date}T12:00:00Z`),
      enclosure: { url: imageUrl(story), type: "image/jpeg" },
    });
  }
  // The package stamps the build's time as lastBuildDate; the feed's own date is pubDate.
  return feed.xml({ indent: true }).replace(/\s*<lastBuildDate>[^<]*<\/lastBuildDate>/, "");
}

/**
 * An event as an iCalendar file (RFC 5545): times in America/Phoenix with its VTIMEZONE, a UID that stays
 * the same from build to build (the story's route at the site's host), stamped with the story's last change.
 */
export function icsFile(story: Story, s: Settings): string {
  const event = story.frontmatter.event!;
  const url = absoluteUrl(story.route, s.siteUrl);
  const calendar = ical({
    prodId: { company: s.organisation.name, product: "Stories", language: story.locale.toUpperCase() },
    name: s.organisation.name,
  });
  // No calendar-wide zone (it would write DTSTAMP without its Z); the event's zone brings its VTIMEZONE.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  calendar.createEvent({
    // The same event in both languages is one event to a calendar: one UID.
    id: `${story.name}@${new URL(s.siteUrl).host}`,
    stamp: new Date(`${lastModified(story)}T12:00:00Z`),
    // Zoned dates, so the times are written as Phoenix's wall clock beside TZID (a plain Date is read as the machine's).
    start: new TZDate(event.start, TIME_ZONE),
    end: new TZDate(event.end, TIME_ZONE),
    timezone: TIME_ZONE,
    summary: story.frontmatter.title,
    description: `${withSampleNote(story, story.frontmatter.description)}\n\n${url}`,
    location: `${event.place}, ${event.address}`,
    url,
  });
  return calendar.toString();
}
