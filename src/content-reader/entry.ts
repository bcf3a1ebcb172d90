import { explain } from "../mdx-schema/explain";
import { readMdx, type MdxFacts } from "./mdx-facts";
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, type Locale } from "../languages";
import { frontmatterSchema, type Frontmatter } from "../mdx-schema/page-frontmatter-schema";
import { STORY_FILE_NAME, storyFrontmatterSchema, type StoryFrontmatter } from "../mdx-schema/story-frontmatter-schema";
import { parseFrontmatter, placeInText } from "./frontmatter";
import { localeOf, pageRoute, storyRoute, type FounderSettings } from "../routes";
import { settingsReader, type Settings } from "../settings";

/**
 * The content reader, given one file: what it is (page or story), its language, its route, its frontmatter
 * (parsed once, checked by its schema) and its MDX tree's facts. Browser-safe (no file access), so the
 * editor's preview reads a file being typed exactly as the build reads it from disk (./read-content.ts).
 */

export const PAGES_DIR = "content/pages";
export const STORIES_DIR = "content/stories";

/** A content file as the reader takes it: its path from the project's root (content/…) and its whole text. */
export type ContentSource = { file: string; text: string };

type Common = {
  file: string;
  text: string;
  locale: Locale;
  route: string;
  /** The file's MDX, read once with remark-mdx: components, headings, links, images. */
  mdx: MdxFacts;
  /** What is wrong with the file's place, name or frontmatter, each as "file[:line]: what; what it must be". */
  errors: string[];
};
/** A page (content/pages/[<language>/]<name>.mdx): its route is its frontmatter's slug. */
export type PageEntry = Common & { kind: "page"; frontmatter?: Frontmatter };
/** A story (content/stories/[<language>/]<name>.mdx): its route is /stories/<name>, its name the file's without .mdx. */
export type StoryEntry = Common & { kind: "story"; name: string; frontmatter?: StoryFrontmatter };
export type ContentEntry = PageEntry | StoryEntry;

/** A story that passed its checks, as the listing, the feed and the story's page use it. */
export type Story = { name: string; file: string; locale: Locale; route: string; frontmatter: StoryFrontmatter };

/** What a file's route depends on besides the file: the founder's name, and the pictures a story may name. */
export type ReadContext = { settings: FounderSettings; images: ReadonlySet<string> };

const OTHER_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE).join("|");
const PLACE = new RegExp(`(?:^|/)content/(pages|stories)/(?:(${OTHER_LOCALES})/)?([^/]+)$`);

/** Where a file sits: page or story, its language (by folder: content/pages/es/… is Spanish) and its name. */
export function classifyFile(file: string): { kind: "page" | "story"; locale: Locale; name: string } | undefined {
  const match = PLACE.exec(file.split("\\").join("/"));
  if (!match) return undefined;
  return { kind: match[1] === "pages" ? "page" : "story", locale: (match[2] as Locale | undefined) ?? DEFAULT_LOCALE, name: match[3] };
}

/** The listing's own routes (/stories/tag/…, /stories/2, …), which no story's file name may take. */
const RESERVED = /^(tag|\d+)$/;

/** readMdx, once per text: the editor's preview reads the saved files again on every keystroke. */
const readings = new Map<string, MdxFacts>();
function readOnce(text: string): MdxFacts {
  let facts = readings.get(text);
  if (!facts) {
    // The texts typed along the way are not needed again; start over rather than grow without end. The bound is
    // well above a site's files: at 5,000 it was cleared part-way through a 5,000-story site, so the build's second
    // reading (createPages, after the hero crops') parsed every file again (7.6 s, bench/LOG.md).
    if (readings.size > 50_000) readings.clear();
    facts = readMdx(text);
    readings.set(text, facts);
  }
  return facts;
}

function readPage(file: string, text: string, locale: Locale, context: ReadContext): PageEntry {
  const { data } = parseFrontmatter(text);
  // A field written with no value (`solidHeader:`) reads as null: it counts as not given.
  const given = Object.fromEntries(
    Object.entries(data && typeof data === "object" ? data : {}).filter(([, value]) => value !== null && value !== undefined),
  );
  const errors = explain(frontmatterSchema, given, (field) => `${file}: frontmatter field "${field}"`);
  const parsed = frontmatterSchema.safeParse(given);
  // The frontmatter's slug is a route pattern ({founder} stands for the founder's name).
  const pattern = typeof given.slug === "string" ? given.slug : "";
  let route = pattern;
  try {
    route = pageRoute(pattern, context.settings);
  } catch (error) {
    errors.push(`${file}: ${(error as Error).message}`);
  }
  if (parsed.success && localeOf(route) !== locale)
    errors.push(
      `${file}: frontmatter field "slug" is "${pattern}", but the file is in ${LOCALE_INFO[locale].name}'s folder; its route must ${
        locale === DEFAULT_LOCALE ? "not start with a language's prefix" : `start with ${LOCALE_INFO[locale].prefix}`
      }, as its English twin's route under ${LOCALE_INFO[locale].prefix || "no prefix"}.`,
    );
  const mdx = readOnce(text);
  // One h1 a page: readers, screen readers and search engines take it for the page's name.
  const [, second] = mdx.mainHeadings;
  if (!mdx.syntaxError && !mdx.mainHeadings.length)
    errors.push(`${file}:1: the page has no main heading: start its text with a <Hero title="…"> or a line "# Its title".`);
  if (second)
    errors.push(
      `${placeInText(file, text, second.line, second.column)}: a second main heading ("# " or <Hero>); a page has one, so make this one a "## " heading.`,
    );
  return { kind: "page", file, text, locale, route, mdx, errors, frontmatter: parsed.success ? parsed.data : undefined };
}

