import type { Story } from "../content-reader/entry";

/** The stories' order: upcoming events soonest first, then every other story newest first, and a story's last change. Pure functions of the stories and the moment of the build, shared by the build, the review tool and the tests. */

/** An event is upcoming until it ends. */
export const isUpcoming = (story: Story, now: number) => Boolean(story.frontmatter.event && Date.parse(story.frontmatter.event.end) > now);

/** Newest first by date; on the same day, by file name, so the order never depends on the file system. */
export const newestFirst = (a: Story, b: Story) => b.frontmatter.date.localeCompare(a.frontmatter.date) || a.name.localeCompare(b.name);

export const soonestFirst = (a: Story, b: Story) =>
  Date.parse(a.frontmatter.event!.start) - Date.parse(b.frontmatter.event!.start) || a.name.localeCompare(b.name);

/** A listing's order: upcoming events first (soonest first), then every other story, newest first. */
export function listingOrder(stories: Story[], now: number): Story[] {
  const upcoming = stories.filter((s) => isUpcoming(s, now)).sort(soonestFirst);
  return [...upcoming, ...stories.filter((s) => !isUpcoming(s, now)).sort(newestFirst)];
}

/** A story's last change: `updated` when set, else its date. */
export const lastModified = (story: Story) => story.frontmatter.updated ?? story.frontmatter.date;
