import { diffLines } from "diff";
import { counterpart, localeOf } from "../routes";

/** The English text each translation records it was brought in step with, by version (src/pipeline/editor-bundle.ts). */
declare const ADMIN_EARLIER_ENGLISH: Record<string, string>;

/**
 * An English file's version as a translation records it (src/i18n/english-version.ts, which the build uses): the
 * first 12 hex digits of the SHA-256 of its text, line endings made \n. Here by the browser's own SHA-256.
 */
export async function versionInBrowser(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text.replace(/\r\n/g, "\n")));
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("")
    .slice(0, 12);
}

/** The English sentences (lines: the site keeps one sentence per line) that changed between two texts. */
type EnglishChanges = { added: string[]; removed: string[] };
const changedLines = (before: string, after: string): EnglishChanges => {
  const lines = (value: string) =>
    value
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
  const parts = diffLines(before, after);
  return {
    added: parts.filter((part) => part.added).flatMap((part) => lines(part.value)),
    removed: parts.filter((part) => part.removed).flatMap((part) => lines(part.value)),
  };
};

/** Where a translation stands against its English page as saved now. */
export type TranslationStep = {
  status: "current" | "stale" | "unmarked";
  /** The English page's route and the version its saved text has now (what "Mark as in step" records). */
  englishRoute: string;
  version: string;
  /** For a stale translation: the English sentences changed since, when the earlier English is known. */
  changes?: EnglishChanges;
};

/**
 * A translation (by its route and recorded englishVersion) against its English twin as saved now, found by route among
 * `saved`; undefined for an English entry or a translation with no English twin.
 */
export async function translationStep(
  route: string,
  englishVersion: unknown,
  saved: readonly { route: string; text: string }[],
  earlier: Record<string, string> = ADMIN_EARLIER_ENGLISH,
): Promise<TranslationStep | undefined> {
  if (!route || localeOf(route) === "en") return undefined;
  const englishRoute = counterpart(route, "en");
  const twin = saved.find((entry) => entry.route === englishRoute);
  if (!twin) return undefined;
  const version = await versionInBrowser(twin.text);
  const recorded = typeof englishVersion === "string" && englishVersion ? englishVersion : undefined;
  if (!recorded) return { status: "unmarked", englishRoute, version };
  if (recorded === version) return { status: "current", englishRoute, version };
  const before = earlier[recorded];
  return { status: "stale", englishRoute, version, ...(before !== undefined && { changes: changedLines(before, twin.text) }) };
}

/** The label of the button that records the English version, as the widget shows it and the notices name it. */
export const MARK_IN_STEP = "Mark as in step";

/** What a translation's state means for the writer, in words: undefined when it is in step. */
export function translationMessage(step: TranslationStep | undefined): string | undefined {
  if (!step || step.status === "current") return undefined;
  if (step.status === "unmarked")
    return `This translation does not yet say which version of the English page (${step.englishRoute}) it follows. Check it against the English, then press “${MARK_IN_STEP}” under “In step with the English”.`;
  const what = step.changes
    ? "The changed English sentences are listed below."
    : "The earlier English is not in this copy of the site's history, so open the English page to compare.";
  return `The English page (${step.englishRoute}) has changed since this translation was brought in step. ${what} Bring the changes into this translation, then press “${MARK_IN_STEP}” under “In step with the English”.`;
}
