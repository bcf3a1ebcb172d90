import { generatedRoutes, listingsByLocale } from "../stories/listing-pages";
import { englishStoryTaken, PAGE_FOLDERS, STORIES_FOLDERS, storyExists } from "./config";
import { mdxToFile, ORIGINAL, STORY_FIELDS } from "./formats";
import {
  checkContent,
  checkWords,
  findDuplicateRoutes,
  readEditedFile,
  storiesOf,
  validateSettings,
  type ContentEntry,
  type ContentSource,
} from "./content-rules";

type Data = Record<string, unknown>;

/** The file path Decap gives an entry, or the one a new page will get. */
export const pageFile = (path: string | undefined, slug: string | undefined, folder = PAGE_FOLDERS.en) =>
  path || `${folder}/${slug || "new-page"}.mdx`;

/** A page as the content reader reads it: the whole file, so its line numbers are the file's. */
export const pageSource = (file: string, data: Data): ContentSource => ({ file, text: mdxToFile(data) });

/** A saved entry's text: the original the format carried, else the text its fields make. */
export const savedText = (data: Data, fields?: readonly string[]): string =>
  typeof data[ORIGINAL] === "string" ? data[ORIGINAL] : mdxToFile(data, fields);

/**
 * The build's checks of one page or story being edited, against the others as saved (the stories too, which links may
 * lead to): its file name, frontmatter and picture, then its body (components, props, images and alt text, links and
 * anchors), duplicate routes and its words: messages about this entry's file, and about other files it would break.
 */
export function checkEntry(current: ContentSource, data: Data, saved: SavedContent, images: ReadonlySet<string>): string[] {
  const entry = readEditedFile(current.file, current.text, images);
  const routes = savedRoutes(saved);
  const { entries, listing, generated } = routes;
  // The saved copy of the entry being edited is the one read from the same text, or (the list Decap hands over may be
  // from before the last save) in the same file, or a story at the same route; a new entry has none, so a saved story
  // at its route is another story (a second Spanish twin of one English story, say).
  const wasSaved = typeof data[ORIGINAL] === "string";
  const itself = (e: ContentEntry) =>
    e.text === data[ORIGINAL] || (wasSaved && (e.file === current.file || (entry.kind === "story" && e.route === entry.route)));
  const all = [...entries.filter((e) => !itself(e)), entry];
  // A new story whose file a saved story has already (its title's address, or a translated story's English pick):
  // Decap would save it beside that one under another name. Said first, and in place of the routes' message.
  const existing = !wasSaved && entry.kind === "story" ? entries.find((e) => e.file === current.file) : undefined;
  if (existing) {
    const title = String(existing.frontmatter?.title ?? existing.file);
    return [
      ...entry.errors.filter((message) => !/ is (missing|empty)[;.]/.test(message)),
      entry.locale === "en" ? storyExists(title) : englishStoryTaken(title),
    ];
  }
  const listed = listing.map((route) => ({ route, file: "the story listing" }));
  const content = checkContent(all, images, generated);
  // What this edit would break in other files (a link to the address it changed, an anchor it removed): their
  // messages that the saved content does not have already.
  // Not while the entry's own text does not parse: it then has no headings, and every link to one would seem broken.
  const before = (routes.messages ??= new Set(checkContent(saved.entries, images, generated)));
  const elsewhere = entry.mdx.syntaxError
    ? []
    : content.filter((message) => !message.startsWith(`${current.file}:`) && !before.has(message));
  return [
    ...entry.errors,
    ...checkWords(entry.file, entry.text, entry.locale),
    ...findDuplicateRoutes([...all, ...listed]).filter((message) => message.includes(current.file)),
    ...content.filter((message) => message.startsWith(`${current.file}:`)),
    ...elsewhere.map((message) => `${BREAKS_ELSEWHERE} ${message}`),
  ];
}

/** What a message about another file says first: the file is named after it, so the writer knows which to change. */
export const BREAKS_ELSEWHERE = "This change would break another page:";

/**
 * The file name Decap gives a new story, from its title, as its slug settings in config.ts make it:
 * lower case, apostrophes dropped, periods as hyphens, accents removed, anything else but ASCII letters,
 * digits, "_", "-" and "~" as a hyphen, hyphens never doubled nor at either end.
 */
export const decapSlug = (title: string) =>
  title
    .trim()
    .toLocaleLowerCase()
    .replace(/'/g, "")
    .replace(/\./g, "-")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\w\-~]/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-|-$/g, "");

/** The file path Decap gives a story: its own, or for a new story (whose path is empty) the one its title will give it. */
export const storyFile = (path: string | undefined, title: unknown, folder = STORIES_FOLDERS.en) =>
  path || `${folder}/${decapSlug(typeof title === "string" ? title : "") || "new-story"}.mdx`;

/** A story as the content reader reads it: the whole file, its fields in the schema's order. */
export const storySource = (file: string, data: Data): ContentSource => ({ file, text: mdxToFile(data, STORY_FIELDS) });

/** What the checks of one entry read besides it: the saved pages and stories, each read by the content reader. */
export type SavedContent = { entries: ContentEntry[] };

/**
 * What the content check reads besides the entry, as the build gathers it: the saved pages and stories, and
 * the routes no file makes: the story listing's pages and the feed. Worked out once per reading of the saved
 * content, not on every keystroke (which routes the listing has does not depend on the moment, only its order does).
 */
const routesOf = new WeakMap<
  SavedContent,
  // messages: the content check's on the saved content as it is, worked out the first time an entry is checked.
  { entries: ContentEntry[]; listing: string[]; generated: string[]; messages?: Set<string> }
>();
function savedRoutes(saved: SavedContent) {
  let routes = routesOf.get(saved);
  if (!routes) {
    const listings = listingsByLocale(storiesOf(saved.entries), Date.now());
    routes = { entries: saved.entries, listing: listings.map(({ route }) => route), generated: generatedRoutes(listings) };
    routesOf.set(saved, routes);
  }
  return routes;
}

/** The build's check of the settings entry: its values, without the original text the format carries. */
export function checkSettings(data: Data): string[] {
  const { [ORIGINAL]: _original, ...values } = data;
  return validateSettings(values);
}
