import { checkContent } from "../content-checks/check-content";
import { findDuplicateRoutes } from "../content-checks/check-routes";
import { checkWords } from "../content-checks/words";
import { translationStatesOf } from "../i18n/english-version";
import { translationError, translationWarning } from "../i18n/translation-state";
import { generatedRoutes } from "../stories/listing-pages";
import type { SitePlan } from "./site-plan";

/**
 * Everything wrong with the content of a planned site, for the build to stop on (errors) or show (warnings):
 * each file's place, name and frontmatter (the reader's), duplicate routes, components, images, links and
 * anchors, each file's words, the links of the header and footer, and translations against their English
 * twins. Node only (a file's version is a SHA-256); the editor runs the same checks one entry at a time (src/admin/checks.ts).
 */
export function checkSite(plan: SitePlan): { errors: string[]; warnings: string[] } {
  const { tree, listings } = plan;
  const { entries } = tree;
  const errors = [
    ...tree.errors,
    ...findDuplicateRoutes([...entries, ...listings.map((l) => ({ route: l.route, file: "the story listing" }))]),
    // Links may lead to the listing's routes and the feeds, which no MDX file makes.
    ...checkContent(entries, tree.images, generatedRoutes(listings)),
    // Each file's words in its language: draft markers, the glossary, abbreviations spelled out, one sentence per line.
    ...entries.flatMap((entry) => checkWords(entry.file, entry.text, entry.locale)),
    ...(plan.linksError ? [plan.linksError] : []),
  ];
  // Translations against their English twins: one behind is a warning naming both files, not a stop, so
  // an urgent English fix can go out before its translation; `npm run translations` lists them all.
  const { translations } = translationStatesOf(entries);
  errors.push(...translations.flatMap((state) => translationError(state) ?? []));
  return { errors, warnings: translations.flatMap((state) => translationWarning(state) ?? []) };
}
