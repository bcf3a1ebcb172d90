import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseTree, type Node } from "jsonc-parser";
import type { ContentEntry } from "../content-reader/entry";
import { classifyFile } from "../content-reader/entry";
import { splitFrontmatter } from "../content-reader/frontmatter";
import { textProp } from "../content-reader/mdx-facts";
import { readContent } from "../content-reader/read-content";
import { LEGAL_FILES } from "../constants";
import { translationStatesOf } from "../i18n/english-version";
import { translationWarning, type TranslationState } from "../i18n/translation-state";
import { SETTINGS_FILE } from "../settings";
import { descriptionAt, lineAt, samplesOf, samplesReport, type Sample } from "./samples";

/**
 * The launch sign-off (CONTENT.md, "Before launch"): the facts a foundation must own, each confirmed by a
 * person in one committed file (SIGN_OFF_FILE) with who, when and a digest of the value confirmed, so a
 * reviewer reads each confirmation in a pull request and a changed value is listed again. The facts:
 * every value in the settings, the legal pages (their text and effective date, for counsel), the legal
 * status claims (501(c)(3), tax-exempt, tax-deductible) wherever they are written, each impact figure no
 * longer marked sample, and each source a page cites. A date the fact carries (a source's or a helpline's
 * "checked", the accessibility statement's "reviewed") more than a year old lists it again, confirmed or not.
 * Node only (a digest is a SHA-256), as the launch check and the build run it.
 */
export const SIGN_OFF_FILE = "content/sign-off.json";

/** One fact: its id in the sign-off file, where it is written, what to check, and the value a confirmation covers. */
export type Fact = { id: string; file: string; line: number; what: string; value: string; dated?: string };
/** A person's confirmation of one fact. */
type Confirmation = { digest: string; by: string; on: string };
export type SignOff = { about?: string; confirmed: Record<string, Confirmation> };
/** A fact still to confirm, and why. */
export type Unconfirmed = Fact & { why: string };

/** The sign-off file's first line of text, for the reviewer who opens it. */
const ABOUT = 'Facts a person confirmed before launch: `npm run launch-check` lists the rest (CONTENT.md, "Before launch").';

export const emptySignOff = (): SignOff => ({ about: ABOUT, confirmed: {} });

/** What a confirmation records of a value: enough of its SHA-256 that another value cannot pass for it. */
export const digestOf = (value: string) => createHash("sha256").update(value.replace(/\r\n/g, "\n")).digest("hex").slice(0, 16);

/** A value as the report shows it: on one line, cut short. */
const shown = (value: string) => {
  const line = value.replace(/\s+/g, " ").trim();
  return line.length > 70 ? `${line.slice(0, 69)}…` : line;
};

type Found = { path: (string | number)[]; node: Node };
const isLeaf = (node: Node) => node.type !== "object" && node.type !== "array";
/** A group confirmed as one fact: a postal address, one value per language, a list of phrases, one helpline. */
const isGroup = (node: Node) =>
  (node.children ?? []).every((child) => (node.type === "object" ? isLeaf(child.children?.[1] ?? child) : isLeaf(child)));

/** The settings' facts: each value, or each group of values read as one (see isGroup), with its path. */
function settingsGroups(node: Node, path: (string | number)[] = []): Found[] {
  if (isLeaf(node) || isGroup(node)) return [{ path, node }];
  if (node.type === "array") return (node.children ?? []).flatMap((child, i) => settingsGroups(child, [...path, i]));
  return (node.children ?? []).flatMap((property) => {
    const [key, value] = property.children ?? [];
    return key && value ? settingsGroups(value, [...path, key.value as string]) : [];
  });
}

/** A dated field (a helpline's "checked", the accessibility statement's "reviewed"): the fact is due again a year on. */
const DATED = /^(checked|reviewed)$/;

/** Every fact in the settings file (given as text, for its line numbers). */
export function settingsFacts(text: string, file = SETTINGS_FILE): Fact[] {
  const tree = parseTree(text);
  if (!tree) return [];
  return settingsGroups(tree).map(({ path, node }) => {
    const value = text.slice(node.offset, node.offset + node.length);
    const name = path.join(".");
    const fields = node.type === "object" ? (node.children ?? []) : [];
    const datedField = fields.find((field) => DATED.test(String(field.children?.[0]?.value)));
    const dated = DATED.test(String(path.at(-1))) ? String(node.value) : datedField && String(datedField.children?.[1]?.value);
    const keys = fields.map((field) => String(field.children?.[0]?.value));
    // A list's or value's own description; an item of a list (a helpline) is each of its values; any other group
    // (an address, a value per language) is described by its first field (the street says whose address it is).
    const description =
      (node.type !== "object"
        ? descriptionAt(path, true)
        : typeof path.at(-1) === "number"
          ? `each of its values must be right (${keys.join(", ")})`
          : descriptionAt([...path, keys[0]])) ?? "it must be the foundation's own value";
    return {
      id: `settings:${name}`,
      file,
      line: lineAt(text, node.offset),
      what: `${name} is ${shown(value)}; ${description}`,
      value,
      ...(dated && { dated }),
    };
  });
}

