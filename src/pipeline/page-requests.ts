import path from "node:path";
import type { Story } from "../content-reader/entry";
import { listingContext, pageContext, storyContext, type ContextFacts } from "../plan/page-context";
import type { ListingContext, PageContext, StoryContext } from "../plan/page-context";
import type { SitePlan } from "../plan/site-plan";
import type { MdxTreeNode } from "../mdx-schema/mdx-tree";

const PAGE_TEMPLATE = path.resolve("src/templates/page.tsx");
const STORY_TEMPLATE = path.resolve("src/templates/story.tsx");
const LISTING_TEMPLATE = path.resolve("src/templates/stories.tsx");

/** A story's page context as the build gives it: with its body as a tree, for the one story template to render. */
type StoryPageContext = StoryContext & { body: MdxTreeNode[] };

/** One page for Gatsby's createPage: its route, its template (a page's with its MDX file) and its context. */
export type PageRequest = { path: string; component: string; context: PageContext | StoryPageContext | ListingContext };

/**
 * What the build adds to the plan: each MDX file's Gatsby node id, each story's share picture (absolute) and
 * each story's body as a tree (./story-trees.ts), by file.
 */
export type BuildFacts = { nodeIds: Map<string, string>; shareImage: (story: Story) => string; trees: Map<string, MdxTreeNode[]> };

/**
 * Every page the site builds from the plan: each MDX page, each story, and each page of the story listings,
 * each with its template and the context src/plan/page-context.ts builds (the editor's preview builds it there too).
 *
 * A page's template is given its MDX file, which gatsby-plugin-mdx compiles into a component of its own. A story's
 * is not: every story is the one story template with its body as data, so a thousand stories add no code to the
 * site's scripts, and an edited story changes its own page and nothing else (bench/LOG.md, "Scale at 1,000 stories").
 */
export function pageRequests(plan: SitePlan, { nodeIds, shareImage, trees }: BuildFacts): PageRequest[] {
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
      if (!context) return [];
      const body = trees.get(entry.file);
      if (!body) throw new Error(`${entry.file}: the story's body was not compiled (src/pipeline/story-trees.ts).`);
      return [{ path: context.route, component: STORY_TEMPLATE, context: { ...context, body } }];
    }),
    ...plan.listings.map((listing) => ({ path: listing.route, component: LISTING_TEMPLATE, context: listingContext(plan, listing) })),
  ];
}
