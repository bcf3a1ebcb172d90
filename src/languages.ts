/**
 * The site's languages: each one's route prefix, its name in itself, and its locales for Open Graph and
 * dates. The route rule they make (a Spanish page's route is "/es" and its English twin's) is in src/routes.ts.
 */
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Each language's route prefix, its name in itself (the language link), and its Open Graph locale. */
export const LOCALE_INFO: Record<Locale, { prefix: string; name: string; ogLocale: string; dateLocale: string }> = {
  en: { prefix: "", name: "English", ogLocale: "en_US", dateLocale: "en-US" },
  es: { prefix: "/es", name: "Español", ogLocale: "es_US", dateLocale: "es-US" },
};