/** A legal status claim: tax-exempt status and what it lets a donor deduct, in each language. */
const CLAIM = /501\s*\(c\)\s*\(3\)|tax[- ]exempt|tax[- ]deductible|exent[ao]s? de impuestos|deducibles?\b/i;

/** A page is a legal one when it is, or translates, one of the footer's legal pages. */
const isLegal = (entry: ContentEntry) => {
  const place = classifyFile(entry.file);
  return entry.kind === "page" && !!place && LEGAL_FILES.includes(`content/pages/${place.name}`);
};

/** The words of a <Pledge> that starts at `column` of the first of `lines`. */
const pledgeWords = (lines: string, column: number) =>
  (lines.slice(column - 1).match(/^<Pledge>([\s\S]*?)<\/Pledge>/)?.[1] ?? lines).replace(/\s+/g, " ").trim();

/** Every fact in the pages and stories: legal pages, legal status claims, impact figures, promises, the gift ladder and sources. */
export function contentFacts(entries: readonly ContentEntry[]): Fact[] {
  return entries.flatMap((entry) => {
    const lines = entry.text.split("\n");
    const facts: Fact[] = [];
    if (isLegal(entry)) {
      // Counsel reviews the whole text; the line shown is the first date in it, its effective date.
      const bodyStart = lines.length - splitFrontmatter(entry.text).body.split("\n").length;
      const dateLine = lines.findIndex((line, i) => i >= bodyStart && /\d{4}/.test(line));
      facts.push({
        id: `legal:${entry.file}`,
        file: entry.file,
        line: (dateLine < 0 ? bodyStart : dateLine) + 1,
        what: "a legal page: counsel has reviewed its whole text, and its effective date is the date it takes effect",
        value: entry.text,
      });
    }
    lines.forEach((line, i) => {
      if (!CLAIM.test(line)) return;
      const n = facts.filter((fact) => fact.id.startsWith("claim:")).length + 1;
      facts.push({
        id: `claim:${entry.file}#${n}`,
        file: entry.file,
        line: i + 1,
        what: `a legal status claim ("${shown(line)}"): check the IRS has granted it and it still holds`,
        value: line,
      });
    });
    let figures = 0;
    for (const use of entry.mdx.components) {
      if (use.name === "ImpactSource" && use.props.get("sample")?.kind !== "flag") {
        // The figure is the StatCard around it: from its opening line to this one.
        const start = lines
          .slice(0, use.at.line)
          .map((line) => line.includes("<StatCard"))
          .lastIndexOf(true);
        const value = lines.slice(Math.max(start, 0), use.at.line).join("\n");
        facts.push({
          id: `impact:${entry.file}#${++figures}`,
          file: entry.file,
          line: start < 0 ? use.at.line : start + 1,
          what: `an impact figure (${shown(value.replace(/<[^>]*>/g, " "))}): check it against the foundation's records as of organisation.impactAsOf`,
          value,
        });
      }
      // A promise the foundation makes (<Pledge>) and the gift ladder (each amount and what it pays for): a person
      // confirms the foundation keeps it, and a change to its words lists it again.
      if (use.name === "Pledge" || use.name === "GiftLadder") {
        const written = lines.slice(use.at.line - 1, use.endLine).join("\n");
        const pledge = use.name === "Pledge" ? pledgeWords(written, use.at.column) : undefined;
        const n = facts.filter((fact) => fact.id.startsWith(`promise:${entry.file}#`)).length + 1;
        facts.push({
          id: `promise:${entry.file}#${n}`,
          file: entry.file,
          line: use.at.line,
          what:
            pledge === undefined
              ? "the gift ladder: check that each amount really pays for what it says"
              : `a promise ("${shown(pledge)}"): check the foundation keeps it`,
          value: pledge ?? written,
        });
      }
      if (use.name === "Source") {
        const url = textProp(use, "url") ?? "";
        const checked = textProp(use, "checked") ?? "";
        // A page may cite one source in two places: each is a fact of its own.
        const id = `source:${entry.file}:${url}`;
        const repeat = facts.filter((fact) => fact.id === id || fact.id.startsWith(`${id}#`)).length;
        facts.push({
          id: repeat ? `${id}#${repeat + 1}` : id,
          file: entry.file,
          line: use.at.line,
          what: `a source (${textProp(use, "publisher") ?? ""}, "${textProp(use, "title") ?? ""}"${checked && `, checked ${checked}`}): check it still says what the text around it says`,
          value: [...use.props].map(([name, prop]) => `${name}=${prop.kind === "text" ? prop.value : prop.kind}`).join("\n"),
          ...(checked && { dated: checked }),
        });
      }
    }
    return facts;
  });
}

