import slugify from "@sindresorhus/slugify";
import { settings, SETTINGS_FILE } from "./settings";

/**
 * The founder's route, `/about-<name>` in lower-case ASCII (José: /about-jose), by the transliterating
 * slugger Gatsby's own page creator uses. Build-time only: the browser reads the result from
 * `process.env.GATSBY_FOUNDER_ROUTE` (set in gatsby-config.ts), so the slugger never reaches visitors.
 */
export function founderSlug(s: { founder: { firstName: string } } = settings): string {
  const name = slugify(s.founder.firstName);
  if (!name)
    throw new Error(
      `${SETTINGS_FILE}: "founder.firstName" is "${s.founder.firstName}", which has no spelling in Latin letters for its route.`,
    );
  return `/about-${name}`;
}

/** A frontmatter slug with `{founder}` filled in as the founder's route spells it. */
export const fillSlug = (slug: string, s: { founder: { firstName: string } } = settings): string =>
  slug.replace(/\{founder\}/g, founderSlug(s).slice("/about-".length));
