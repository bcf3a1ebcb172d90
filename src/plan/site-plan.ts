import type { ContentTree } from "../content-reader/read-content";
import type { Story } from "../content-reader/entry";
import { siteLinks, type SiteLinks } from "../constants";
import { LOCALES, type Locale } from "../languages";
import { counterpart, localeOf } from "../routes";
import { lastModified } from "../stories/order";
import { listingsByLocale } from "../stories/listing-pages";
import { relatedIndex } from "../stories/related";
import { isPreview } from "../content-checks/samples";

/**
 * The site as the content makes it, worked out once from the content reader's tree and the moment of the
 * build: which routes exist, each route's twin in the other language, the stories of each language and
 * their listings, the links of the header and footer. Pure and browser-safe: the build's createPages, its
 * post-build steps and the editor's preview all ask it, so they cannot disagree. What is wrong with the
 * content is check-site.ts's to say.
 */
export type SitePlan = {
  tree: ContentTree;
  now: number;
  stories: Story[];
  storiesIn: (locale: Locale) => Story[];
  listings: ReturnType<typeof listingsByLocale>;
  /** A story's three related stories, among its language's (from one index per language, made on first use). */
  related: (story: Story) => Story[];
  /** Each route's twin in the other language, where there is one (the language link and hreflang). */
  twins: Map<string, string>;
  /** Each story's and listing page's last change, for the sitemap. */
  lastmod: Map<string, string>;
  /** The routes the header and footer link to, from the pages' own routes. */
  links: SiteLinks;
  /** Why the links could not be made (a page they name is missing), for check-site.ts to report. */
  linksError?: string;
  /** The routes of the search pages (those whose MDX shows <Search />), in every language. */
  searchRoutes: string[];
  /** Whether a sample remains (the launch check's list): every page says it is a preview, and no address is indexed. */
  preview: boolean;
};

export function planSite(tree: ContentTree, now: number): SitePlan {
  const { entries, stories } = tree;
  const byLocale = new Map(LOCALES.map((locale) => [locale, stories.filter((story) => story.locale === locale)]));
  const listings = listingsByLocale(stories, now);
  const indexes = new Map<Locale, ReturnType<typeof relatedIndex>>();
  const related = (story: Story) => {
    if (!indexes.has(story.locale)) indexes.set(story.locale, relatedIndex(byLocale.get(story.locale)!));
    return indexes.get(story.locale)!(story);
  };
  const routes = new Set([...entries.map((entry) => entry.route), ...listings.map((l) => l.route)]);
  const twins = new Map(
    [...routes].flatMap((route) => {
      const twin = LOCALES.filter((l) => l !== localeOf(route))
        .map((l) => counterpart(route, l))
        .find((candidate) => routes.has(candidate));
      return twin ? [[route, twin] as const] : [];
    }),
  );
  const lastmod = new Map(stories.map((story) => [story.route, lastModified(story)]));
  for (const listing of listings) {
    const newest = listing.stories.map(lastModified).sort().at(-1);
    if (newest) lastmod.set(listing.route, newest);
  }
  let links: SiteLinks = { nav: [], legal: [], help: "/", search: "/", donate: "/" };
  let linksError: string | undefined;
  try {
    links = siteLinks(tree.pages);
  } catch (error) {
    linksError = (error as Error).message;
  }
  const searchRoutes = tree.pages.filter((page) => page.mdx.components.some((use) => use.name === "Search")).map((page) => page.route);
  return {
    tree,
    now,
    stories,
    storiesIn: (locale) => byLocale.get(locale)!,
    listings,
    related,
    twins,
    lastmod,
    links,
    ...(linksError && { linksError }),
    searchRoutes,
    preview: isPreview(tree),
  };
}
