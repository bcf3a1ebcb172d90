import type { ContentEntry, TranslationState } from "../src/i18n/translations";
import type { Locale } from "../src/i18n/locales";
export function contentEntries(root?: string): ContentEntry[];
export function translationReport(root?: string): {
  translations: TranslationState[];
  missing: { locale: Locale; file: string; route: string }[];
};
export function markTranslation(file: string, version: string): void;
