import path from "node:path";
import type { Story } from "../content-reader/entry";
import { listingContext, pageContext, storyContext, type ContextFacts } from "../plan/page-context";
import type { ListingContext, PageContext, StoryContext } from "../plan/page-context";
import type { SitePlan } from "../plan/site-plan";

const PAGE_TEMPLATE = path.resolve("src/templates/page.tsx");
const STORY_TEMPLATE = path.resolve("src/templates/story.tsx");
const LISTING_TEMPLATE = path.resolve("src/templates/stories.tsx");

/** One page for Gatsby's createPage: its route, its template (with its MDX file) and its context. */
export type PageRequest = { path: string; component: string; context: PageContext | StoryContext | ListingContext };

/** What the build adds to the plan: each MDX file's Gatsby node id and each story's share picture (absolute). */
export type BuildFacts = { nodeIds: Map<string, string>; shareImage: (story: Story) => string };

/**
 * Every page the site builds from the plan: each MDX page, each story, and each page of the story listings,
 * each with its template and the context src/plan/page-context.ts builds (the editor's preview builds it there too).
 */
export function pageRequests(plan: SitePlan, { nodeIds, shareImage }: BuildFacts): PageRequest[] {
  const idOf = (file: string) => {
    const id = nodeIds.get(file);
    if (!id) throw new Error(`${file}: Gatsby has no MDX node for this file; is content/ in gatsby-config's sources?`);
    return id;
  };
  const facts: ContextFacts = { idOf, shareImage };
  const template = (component: string, file: string) => `${component}?__contentFilePath=${path.resolve(plan.tree.root, file)}`;
  return [
    ...plan.tree.pages.map((entry) => ({
      path: entry.route,
      component: template(PAGE_TEMPLATE, entry.file),
      context: pageContext(plan, entry, facts),
    })),
    ...plan.tree.storyEntries.flatMap((entry) => {
      const context = storyContext(plan, entry, facts);
      return context ? [{ path: context.route, component: template(STORY_TEMPLATE, entry.file), context }] : [];
    }),
    ...plan.listings.map((listing) => ({ path: listing.route, component: LISTING_TEMPLATE, context: listingContext(plan, listing) })),
  ];
}
