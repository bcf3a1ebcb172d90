import type { Story } from "../content-reader/entry";
import { STORY_TAGS, type StoryTag } from "../mdx-schema/allowed-values";
import { newestFirst } from "./order";

/** Each story's related stories: those sharing the most tags, newest first, from an index built once. Pure functions of the stories and the moment of the build, shared by the build, the review tool and the tests. */

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
