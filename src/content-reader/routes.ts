import slugify from "@sindresorhus/slugify";
import { localize, type Locale } from "../i18n/locales";
import { STORIES_PATH } from "../stories/paths";

/**
 * The site's route rules, in one place. A page's route is its frontmatter `slug` (a writer names it, and
 * `{founder}` stands for the founder's name); a story's is `/stories/` and its file name. Either way a
 * Spanish file's route is its English twin's under /es (src/i18n/locales.ts).
 */

/** What the route rules read of the settings: the founder's first name. */
export type FounderName = { founder: { firstName: string } };

/**
 * The founder's route, `/about-<name>` in lower-case ASCII (José: /about-jose), by the transliterating
 * slugger Gatsby's own page creator uses. Throws, naming the setting, when the name has no Latin spelling.
 */
export function founderRoute(s: FounderName): string {
  const name = slugify(s.founder.firstName);
  if (!name)
    throw new Error(
      `content/settings.json: "founder.firstName" is "${s.founder.firstName}", which has no spelling in Latin letters for its route.`,
    );
  return `/about-${name}`;
}

/** A page's route: its frontmatter slug with `{founder}` filled in as the founder's route spells it. */
export const pageRoute = (slug: string, s: FounderName): string =>
  slug.includes("{founder}") ? slug.replace(/\{founder\}/g, founderRoute(s).slice("/about-".length)) : slug;

/** A story's route: /stories/<file name>, under its language's prefix. */
export const storyRoute = (slug: string, locale: Locale): string => localize(`${STORIES_PATH}/${slug}`, locale);
