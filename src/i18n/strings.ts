import en from "../../content/strings/en.json";
import es from "../../content/strings/es.json";
import { LOCALES, type Locale } from "../languages";
import { fill } from "./fill";

/**
 * The interface's words, one table per language under content/strings/: every button, label, heading
 * and aria-label a component writes. The MDX pages carry their own words; the components carry none.
 */
export type StringKey = keyof typeof en;
export type Strings = Record<StringKey, string>;

export const STRINGS: Record<Locale, Strings> = { en, es };
const stringsFile = (locale: Locale) => `content/strings/${locale}.json`;

/** A string with its {placeholders} filled in. */
export const translate = (locale: Locale, key: StringKey, vars: Record<string, string | number> = {}): string =>
  fill(STRINGS[locale][key], vars);

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join(",");

/**
 * What the build says of the tables: each language has the English table's keys, none empty, none
 * extra, and the same {placeholders} as the English string, so no visitor ever meets a raw key.
 */
export function checkStrings(tables: Record<Locale, Record<string, unknown>> = STRINGS): string[] {
  const base = tables.en;
  return LOCALES.flatMap((locale) => {
    const table = tables[locale];
    const file = stringsFile(locale);
    return [
      ...Object.keys(base)
        .filter((key) => !(key in table))
        .map(
          (key) => `${file}: "${key}" is missing; it must say in this language what ${stringsFile("en")} says ("${String(base[key])}").`,
        ),
      ...Object.keys(table)
        .filter((key) => !(key in base))
        .map((key) => `${file}: "${key}" is not a key of ${stringsFile("en")}; remove it or add it there first.`),
      ...Object.entries(table).flatMap(([key, value]) => {
        if (!(key in base)) return [];
        if (typeof value !== "string" || !/\S/.test(value)) return [`${file}: "${key}" is empty; it must be text.`];
        const want = placeholders(String(base[key]));
        return placeholders(value) === want
          ? []
          : [`${file}: "${key}" must use the placeholders {${want.split(",").filter(Boolean).join("}, {")}} of the English, no others.`];
      }),
    ];
  });
}
