import { checkContent } from "../content-checks/check-content";
import { findDuplicateRoutes } from "../content-checks/check-routes";
import type { ContentTree } from "../content-reader/read-content";
import type { Story } from "../content-reader/entry";
import { siteLinks, type SiteLinks } from "../constants";
import { LOCALES, type Locale } from "../i18n/locales";
import { counterpart, localeOf } from "../routes";
import { versionOfText } from "../i18n/english-version";
import { translationError, translationStates, translationWarning } from "../i18n/translations";
import { generatedRoutes, lastModified, listingsByLocale } from "../stories/plan";

/**
 * The site as the content makes it, worked out once from the content reader's tree and the moment of the
 * build: which routes exist, each route's twin in the other language, the stories of each language and
 * their listings, the navigation, and every error and warning the content has. Pure: the build's
 * createPages and its post-build steps both ask it, so they cannot disagree.
 */
export type SitePlan = {
  tree: ContentTree;
  now: number;
  stories: Story[];
  storiesIn: (locale: Locale) => Story[];
  listings: ReturnType<typeof listingsByLocale>;
  /** Each route's twin in the other language, where there is one (the language link and hreflang). */
  twins: Map<string, string>;
  /** Each story's and listing page's last change, for the sitemap. */
  lastmod: Map<string, string>;
  /** The routes the header and footer link to, from the pages' own routes. */
  links: SiteLinks;
  /** The routes of the search pages (those whose MDX shows <Search />), in every language. */
  searchRoutes: string[];
  errors: string[];
  warnings: string[];
};

export function planSite(tree: ContentTree, now: number): SitePlan {
  const { entries, stories } = tree;
  const byLocale = new Map(LOCALES.map((locale) => [locale, stories.filter((story) => story.locale === locale)]));
  const listings = listingsByLocale(stories, now);
  const errors = [...tree.errors];
  errors.push(
    ...findDuplicateRoutes([...entries, ...listings.map((l) => ({ route: l.route, file: "the story listing" }))]),
    // Links may lead to the listing's routes and the feeds, which no MDX file makes.
    ...checkContent(entries, tree.images, generatedRoutes(listings)),
  );
  // Translations against their English twins: one behind is a warning naming both files, not a stop, so
  // an urgent English fix can go out before its translation; `npm run translations` lists them all.
  const texts = new Map(entries.map((entry) => [entry.file, entry.text]));
  const { translations } = translationStates(
    entries.map((entry) => ({ file: entry.file, route: entry.route, englishVersion: entry.frontmatter?.englishVersion })),
    (file) => versionOfText(texts.get(file) ?? ""),
    LOCALES,
  );
  errors.push(...translations.flatMap((state) => translationError(state) ?? []));
  const warnings = translations.flatMap((state) => translationWarning(state) ?? []);

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
  try {
    links = siteLinks(tree.pages);
  } catch (error) {
    errors.push((error as Error).message);
  }
  const searchRoutes = tree.pages.filter((page) => page.mdx.components.some((use) => use.name === "Search")).map((page) => page.route);
  return {
    tree,
    now,
    stories,
    storiesIn: (locale) => byLocale.get(locale)!,
    listings,
    twins,
    lastmod,
    links,
    searchRoutes,
    errors,
    warnings,
  };
}
