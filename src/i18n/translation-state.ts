import { DEFAULT_LOCALE, type Locale } from "../languages";
import { counterpart, localeOf } from "../routes";

/** A page or story as the translation check sees it: its file, its route, and the English version it records. */
export type TranslationInput = { file: string; route: string; englishVersion?: string };

/** Where a translation stands against its English twin. */
export type TranslationState = {
  file: string;
  route: string;
  locale: Locale;
  /** The English twin (same route, without the language prefix), if there is one. */
  english?: { file: string; version: string };
  status: "current" | "stale" | "unmarked" | "alone";
  recorded?: string;
};

/**
 * Every translated file against its English twin (found by the route rule), and every English page
 * with no translation in a language. `versionOf` gives an English file's current version (a hash of
 * its text; see scripts and gatsby-node, which read the files).
 */
export function translationStates(
  entries: readonly TranslationInput[],
  versionOf: (file: string) => string,
  locales: readonly Locale[],
): { translations: TranslationState[]; missing: { locale: Locale; file: string; route: string }[] } {
  const byRoute = new Map(entries.map((entry) => [entry.route, entry]));
  const translations = entries
    .filter((entry) => localeOf(entry.route) !== DEFAULT_LOCALE)
    .map((entry): TranslationState => {
      const locale = localeOf(entry.route);
      const twin = byRoute.get(counterpart(entry.route, DEFAULT_LOCALE));
      const base = { file: entry.file, route: entry.route, locale, recorded: entry.englishVersion };
      if (!twin) return { ...base, status: "alone" };
      const english = { file: twin.file, version: versionOf(twin.file) };
      const status = !entry.englishVersion ? "unmarked" : entry.englishVersion === english.version ? "current" : "stale";
      return { ...base, english, status };
    });
  const missing = entries
    .filter((entry) => localeOf(entry.route) === DEFAULT_LOCALE)
    .flatMap((entry) =>
      locales
        .filter((locale) => locale !== DEFAULT_LOCALE && !byRoute.has(counterpart(entry.route, locale)))
        .map((locale) => ({ locale, file: entry.file, route: entry.route })),
    );
  return { translations, missing };
}

/** The build's and the editor's warning for a translation that is behind its English twin; none when it is in step. */
export function translationWarning(state: TranslationState): string | undefined {
  if (!state.english) return undefined;
  if (state.status === "stale")
    return `${state.file} translates ${state.english.file}, which has changed since the translation was last brought in step (englishVersion "${state.recorded}", the English is now "${state.english.version}"). Bring the changes into ${state.file}, then run: npm run translations -- --mark ${state.file}`;
  if (state.status === "unmarked")
    return `${state.file} translates ${state.english.file} but does not say which English version (no englishVersion). Check it against the English, then run: npm run translations -- --mark ${state.file}`;
  return undefined;
}

/** A translation without an English twin that still records an English version points at nothing: an error. */
export function translationError(state: TranslationState): string | undefined {
  if (state.status !== "alone" || !state.recorded) return undefined;
  return `${state.file}: frontmatter field "englishVersion" is "${state.recorded}", but there is no English page at ${counterpart(state.route, DEFAULT_LOCALE)} for it to translate. Remove the field, or name the file as its English twin is named.`;
}
