import path from "node:path";
import type { Story } from "../content-reader/entry";
import { translate, type StringKey } from "../i18n/strings";
import { storyJsonLd } from "../seo/story-files";
import { fillTokens, settings, settingsIn } from "../settings";
import { homeBlock, storyContext } from "../stories/contexts";
import { LOCALES, type Locale } from "../i18n/locales";
import { homeRoute, localeOf } from "../routes";
import { newestFirst, storyCard, tagName } from "../stories/plan";
import { STORY_TAGS } from "../mdx-schema/allowed-values";
import type { ListingContext, PageContext, SiteMap, StoryContext } from "../templates/page-context";
import type { SitePlan } from "./site-plan";
import { heroesOf } from "./hero-crops";
import { portraitOf } from "../mdx-schema/focus";

const PAGE_TEMPLATE = path.resolve("src/templates/page.tsx");
const STORY_TEMPLATE = path.resolve("src/templates/story.tsx");
const LISTING_TEMPLATE = path.resolve("src/templates/stories.tsx");

/** A story's picture as shared: the size link previews ask for. */
export const SHARE_SIZE = { width: 1200, height: 630 };

/** One page for Gatsby's createPage: its route, its template (with its MDX file) and its context. */
export type PageRequest = { path: string; component: string; context: PageContext | StoryContext | ListingContext };

/** What the build adds to the plan: each MDX file's Gatsby node id and each story's share picture (absolute). */
export type BuildFacts = { nodeIds: Map<string, string>; shareImage: (story: Story) => string };

/** Every page the site builds from the plan: each MDX page, each story, and each page of the story listings. */
export function pageRequests(plan: SitePlan, { nodeIds, shareImage }: BuildFacts): PageRequest[] {
  const { tree, now, links, twins } = plan;
  const idOf = (file: string) => {
    const id = nodeIds.get(file);
    if (!id) throw new Error(`${file}: Gatsby has no MDX node for this file; is content/ in gatsby-config's sources?`);
    return id;
  };
  const template = (component: string, file: string) => `${component}?__contentFilePath=${path.resolve(tree.root, file)}`;
  const homes = new Map(LOCALES.map((locale) => [locale, homeBlock(plan.storiesIn(locale), now)]));

  // What the search reads: every page but the search pages and those whose frontmatter says `search: false`.
  const inSearch = (page: (typeof tree.pages)[number]) => page.frontmatter?.search !== false && !plan.searchRoutes.includes(page.route);
  const searchable = tree.pages.filter(inSearch);
  const pages = tree.pages.map((entry): PageRequest => {
    const { file, route, mdx, frontmatter } = entry;
    const showsStories = mdx.components.some((use) => use.name === "LatestStories");
    const home = homes.get(localeOf(route))!;
    const context: PageContext = {
      id: idOf(file),
      slug: route,
      translation: twins.get(route),
      title: fillTokens(frontmatter!.title),
      // A hero's portrait file for phones too (its crop, or the writer's own portrait file).
      images: [
        ...new Set([
          ...mdx.images.map((image) => image.name),
          ...heroesOf(mdx).map(({ image, focus }) => portraitOf(image, focus, tree.images)),
          ...(showsStories ? home.images : []),
        ]),
      ],
      toc: mdx.toc,
      solidHeader: frontmatter!.solidHeader ?? false,
      links,
      ...(showsStories && { stories: home.stories }),
      ...(!inSearch(entry) && { search: false as const }),
      ...(plan.searchRoutes.includes(route) && { siteMap: siteMap(plan, searchable, localeOf(route)) }),
      ...(frontmatter!.sample && { sample: true as const }),
    };
    return { path: route, component: template(PAGE_TEMPLATE, file), context };
  });

  const stories = tree.storyEntries.flatMap((entry): PageRequest[] => {
    const story = plan.stories.find((s) => s.file === entry.file);
    if (!story) return [];
    const context = storyContext(story, plan.storiesIn(story.locale), now, {
      id: idOf(entry.file),
      toc: entry.mdx.toc,
      bodyImages: entry.mdx.images.map((image) => image.name),
      share: { url: shareImage(story), ...SHARE_SIZE },
      jsonLd: storyJsonLd(story, shareImage(story), settings),
      links,
    });
    return [
      {
        path: story.route,
        component: template(STORY_TEMPLATE, entry.file),
        context: { ...context, translation: twins.get(story.route), ...(story.frontmatter.sample && { sample: true as const }) },
      },
    ];
  });

  const listings = plan.listings.map((listing): PageRequest => {
    const { route, stories: onPage, locale, ...rest } = listing;
    const t = (key: StringKey, vars?: Record<string, string | number>) => translate(locale, key, vars);
    const tag = listing.tag && tagName(listing.tag, locale);
    const name = tag ? t("stories.tagTitle", { tag }) : t("stories.title");
    const suffix = listing.pages > 1 ? t("stories.pageSuffix", { page: listing.page, pages: listing.pages }) : "";
    const orgName = settingsIn(locale).organisation.name;
    const description = tag ? t("stories.tagDescription", { name: orgName, tag }) : t("stories.description", { name: orgName });
    const context: ListingContext = {
      ...rest,
      slug: route,
      translation: twins.get(route),
      title: `${name}${suffix}`,
      // The page's words before the full stop, then the page number.
      description: suffix ? `${description.replace(/\.$/, "")}${suffix}.` : description,
      stories: onPage.map((story) => storyCard(story, now)),
      images: [...new Set(onPage.map((story) => story.frontmatter.image))],
      solidHeader: true,
      links,
      tagName: tag,
      tags: plan.listings.flatMap((l) =>
        l.locale === locale && l.tag && l.page === 1 ? [{ name: tagName(l.tag, locale), route: l.base }] : [],
      ),
    };
    return { path: route, component: LISTING_TEMPLATE, context };
  });
  return [...pages, ...stories, ...listings];
}

/** The search page's list of its language: every page the search reads (home first, then by title) and every story, newest first. */
function siteMap(plan: SitePlan, searchable: SitePlan["tree"]["pages"], locale: Locale): SiteMap {
  const home = homeRoute(locale);
  const pages = searchable
    .filter((page) => page.locale === locale)
    .map((page) => ({ title: fillTokens(page.frontmatter!.title), route: page.route }))
    .sort((a, b) => Number(b.route === home) - Number(a.route === home) || a.title.localeCompare(b.title, locale));
  const stories = [...plan.storiesIn(locale)].sort(newestFirst);
  return {
    pages,
    stories: stories.map((story) => {
      const { title, date, dateText } = storyCard(story, plan.now);
      return { title, route: story.route, date, dateText };
    }),
    tags: STORY_TAGS.filter((tag) => stories.some((story) => story.frontmatter.tags.includes(tag))).map((tag) => tagName(tag, locale)),
  };
}
