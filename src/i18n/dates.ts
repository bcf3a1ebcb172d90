import { TIME_ZONE } from "../stories/paths";
import { LOCALE_INFO, type Locale } from "./locales";
import { translate } from "./strings";

/** The date formats of each language, made once (an Intl formatter is slow to build). */
const formats = new Map<Locale, Record<"date" | "day" | "hour" | "minute", Intl.DateTimeFormat>>();
function formatsOf(locale: Locale) {
  const tag = LOCALE_INFO[locale].dateLocale;
  if (!formats.has(locale))
    formats.set(locale, {
      date: new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" }),
      day: new Intl.DateTimeFormat(tag, { dateStyle: "full", timeZone: TIME_ZONE }),
      hour: new Intl.DateTimeFormat(tag, { hour: "numeric", timeZone: TIME_ZONE }),
      minute: new Intl.DateTimeFormat(tag, { hour: "numeric", minute: "2-digit", timeZone: TIME_ZONE }),
    });
  return formats.get(locale)!;
}

/** "2026-09-18" as "September 18, 2026" or "18 de septiembre de 2026" (a calendar date: no time zone moves it). */
export const formatDate = (isoDate: string, locale: Locale) => formatsOf(locale).date.format(new Date(`${isoDate}T00:00:00Z`));

/** A day in Phoenix, written out: "Saturday, March 13, 2027" ("sábado, 13 de marzo de 2027"). */
export const formatDay = (moment: Date, locale: Locale) => formatsOf(locale).day.format(moment);

/** The hour (0–23) and minute of a moment in Phoenix. */
const clock24 = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "numeric", hourCycle: "h23", timeZone: TIME_ZONE });

/**
 * A time in Phoenix as people say it: "8 AM", "8:30 AM", "noon", "midnight" ("8 a.m.", "mediodía").
 * ICU puts a narrow no-break space before AM/PM; a plain one reads the same and searches better.
 */
export function formatTime(moment: Date, locale: Locale): string {
  const [hour, minute] = clock24
    .formatToParts(moment)
    .flatMap((part) => (part.type === "hour" || part.type === "minute" ? [Number(part.value)] : []));
  if (minute === 0 && hour === 12) return translate(locale, "event.noon");
  if (minute === 0 && hour === 0) return translate(locale, "event.midnight");
  const f = formatsOf(locale);
  return (minute === 0 ? f.hour : f.minute).format(moment).replace(/\u202f/g, " ");
}
