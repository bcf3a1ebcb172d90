import type { Story } from "../content-reader/entry";
import { isUpcoming, newestFirst, soonestFirst } from "./order";

/** The stories the home page's block and the feed pick. */

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
