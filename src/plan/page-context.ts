import type { SiteLinks } from "../constants";
import type { TocEntry } from "../mdx-schema/anchors";
import type { ListingPage } from "../stories/listing-pages";
import type { StoryCardData, StoryKind, StoryViewData } from "../stories/card-models";
import { heroesOf } from "../content-reader/mdx-facts";
import type { PageEntry, Story, StoryEntry } from "../content-reader/entry";
import { STRINGS, translate, type StringKey, type Strings } from "../i18n/strings";
import { STORY_TAGS } from "../mdx-schema/allowed-values";
import { portraitOf } from "../mdx-schema/focus";
import { homeRoute, localeOf } from "../routes";
import { DEFAULT_LOCALE, type Locale } from "../languages";
import { storyJsonLd } from "../seo/json-ld";
import { fillTokens } from "../settings";
import { homeStories } from "../stories/picks";
import { newestFirst } from "../stories/order";
import { storyCard, storyKind, storyView, tagName } from "../stories/card-models";
import type { SitePlan } from "./site-plan";

/**
 * What the search page lists of its language, drawn at build time so it works without JavaScript: every page
 * the search reads (not itself, nor a page kept out of search) and every story, newest first, and the stories' tags.
 */
export type SearchList = {
  /** Each page and story, `sample` where its frontmatter marks it as one (the list says so beside it). */
  pages: { title: string; route: string; sample?: true }[];
  stories: { title: string; route: string; date: string; dateText: string; sample?: true }[];
  tags: string[];
};

/**
 * The contract between the build and the templates: what each page is handed (its page context), and the one
 * builder of it, used by the build (src/pipeline/page-requests.ts) and by the editor's preview (src/admin/), so a
 * page previews with every fact it is built with.
 */

/** What gatsby-node gives each page: its route, filled-in title, images, headings and header mode. */
export type PageContext = {
  id: string;
  /** The page's route (/awareness, /es/stories/…): the address it is built at. */
  route: string;
  title: string;
  images: string[];
  toc: TocEntry[];
  solidHeader: boolean;
  /** The route of the same page in the other language, when there is one (language link, hreflang). */
  translation?: string;
  /** The routes the header and footer link to, from the pages' own routes (see siteLinks). */
  links: SiteLinks;
  /** The interface's words in the page's language (content/strings/): the page's script carries no table of its own. */
  strings: Strings;
  /** While a sample remains in the build: the page says at its top that the site is a preview (PreviewLine). */
  preview?: true;
  /** For a page that shows <LatestStories />: the next event and the newest stories. */
  stories?: { nextEvent?: StoryCardData; latest: StoryCardData[] };
  /** False for a page the search leaves out (its frontmatter says `search: false`, or it is the search page). */
  search?: false;
  /** For the search page (<Search />): every page and story of its language. */
  searchList?: SearchList;
  /** For a page or story whose frontmatter marks it as a sample: a visitor is told so (SampleNote). */
  sample?: true;
};

/** What a story's page gets: the page's fields, the story written out, and its structured data. */
export type StoryContext = Omit<PageContext, "stories" | "search" | "searchList"> & {
  /** What the story is to the search (its filter "kind"). */
  kind: StoryKind;
  description: string;
  story: StoryViewData;
  /** The story's picture as shared (1200 x 630), its address absolute. */
  share: { url: string; width: number; height: number };
  jsonLd: object[];
};

/** What a page of the story listing gets (/stories, /stories/2, /stories/tag/<tag>, …). */
export type ListingContext = Pick<
  PageContext,
  "route" | "title" | "images" | "solidHeader" | "translation" | "links" | "strings" | "preview"
> &
  Omit<ListingPage, "stories" | "route"> & {
    description: string;
    stories: StoryCardData[];
    /** The tag as this language names it, on a tag's listing. */
    tagName?: string;
    /** Every tag that has stories, with its listing. */
    tags: { name: string; route: string }[];
  };

/** A story's picture as shared: the size link previews ask for. */
export const SHARE_SIZE = { width: 1200, height: 630 };

/** What the builder needs besides the plan: each file's id for its template's query, and each story's share picture (absolute). */
export type ContextFacts = { idOf: (file: string) => string; shareImage: (story: Story) => string };

/** The home page's block (<LatestStories />): the next event and the newest stories, and the pictures they place. */
export function homeBlock(stories: Story[], now: number) {
  const { nextEvent, latest } = homeStories(stories, now);
  return {
    stories: { nextEvent: nextEvent && storyCard(nextEvent, now), latest: latest.map((story) => storyCard(story, now)) },
    images: [nextEvent, ...latest].flatMap((story) => (story ? [story.frontmatter.image] : [])),
  };
}

/** Whether the search reads a page: every page but the search pages and those whose frontmatter says `search: false`. */
const inSearch = (plan: SitePlan, page: PageEntry) => page.frontmatter?.search !== false && !plan.searchRoutes.includes(page.route);

/** What every page's header and footer are drawn from: the menu's routes, the interface's words in its language, and whether it is a preview. */
export const chrome = (plan: Pick<SitePlan, "links" | "preview">, locale: Locale) => ({
  links: plan.links,
  strings: STRINGS[locale],
  ...(plan.preview && { preview: true as const }),
});

