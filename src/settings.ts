import type { z } from "zod";
import raw from "../content/settings.json";
import { LOCALES, type Locale } from "./languages";
import type { FormKey } from "./mdx-schema/allowed-values";
import type { settingsSchema } from "./mdx-schema/settings-schema";

/**
 * The writer's settings file as written, typed by its schema (src/mdx-schema/settings.ts): the file's
 * JSON must fit this type, and the build checks its values with `validateSettings`
 * (src/content-checks/settings.ts). Only types are imported here, so zod never reaches the visitors' bundles.
 */
export type SettingsFile = z.infer<typeof settingsSchema>;

/** A settings shape with each per-language value (`{ "en": …, "es": … }`) replaced by one language's. */
type InOneLanguage<T> =
  T extends Record<Locale, infer V>
    ? InOneLanguage<V>
    : T extends readonly (infer E)[]
      ? InOneLanguage<E>[]
      : T extends object
        ? { [K in keyof T]: InOneLanguage<T[K]> }
        : T;

/** The settings as one page reads them: each per-language value in that page's language. */
export type Settings = InOneLanguage<SettingsFile>;

const isPerLanguage = (value: object): value is Record<Locale, unknown> => {
  const keys = Object.keys(value);
  return keys.length === LOCALES.length && LOCALES.every((l) => keys.includes(l));
};

/** Any settings file (the committed one, a test's) in one language. */
export function resolveSettings(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveSettings(item, locale));
  if (value && typeof value === "object") {
    if (isPerLanguage(value)) return resolveSettings(value[locale], locale);
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveSettings(item, locale)]));
  }
  return value;
}

export const settingsFile: SettingsFile = raw;

/** A settings file's values in one language, each language resolved once: what a content tree carries. */
export function settingsReader(file: unknown): (locale: Locale) => Settings {
  const byLocale = new Map<Locale, Settings>();
  return (locale) => {
    if (!byLocale.has(locale)) byLocale.set(locale, resolveSettings(file, locale) as Settings);
    return byLocale.get(locale)!;
  };
}

/** The committed settings in one language (built once per language), for the visitors' bundles. */
export const settingsIn = settingsReader(settingsFile);

/** The settings in English: what build-time code reads where the language does not matter (names, addresses). */
export const settings: Settings = settingsIn("en");

export const SETTINGS_FILE = "content/settings.json";

/** The address of a hosted form, from its key in the settings. */
export const formUrl = (form: FormKey, s: Settings = settings): string => `${s.forms.hostedFormUrl}${s.forms.ids[form]}`;

/** Fills `{founder}` in frontmatter strings (titles, slugs) from the settings. */
export const fillTokens = (text: string, s: Settings = settings): string => text.replace(/\{founder\}/g, s.founder.firstName);

/** A street address as the settings hold it, and as the pages write it: on one line. */
export type PostalAddressSetting = { street: string; city: string; region: string; postalCode: string };
export const addressLine = ({ street, city, region, postalCode }: PostalAddressSetting) => `${street}, ${city}, ${region} ${postalCode}`;
