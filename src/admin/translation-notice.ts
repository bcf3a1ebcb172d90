import { counterpart, localeOf } from "../routes";
import { translationStates, translationWarning } from "../i18n/translation-state";

/** Each English page's and story's file and version when the admin was built, by route (src/pipeline/editor-bundle.ts). */
declare const ADMIN_ENGLISH: Record<string, { file: string; version: string }>;

/**
 * The build's warning for a translation whose English twin has changed since it was brought in step, for
 * the entry being edited: compared with the English as published when the admin was built.
 */
export function translationNotice(
  file: string,
  route: string,
  englishVersion: unknown,
  english: Record<string, { file: string; version: string }> = ADMIN_ENGLISH,
): string | undefined {
  if (localeOf(route) === "en") return undefined;
  const twin = english[counterpart(route, "en")];
  if (!twin) return undefined;
  const recorded = typeof englishVersion === "string" && englishVersion ? englishVersion : undefined;
  const { translations } = translationStates(
    [
      { file: twin.file, route: counterpart(route, "en") },
      { file, route, englishVersion: recorded },
    ],
    () => twin.version,
    ["en", localeOf(route)],
  );
  return translationWarning(translations[0]);
}
