/**
 * The site's languages and its one route rule: a Spanish page's route is "/es" followed by its English
 * twin's route (/awareness and /es/awareness; / and /es). One rule a writer cannot get wrong: the
 * language link, the hreflang pairs and the translation check all follow it, with no table to keep.
 */
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Each language's route prefix, its name in itself (the language link), and its Open Graph locale. */
export const LOCALE_INFO: Record<Locale, { prefix: string; name: string; ogLocale: string; dateLocale: string }> = {
  en: { prefix: "", name: "English", ogLocale: "en_US", dateLocale: "en-US" },
  es: { prefix: "/es", name: "Español", ogLocale: "es_US", dateLocale: "es-US" },
};

const OTHER = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/** The language of a route: "es" for /es and /es/…, else English. */
export function localeOf(route: string): Locale {
  return OTHER.find((l) => route === LOCALE_INFO[l].prefix || route.startsWith(`${LOCALE_INFO[l].prefix}/`)) ?? DEFAULT_LOCALE;
}

/** A route without its language prefix: /es/awareness and /awareness are both /awareness; /es is /. */
export function englishRoute(route: string): string {
  const prefix = LOCALE_INFO[localeOf(route)].prefix;
  return route.slice(prefix.length) || "/";
}

/**
 * An English route (with any #anchor) as it is in a language: /donate#ways-to-give is
 * /es/donate#ways-to-give; / is /es. Anchors alone ("#top") stay as they are.
 */
export function localize(route: string, locale: Locale): string {
  if (!route.startsWith("/")) return route;
  const prefix = LOCALE_INFO[locale].prefix;
  if (!prefix) return route;
  return route === "/" ? prefix : route.startsWith("/#") ? `${prefix}${route.slice(1)}` : `${prefix}${route}`;
}

/** The same page in another language (its route by the rule; whether it exists is the caller's to know). */
export const counterpart = (route: string, locale: Locale): string => localize(englishRoute(route), locale);

/**
 * A page's hreflang alternates: itself and its twin, each under its language, and x-default (the
 * English) for a reader of neither. None for a page without a twin: an alternate must be reciprocal.
 * The page's head and the sitemap both write these.
 */
export function alternates(route: string, twin: string | undefined, siteUrl: string): { hrefLang: string; href: string }[] {
  if (!twin) return [];
  const routes = { [localeOf(route)]: route, [localeOf(twin)]: twin } as Record<Locale, string>;
  return [
    ...LOCALES.map((locale) => ({ hrefLang: locale, href: `${siteUrl}${routes[locale]}` })),
    { hrefLang: "x-default", href: `${siteUrl}${routes[DEFAULT_LOCALE]}` },
  ];
}