/** Every fact of a checkout: its settings' (given as text, for line numbers), then its pages' and stories'. */
export const factsOf = (entries: readonly ContentEntry[], settingsText: string) => [
  ...settingsFacts(settingsText),
  ...contentFacts(entries),
];

/** A date's age in whole days on `today` (YYYY-MM-DD dates). */
const daysSince = (date: string, today: Date) => (today.getTime() - new Date(`${date}T00:00:00Z`).getTime()) / 86_400_000;

/** The facts not confirmed as they stand on `today`: never confirmed, changed since, or dated more than a year ago. */
export function unconfirmedFacts(facts: readonly Fact[], signOff: SignOff, today = new Date()): Unconfirmed[] {
  return facts.flatMap((fact) => {
    const confirmation = signOff.confirmed[fact.id];
    const why =
      fact.dated && !(daysSince(fact.dated, today) <= 365)
        ? `dated ${fact.dated}, more than a year ago: check it again and write today's date, then confirm it`
        : !confirmation
          ? "not yet confirmed"
          : confirmation.digest !== digestOf(fact.value)
            ? `changed since ${confirmation.by} confirmed it on ${confirmation.on}`
            : undefined;
    return why ? [{ ...fact, why }] : [];
  });
}

/** The sign-off with `ids` confirmed by `by` on `on` as they now stand; an id that is no fact is an error. */
export function confirmFacts(signOff: SignOff, facts: readonly Fact[], ids: readonly string[], by: string, on: string): SignOff {
  const byId = new Map(facts.map((fact) => [fact.id, fact]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length) throw new Error(`not a fact the launch check lists: ${unknown.join(", ")}`);
  if (!by.trim()) throw new Error('a confirmation needs the name of the person who checked: --by "Your Name"');
  const confirmed = { ...signOff.confirmed };
  for (const id of ids) confirmed[id] = { digest: digestOf(byId.get(id)!.value), by: by.trim(), on };
  // Sorted by id, so a pull request shows each confirmation in its place.
  return { about: signOff.about ?? ABOUT, confirmed: Object.fromEntries(Object.entries(confirmed).sort(([a], [b]) => a.localeCompare(b))) };
}

/** The sign-off file's contents, or an empty sign-off when there is none yet. */
function parseSignOff(text: string | undefined): SignOff {
  if (text === undefined) return emptySignOff();
  const data = JSON.parse(text) as Partial<SignOff>;
  return { about: data.about, confirmed: data.confirmed ?? {} };
}

export const signOffText = (signOff: SignOff) => `${JSON.stringify(signOff, null, 2)}\n`;

/** One unconfirmed fact as the launch check writes it: `file:line: [id] what — why`. */
const describeUnconfirmed = ({ file, line, id, what, why }: Unconfirmed) => `${file}:${line}: [${id}] ${what} — ${why}`;

/** Everything a launch waits on: samples to replace, facts to confirm, translations to bring in step. */
export type LaunchCheck = { samples: Sample[]; unconfirmed: Unconfirmed[]; translations: TranslationState[] };

/** The launch check of a checkout's content, its settings file (as text) and its sign-off, on `today`. */
export function launchCheck(entries: readonly ContentEntry[], settingsText: string, signOff: SignOff, today = new Date()): LaunchCheck {
  const { translations } = translationStatesOf(entries);
  return {
    samples: samplesOf(entries, settingsText),
    unconfirmed: unconfirmedFacts(factsOf(entries, settingsText), signOff, today),
    translations: translations.filter((state) => translationWarning(state)),
  };
}

export const launchReady = ({ samples, unconfirmed, translations }: LaunchCheck) =>
  samples.length + unconfirmed.length + translations.length === 0;

/** The launch check's report: each part with its count and one line per item, and how to confirm a fact. */
export function launchReport({ samples, unconfirmed, translations }: LaunchCheck): string {
  const parts = [
    ...(samples.length ? [samplesReport(samples)] : []),
    ...(unconfirmed.length
      ? [
          `${unconfirmed.length} fact${unconfirmed.length === 1 ? "" : "s"} must be confirmed by a person before launch:\n${unconfirmed.map(describeUnconfirmed).join("\n")}\n` +
            `Once you have checked one, record it in ${SIGN_OFF_FILE}: npm run launch-check -- --confirm <id> [<id> …] --by "Your Name"`,
        ]
      : []),
    ...(translations.length
      ? [
          `${translations.length} translation${translations.length === 1 ? " is" : "s are"} behind the English:\n${translations.map((state) => translationWarning(state)).join("\n")}`,
        ]
      : []),
  ];
  return parts.join("\n\n");
}

/** What the launch check reads of a checkout: its content, its settings file as text, and its sign-off. */
export function readLaunchInputs(root: string) {
  const signOffPath = join(root, SIGN_OFF_FILE);
  return {
    entries: readContent(root).entries,
    settingsText: readFileSync(join(root, SETTINGS_FILE), "utf8"),
    signOff: parseSignOff(existsSync(signOffPath) ? readFileSync(signOffPath, "utf8") : undefined),
    signOffPath,
  };
}
