/** The foundation's time zone: Phoenix keeps Mountain Standard Time (-07:00) all year. */
export const TIME_ZONE = "America/Phoenix";

import { LOCALE_INFO, type Locale } from "../languages";

const FORMATS = {
  date: { dateStyle: "long", timeZone: "UTC" },
  day: { dateStyle: "full", timeZone: TIME_ZONE },
  hour: { hour: "numeric", timeZone: TIME_ZONE },
  minute: { hour: "numeric", minute: "2-digit", timeZone: TIME_ZONE },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * Each format of each language, made the first time it is asked for and kept: an Intl formatter with a
 * time zone costs a phone tens of milliseconds to build, so none is made while the page's script starts,
 * and a page that shows only a date never builds the clock's.
 */
const made = new Map<string, Intl.DateTimeFormat>();
function format(locale: Locale, kind: keyof typeof FORMATS): Intl.DateTimeFormat {
  const key = `${locale} ${kind}`;
  if (!made.has(key)) made.set(key, new Intl.DateTimeFormat(LOCALE_INFO[locale].dateLocale, FORMATS[kind]));
  return made.get(key)!;
}

/** The hour (0–23) and minute of a moment in Phoenix, the same in every language: made on first use too. */
let clock24: Intl.DateTimeFormat | undefined;
const clock = () =>
  (clock24 ??= new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "numeric", hourCycle: "h23", timeZone: TIME_ZONE }));

/** "2026-09-18" as "September 18, 2026" or "18 de septiembre de 2026" (a calendar date: no time zone moves it). */
export const formatDate = (isoDate: string, locale: Locale) => format(locale, "date").format(new Date(`${isoDate}T00:00:00Z`));

/** A day in Phoenix, written out: "Saturday, March 13, 2027" ("sábado, 13 de marzo de 2027"). */
export const formatDay = (moment: Date, locale: Locale) => format(locale, "day").format(moment);

/**
 * A time in Phoenix as people say it: "8 AM", "8:30 AM", "noon", "midnight" ("8 a.m.", "mediodía").
 * ICU puts a narrow no-break space before AM/PM; a plain one reads the same and searches better.
 */
export function formatTime(moment: Date, locale: Locale, words: { noon: string; midnight: string }): string {
  const [hour, minute] = clock()
    .formatToParts(moment)
    .flatMap((part) => (part.type === "hour" || part.type === "minute" ? [Number(part.value)] : []));
  if (minute === 0 && hour === 12) return words.noon;
  if (minute === 0 && hour === 0) return words.midnight;
  return format(locale, minute === 0 ? "hour" : "minute")
    .format(moment)
    .replace(/\u202f/g, " ");
}
