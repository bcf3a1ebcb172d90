import en from "../../content/glossary/en.json";
import es from "../../content/glossary/es.json";
import { LOCALES, type Locale } from "../languages";
import { glossarySchema, type Glossary } from "../mdx-schema/glossary-schema";
import { explain } from "../mdx-schema/explain";
import { firstBodyLine } from "../content-reader/frontmatter";
import { sentenceLint } from "./sentence-lint";

/** The glossaries as the writers keep them, one per language (content/glossary/<language>.json). */
export const GLOSSARIES: Record<Locale, Glossary> = { en, es };
export const glossaryFile = (locale: Locale) => `content/glossary/${locale}.json`;

/**
 * Draft markers: what a writer types while the words are not final. None of them may reach a visitor,
 * in any language, so the build refuses them in every page, story, string, setting and glossary. A
 * draft stays out of the site in the editor's workflow instead (CONTENT.md, "Drafts"). The list lives here only.
 */
export const DRAFT_MARKERS: readonly RegExp[] = [
  /\b(TBD|TBA|TBC|TODO|FIXME|XXX+|TKTK)\b/,
  /\bto be (confirmed|determined|decided|added|written)\b/i,
  /\bpor (confirmar|determinar|definir|escribir)\b/i,
  /[([]\s*pendiente\b|\bpendiente de (confirmar|confirmación|revisar|revisión|definir)/i,
  /\blorem ipsum\b/i,
  /\[\s*(placeholder|marcador|insert[^\]]*|inserte[^\]]*)\s*\]/i,
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A word or phrase as a whole word, in any case, across any run of spaces; letters with accents count as letters. */
const phrase = (words: string) => new RegExp(`(?<![\\p{L}\\p{N}_])${escape(words).replace(/\s+/g, "\\s+")}(?![\\p{L}\\p{N}_])`, "giu");

/** Addresses are not prose: blanked out (keeping every column) before the glossary reads a line. */
const withoutAddresses = (line: string) => line.replace(/https?:\/\/[^\s"'<>)\]]+/g, (url) => " ".repeat(url.length));

/** What the draft-marker list finds in one line. */
const markersIn = (line: string) => DRAFT_MARKERS.flatMap((marker) => line.match(marker)?.[0] ?? []);

function draftMessages(file: string, lineNumber: number, line: string): string[] {
  return markersIn(line).map(
    (marker) =>
      `${file}:${lineNumber}: "${marker}" is a draft marker, and a visitor must never read one. Write the final words, or keep the draft out of the site (CONTENT.md, "Drafts").`,
  );
}

/** Each avoided word in a line of one language's text, unless it stands inside one of its term's exceptions. */
function glossaryMessages(file: string, lineNumber: number, line: string, locale: Locale): string[] {
  const text = withoutAddresses(line);
  return GLOSSARIES[locale].terms.flatMap((term) => {
    const allowed = (term.except ?? []).flatMap((except) =>
      [...text.matchAll(phrase(except))].map((m) => [m.index, m.index + m[0].length] as const),
    );
    // One message per place, however many of the term's avoided words match there.
    const found = new Map(term.avoid.flatMap((avoid) => [...text.matchAll(phrase(avoid))].map((m) => [m.index, m[0]] as const)));
    return [...found]
      .filter(([at, word]) => !allowed.some(([from, to]) => at >= from && at + word.length <= to))
      .map(
        ([, word]) =>
          `${file}:${lineNumber}: "${word}" is not the site's word for ${term.for}; write "${term.use}" (${glossaryFile(locale)}: ${term.why})`,
      );
  });
}

/**
 * Each abbreviation the glossary lists is spelled out where a page first uses it: the first "PSA" of the
 * body stands inside "prostate-specific antigen (PSA)". The frontmatter (title, description) may use it bare.
 */
function abbreviationMessages(file: string, lines: readonly string[], firstBodyLine: number, locale: Locale): string[] {
  const body = lines.map((line, i) => (i < firstBodyLine || /^(import|export)\s/.test(line) ? "" : withoutAddresses(line))).join("\n");
  return GLOSSARIES[locale].abbreviations.flatMap(({ short, long }) => {
    const first = new RegExp(`(?<![\\p{L}\\p{N}_])${escape(short)}(?![\\p{L}\\p{N}_])`, "u").exec(body);
    if (!first) return [];
    const start = first.index - long.indexOf(short);
    if (start >= 0 && body.slice(start, start + long.length).toLowerCase() === long.toLowerCase()) return [];
    const lineNumber = body.slice(0, first.index).split("\n").length;
    return [
      `${file}:${lineNumber}: the page's first "${short}" is not spelled out; write "${long}" here, and "${short}" after it (${glossaryFile(locale)}).`,
    ];
  });
}

/** Text in one language, line by line: no draft marker, and its glossary on every line but imports and exports. */
export function checkText(file: string, text: string, locale: Locale): string[] {
  return text
    .split(/\r?\n/)
    .flatMap((line, i) => [
      ...draftMessages(file, i + 1, line),
      ...(/^(import|export)\s/.test(line) ? [] : glossaryMessages(file, i + 1, line, locale)),
    ]);
}

/**
 * The words of one page or story: its text checked as above, frontmatter included, each listed abbreviation
 * spelled out at its first use in the body, and its prose one sentence per line (./sentence-lint.ts).
 */
export function checkWords(file: string, text: string, locale: Locale): string[] {
  const lines = text.split(/\r?\n/);
  return [
    ...checkText(file, text, locale),
    ...abbreviationMessages(file, lines, firstBodyLine(text) - 1, locale),
    ...sentenceLint(file, text),
  ];
}

/** Every string of a JSON value, with the language it is in: the file's, or the key (`"es": …`) it stands under. */
function textsOf(value: unknown, locale: Locale | undefined): { text: string; locale: Locale | undefined }[] {
  if (typeof value === "string") return [{ text: value, locale }];
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item, locale));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => textsOf(item, LOCALES.includes(key as Locale) ? (key as Locale) : locale));
  return [];
}

