import type { SiteLinks } from "../constants";
import type { TocEntry } from "../mdx-schema/anchors";
import type { StoryContext } from "../templates/page-context";
import { homeStories, storyCard, storyKind, storyView, type Story } from "./plan";

/**
 * What the build (gatsby-node.ts) and the editor's preview hand a page about stories: written once, so
 * the preview shows a story, and the home page's block, as the build will.
 */

/** The home page's block (<LatestStories />): the next event and the newest stories, and the pictures they place. */
export function homeBlock(stories: Story[], now: number) {
  const { nextEvent, latest } = homeStories(stories, now);
  return {
    stories: { nextEvent: nextEvent && storyCard(nextEvent, now), latest: latest.map((story) => storyCard(story, now)) },
    images: [nextEvent, ...latest].flatMap((story) => (story ? [story.frontmatter.image] : [])),
  };
}

/** A story's page: the story written out, its related stories, every picture it places, its share picture and structured data. */
export function storyContext(
  story: Story,
  stories: Story[],
  now: number,
  page: { id: string; toc: TocEntry[]; bodyImages: string[]; share: StoryContext["share"]; jsonLd: object[]; links: SiteLinks },
): StoryContext {
  const view = storyView(story, stories, now);
  return {
    id: page.id,
    slug: view.route,
    title: story.frontmatter.title,
    description: story.frontmatter.description,
    images: [...new Set([story.frontmatter.image, ...view.related.map((related) => related.image), ...page.bodyImages])],
    toc: page.toc,
    // No hero: the header is solid from the top.
    solidHeader: true,
    story: view,
    kind: storyKind(story),
    share: page.share,
    jsonLd: page.jsonLd,
    links: page.links,
  };
}
