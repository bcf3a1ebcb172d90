import { createContext, useContext, useMemo } from "react";
import { settingsIn, type Settings } from "../settings";
import { type Locale } from "../languages";
import { localize, pageAddress } from "../routes";
import type { StringKey, Strings } from "../i18n/strings";
import { fill } from "../i18n/fill";

/**
 * The page's language (from its route), the route of its twin in the other language, if it has one, and the
 * interface's words in that language: handed to each page in its context (src/plan/page-context.ts), so a page's
 * script carries no string table, and a Spanish page's data holds no English one.
 */
export type PageLanguage = { locale: Locale; translation?: string; strings?: Strings };

const LocaleContext = createContext<PageLanguage>({ locale: "en" });

/** Given by the Layout for the page it wraps. */
export const LocaleProvider = LocaleContext.Provider;
export const useLocale = () => useContext(LocaleContext).locale;
/** The same page in the other language, when there is one. */
export const useTranslationRoute = () => useContext(LocaleContext).translation;

export type Translator = {
  locale: Locale;
  /** An interface string in the page's language, its {placeholders} filled. */
  t: (key: StringKey, vars?: Record<string, string | number>) => string;
  /** An English route's address in the page's language (/donate/, /es/donate/). */
  to: (route: string) => string;
  /** The settings with each per-language value in the page's language. */
  settings: Settings;
};

/**
 * Where the components read the settings from: the committed file, unless the editor's settings preview gives the
 * values being edited (src/admin/preview.tsx), so it shows them where the site shows them.
 */
const SettingsContext = createContext<(locale: Locale) => Settings>(settingsIn);
export const SettingsProvider = SettingsContext.Provider;

/** What a component needs to speak the page's language. */
export function useTranslation(): Translator {
  const { locale, strings } = useContext(LocaleContext);
  const settingsOf = useContext(SettingsContext);
  return useMemo(
    () => ({
      locale,
      t: (key, vars) => {
        if (!strings) throw new Error(`"${key}" asked for outside a page: the Layout gives its components the page's strings.`);
        return fill(strings[key], vars);
      },
      to: (route) => pageAddress(localize(route, locale)),
      settings: settingsOf(locale),
    }),
    [locale, strings, settingsOf],
  );
}
