import type { Story } from "../content-reader/entry";
import { type Locale, LOCALES } from "../languages";
import { STORY_TAGS, type StoryTag } from "../mdx-schema/allowed-values";
import { feedRoute, listingPageRoute, storiesRoute, tagRoute } from "../routes";
import { listingOrder } from "./order";
import { type PagerItem, pagerItems } from "./pager";

/** Which story goes on which listing page: /stories and each tag's pages, in each language, 9 a page, and the routes they make. Pure functions of the stories and the moment of the build, shared by the build, the review tool and the tests. */

/** How many stories a page of a listing holds. */
export const STORIES_PER_PAGE = 9;

export type ListingPage = {
  route: string;
  /** The listing's first page: /stories or /stories/tag/<tag>. */
  base: string;
  tag?: StoryTag;
  page: number;
  pages: number;
  stories: Story[];
  previous?: string;
  next?: string;
  /** The listing's first and last pages, from any page but themselves. */
  first?: string;
  last?: string;
  /** The pager's numbered links: a window around this page, the first and the last (pagerItems), with their routes. */
  pager: (PagerItem & { route?: string })[];
};

function paginate(base: string, stories: Story[], tag?: StoryTag): ListingPage[] {
  const pages = Math.max(1, Math.ceil(stories.length / STORIES_PER_PAGE));
  return Array.from({ length: pages }, (_, i) => ({
    route: listingPageRoute(base, i + 1),
    base,
    tag,
    page: i + 1,
    pages,
    stories: stories.slice(i * STORIES_PER_PAGE, (i + 1) * STORIES_PER_PAGE),
    previous: i > 0 ? listingPageRoute(base, i) : undefined,
    next: i + 1 < pages ? listingPageRoute(base, i + 2) : undefined,
    first: i > 0 ? base : undefined,
    last: i + 1 < pages ? listingPageRoute(base, pages) : undefined,
    pager:
      pages > 1
        ? pagerItems(i + 1, pages).map((item) =>
            item.kind === "page" && !item.current ? { ...item, route: listingPageRoute(base, item.page) } : item,
          )
        : [],
  }));
}

/** Every listing page of a language: /stories (built even when empty, to say so) and each used tag's pages. */
export function listingPages(stories: Story[], now: number, locale: Locale = "en"): ListingPage[] {
  const ordered = listingOrder(stories, now);
  const tags = STORY_TAGS.filter((tag) => ordered.some((s) => s.frontmatter.tags.includes(tag)));
  return [
    ...paginate(storiesRoute(locale), ordered),
    ...tags.flatMap((tag) =>
      paginate(
        tagRoute(tag, locale),
        ordered.filter((s) => s.frontmatter.tags.includes(tag)),
        tag,
      ),
    ),
  ];
}

/** Every language's listing pages, each from that language's stories only (/es lists only Spanish stories). */
export const listingsByLocale = (stories: Story[], now: number) =>
  LOCALES.flatMap((locale) =>
    listingPages(
      stories.filter((story) => story.locale === locale),
      now,
      locale,
    ).map((listing) => ({ ...listing, locale })),
  );

/** The routes the stories make that no MDX file makes (the listings' pages given, the feeds): links may lead there. */
export const generatedRoutes = (listings: readonly { route: string }[]) => [
  ...listings.map((listing) => listing.route),
  ...LOCALES.map(feedRoute),
];
