import { createHash } from "node:crypto";
import { LOCALES } from "../languages";
import { translationStates, type TranslationInput } from "./translation-state";

/**
 * An English file's version, as a translation records it: the first 12 hex digits of the SHA-256 of its
 * text (line endings made \n, so a checkout on Windows gives the same). Build-time and scripts only.
 */
export const versionOfText = (text: string): string => createHash("sha256").update(text.replace(/\r\n/g, "\n")).digest("hex").slice(0, 12);

/** A page or story as translationStatesOf reads it: its file, route and text, and the English version it records. */
type TranslationSource = { file: string; route: string; text: string; frontmatter?: { englishVersion?: string } };

/**
 * Every translation's state among a checkout's files (translationStates), each English twin's version read from its
 * text: what the build's checks, the launch check and `npm run translations` report.
 */
export function translationStatesOf(entries: readonly TranslationSource[]) {
  const texts = new Map(entries.map((entry) => [entry.file, entry.text]));
  const inputs: TranslationInput[] = entries.map(({ file, route, frontmatter }) => ({
    file,
    route,
    englishVersion: frontmatter?.englishVersion,
  }));
  return translationStates(inputs, (file) => versionOfText(texts.get(file) ?? ""), LOCALES);
}