/** A page's context: its route, twin, filled-in title, every picture it places, headings, links and what its components show. */
export function pageContext(plan: SitePlan, entry: PageEntry, facts: ContextFacts): PageContext {
  const { file, route, mdx, frontmatter } = entry;
  const locale = localeOf(route);
  const showsStories = mdx.components.some((use) => use.name === "LatestStories");
  const home = showsStories ? homeBlock(plan.storiesIn(locale), plan.now) : undefined;
  return {
    id: facts.idOf(file),
    route,
    translation: plan.twins.get(route),
    title: fillTokens(frontmatter!.title, plan.tree.settingsIn(DEFAULT_LOCALE)),
    // A hero's portrait file for phones too (its crop, or the writer's own portrait file).
    images: [
      ...new Set([
        ...mdx.images.map((image) => image.name),
        ...heroesOf(mdx).map(({ image, focus }) => portraitOf(image, focus, plan.tree.images)),
        ...(home?.images ?? []),
      ]),
    ],
    toc: mdx.toc,
    solidHeader: frontmatter!.solidHeader ?? false,
    ...chrome(plan, locale),
    ...(home && { stories: home.stories }),
    ...(!inSearch(plan, entry) && { search: false as const }),
    ...(plan.searchRoutes.includes(route) && { searchList: searchList(plan, locale) }),
    ...(frontmatter!.sample && { sample: true as const }),
  };
}

/** A story's context: the story written out, its related stories, every picture it places, its share picture and structured data. */
export function storyContext(plan: SitePlan, entry: StoryEntry, facts: ContextFacts): StoryContext | undefined {
  const story = plan.stories.find((s) => s.file === entry.file);
  if (!story) return undefined;
  const view = storyView(story, plan.related(story), plan.now);
  const share = facts.shareImage(story);
  return {
    id: facts.idOf(entry.file),
    route: view.route,
    translation: plan.twins.get(story.route),
    title: story.frontmatter.title,
    description: story.frontmatter.description,
    images: [
      ...new Set([story.frontmatter.image, ...view.related.map((related) => related.image), ...entry.mdx.images.map((i) => i.name)]),
    ],
    toc: entry.mdx.toc,
    // No hero: the header is solid from the top.
    solidHeader: true,
    story: view,
    kind: storyKind(story),
    share: { url: share, ...SHARE_SIZE },
    jsonLd: storyJsonLd(story, share, plan.tree.settingsIn(DEFAULT_LOCALE)),
    ...chrome(plan, story.locale),
    ...(story.frontmatter.sample && { sample: true as const }),
  };
}

/** A listing page's context: its title and description in its language, its page of story cards and every tag's listing. */
export function listingContext(plan: SitePlan, listing: SitePlan["listings"][number]): ListingContext {
  const { route, stories: onPage, locale, ...rest } = listing;
  const t = (key: StringKey, vars?: Record<string, string | number>) => translate(locale, key, vars);
  const tag = listing.tag && tagName(listing.tag, locale);
  const name = tag ? t("stories.tagTitle", { tag }) : t("stories.title");
  const suffix = listing.pages > 1 ? t("stories.pageSuffix", { page: listing.page, pages: listing.pages }) : "";
  const orgName = plan.tree.settingsIn(locale).organisation.name;
  const description = tag ? t("stories.tagDescription", { name: orgName, tag }) : t("stories.description", { name: orgName });
  return {
    ...rest,
    route,
    translation: plan.twins.get(route),
    title: `${name}${suffix}`,
    // The page's words before the full stop, then the page number.
    description: suffix ? `${description.replace(/\.$/, "")}${suffix}.` : description,
    stories: onPage.map((story) => storyCard(story, plan.now)),
    images: [...new Set(onPage.map((story) => story.frontmatter.image))],
    solidHeader: true,
    ...chrome(plan, locale),
    tagName: tag,
    tags: plan.listings.flatMap((l) =>
      l.locale === locale && l.tag && l.page === 1 ? [{ name: tagName(l.tag, locale), route: l.base }] : [],
    ),
  };
}

/** The search page's list of its language: every page the search reads (home first, then by title) and every story, newest first. */
function searchList(plan: SitePlan, locale: Locale): SearchList {
  const home = homeRoute(locale);
  const pages = plan.tree.pages
    .filter((page) => page.locale === locale && inSearch(plan, page))
    .map((page) => ({
      title: fillTokens(page.frontmatter!.title),
      route: page.route,
      ...(page.frontmatter!.sample && { sample: true as const }),
    }))
    .sort((a, b) => Number(b.route === home) - Number(a.route === home) || a.title.localeCompare(b.title, locale));
  const stories = [...plan.storiesIn(locale)].sort(newestFirst);
  return {
    pages,
    stories: stories.map((story) => {
      const { title, date, dateText } = storyCard(story, plan.now);
      return { title, route: story.route, date, dateText, ...(story.frontmatter.sample && { sample: true as const }) };
    }),
    tags: STORY_TAGS.filter((tag) => stories.some((story) => story.frontmatter.tags.includes(tag))).map((tag) => tagName(tag, locale)),
  };
}