function readStory(file: string, text: string, fileName: string, locale: Locale, { images }: ReadContext): StoryEntry {
  const name = fileName.replace(/\.mdx$/, "");
  const errors: string[] = [];
  if (!STORY_FILE_NAME.test(fileName))
    errors.push(
      `${file}:1: the file name is the story's route, so it must be lower-case letters, digits and hyphens, ending in .mdx (such as screening-day-2027.mdx).`,
    );
  else if (RESERVED.test(name))
    errors.push(`${file}:1: "${name}" is a route the story listing uses (/stories/tag, /stories/2, …); give the file another name.`);
  const base = { kind: "story" as const, file, text, locale, route: storyRoute(name, locale), name, mdx: readOnce(text), errors };
  const { data, lineOf } = parseFrontmatter(text);
  if (data === undefined) {
    errors.push(`${file}:1: the story needs frontmatter between two --- lines at the top, written as YAML (see CONTENT.md, "Stories").`);
    return base;
  }
  errors.push(...explain(storyFrontmatterSchema, data, (field) => `${file}:${lineOf(field)}: frontmatter field "${field}"`));
  const fields = data as Partial<StoryFrontmatter>;
  // Only a well-written file name is looked for (a badly written one already has its message).
  if (storyFrontmatterSchema.shape.image.safeParse(fields.image).success && !images.has(fields.image!))
    errors.push(
      `${file}:${lineOf("image")}: frontmatter field "image" is "${fields.image}", which is not in content/images/. Add the file or correct the name (known: ${[...images].sort().join(", ")}).`,
    );
  return errors.length ? base : { ...base, frontmatter: storyFrontmatterSchema.parse(data) };
}

/** Reads one content file. A file outside content/pages and content/stories is an error, not a guess. */
export function readEntry({ file, text }: ContentSource, context: ReadContext): ContentEntry {
  const place = classifyFile(file);
  if (!place)
    return {
      kind: "page",
      file,
      text,
      locale: DEFAULT_LOCALE,
      route: "",
      mdx: readOnce(text),
      errors: [`${file}: an MDX file belongs in ${PAGES_DIR}/ or ${STORIES_DIR}/, or in their folders for a language (${OTHER_LOCALES}/).`],
    };
  return place.kind === "page" ? readPage(file, text, place.locale, context) : readStory(file, text, place.name, place.locale, context);
}

/** The stories among entries that passed their checks. */
export const storiesOf = (entries: readonly ContentEntry[]): Story[] =>
  entries.flatMap((entry) =>
    entry.kind === "story" && entry.frontmatter
      ? [{ name: entry.name, file: entry.file, locale: entry.locale, route: entry.route, frontmatter: entry.frontmatter }]
      : [],
  );

/** Every page and story of a site, read: what the build, the scripts, the tests and the editor's preview plan from. */
export type ContentTree = {
  root: string;
  entries: ContentEntry[];
  pages: PageEntry[];
  /** Every story file, valid or not (each carries its errors). */
  storyEntries: StoryEntry[];
  /** The stories that passed their checks. */
  stories: Story[];
  images: Set<string>;
  /** content/settings.json as written (the build checks it with its schema). */
  settingsFile: unknown;
  /** That file's values in one language: what the build's page contexts and steps read, never a second copy. */
  settingsIn: (locale: Locale) => Settings;
  /** Every file's place, name and frontmatter errors. */
  errors: string[];
};

/** The tree of the given entries: the pages, the story files, the stories that passed their checks, every file's errors. */
export function contentTree(root: string, entries: ContentEntry[], images: Set<string>, settingsFile: unknown): ContentTree {
  const storyEntries = entries.filter((entry): entry is StoryEntry => entry.kind === "story");
  return {
    root,
    entries,
    pages: entries.filter((entry): entry is PageEntry => entry.kind === "page"),
    storyEntries,
    stories: storiesOf(storyEntries),
    images,
    settingsFile,
    settingsIn: settingsReader(settingsFile),
    errors: entries.flatMap((entry) => entry.errors),
  };
}
