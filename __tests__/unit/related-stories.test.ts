/**
 * @jest-environment node
 *
 * A story's related stories at a living foundation's size: the tag index's answer is the one of comparing every
 * story with every other (the reference below, the function it replaced), over a few hundred generated stories, and
 * the stories it looks at for one story do not grow with the site. Counted, not timed.
 */
import { STORY_TAGS } from "../../src/mdx-schema/allowed-values";
import { storyRoute } from "../../src/routes";
import { newestFirst } from "../../src/stories/order";
import { relatedIndex, relatedStories, type RelatedCost } from "../../src/stories/related";
import type { Story } from "../../src/content-reader/entry";

/** The related stories as they were chosen before the index: every other story sorted, O(n log n) for one story. */
function reference(story: Story, stories: Story[], count: number): Story[] {
  const shared = (s: Story) => s.frontmatter.tags.filter((tag) => story.frontmatter.tags.includes(tag)).length;
  return stories
    .filter((s) => s.name !== story.name)
    .sort((a, b) => shared(b) - shared(a) || newestFirst(a, b))
    .slice(0, count);
}

/** A seeded generator (mulberry32), so a failure names stories that can be made again. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `n` stories with one to all of the tags (each at most once) and dates over about `days` days, so many share a day
 * and the order falls to their file names; names are not in date order.
 */
function stories(n: number, seed = n, days = Math.max(1, Math.floor(n / 3))): Story[] {
  const next = random(seed);
  return Array.from({ length: n }, (_, i) => {
    const name = `story-${Math.floor(next() * 1e6)
      .toString(36)
      .padStart(4, "0")}-${i}`;
    let tags = STORY_TAGS.filter(() => next() < 0.35);
    if (!tags.length) tags = [STORY_TAGS[Math.floor(next() * STORY_TAGS.length)]];
    const date = new Date(Date.UTC(2020, 0, 1) + Math.floor(next() * days) * 86_400_000).toISOString().slice(0, 10);
    return {
      name,
      file: `content/stories/${name}.mdx`,
      locale: "en",
      route: storyRoute(name, "en"),
      frontmatter: { title: name, description: name, date, author: "A. Writer", image: "a.jpg", alt: "A picture.", tags },
    } as Story;
  });
}
const names = (list: Story[]) => list.map((s) => s.name);

describe("related stories from the tag index", () => {
  it.each([1, 3, 8])("choose what comparing every story with every other chooses, %i per story, over 400 stories", (count) => {
    const site = stories(400);
    const related = relatedIndex(site);
    for (const story of site)
      expect([story.name, names(related(story, count))]).toEqual([story.name, names(reference(story, site, count))]);
  });

  it("choose the same on sites where few or no stories share a tag, or too few stories exist", () => {
    const oneTag = stories(60, 7).map((s, i) => ({ ...s, frontmatter: { ...s.frontmatter, tags: [STORY_TAGS[i % STORY_TAGS.length]] } }));
    for (const site of [[], stories(1), stories(2), stories(4, 11, 1), oneTag]) {
      const related = relatedIndex(site);
      for (const story of site) expect(names(related(story))).toEqual(names(reference(story, site, 3)));
    }
    expect(relatedStories(stories(1)[0], stories(1))).toEqual([]);
  });

  it("look at a number of stories for one story that does not grow with the site", () => {
    const count = 3;
    const most = count + (count + 1) * 2 ** STORY_TAGS.length;
    for (const n of [100, 400, 1600, 6400]) {
      const site = stories(n);
      const related = relatedIndex(site);
      const looked = site.map((story) => {
        const cost: RelatedCost = { looked: 0 };
        related(story, count, cost);
        return { story: story.name, looked: cost.looked, tags: new Set(story.frontmatter.tags).size };
      });
      // Passed over in each tag set's list: itself and those already chosen; the rest are chosen (relatedIndex's comment).
      expect(looked.filter((one) => one.looked > count + (count + 1) * 2 ** one.tags)).toEqual([]);
      // Comparing every story with every other looked at n - 1 for each: 6,399 at 6,400 stories, where the index looks at 67 at most.
      expect(Math.max(...looked.map((one) => one.looked))).toBeLessThanOrEqual(most);
      expect(most).toBeLessThan(n - 1);
    }
  });
});