/**
 * The words of a JSON file a visitor reads from (the settings, the interface strings): no draft marker on any
 * line, and each value in a language held to that language's glossary. `locale` is the file's own language,
 * if it has one (content/strings/es.json); the settings give theirs per value.
 */
export function checkJsonWords(file: string, text: string, locale?: Locale): string[] {
  return readJson(file, text, (value) => {
    const lineOf = (string: string) => text.slice(0, Math.max(0, text.indexOf(JSON.stringify(string)))).split("\n").length;
    return textsOf(value, locale).flatMap(({ text: string, locale: language }) =>
      language ? glossaryMessages(file, lineOf(string), string, language) : [],
    );
  });
}

/** A JSON file's draft markers, line by line, then what `check` finds in its value (or why it is not JSON). */
function readJson(file: string, text: string, check: (value: unknown) => string[]): string[] {
  const markers = text.split(/\r?\n/).flatMap((line, i) => draftMessages(file, i + 1, line));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return [...markers, `${file}: this is not valid JSON: ${(error as Error).message}.`];
  }
  return [...markers, ...check(value)];
}

/** The glossaries themselves: each as its schema wants, and without a draft marker. */
export function checkGlossaries(texts: Record<Locale, string>): string[] {
  return LOCALES.flatMap((locale) => {
    const file = glossaryFile(locale);
    return readJson(file, texts[locale], (value) =>
      explain(glossarySchema, value, (field) => `${file}: ${field ? `"${field}"` : "the file"}`),
    );
  });
}

/**
 * The words of the data files a visitor reads from, read through `read` (a path from the checkout's root to
 * its text): the settings, each language's interface strings, and the glossaries themselves.
 */
export function checkDataWords(read: (file: string) => string, settingsFile = "content/settings.json"): string[] {
  return [
    ...checkGlossaries(Object.fromEntries(LOCALES.map((locale) => [locale, read(glossaryFile(locale))])) as Record<Locale, string>),
    ...checkJsonWords(settingsFile, read(settingsFile)),
    ...LOCALES.flatMap((locale) => checkJsonWords(`content/strings/${locale}.json`, read(`content/strings/${locale}.json`), locale)),
  ];
}
