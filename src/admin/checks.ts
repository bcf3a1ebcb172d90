import type { StoryFrontmatter } from "../mdx-schema/story";
import { generatedRoutes, listingsByLocale, storyRoute } from "../stories/plan";
import { PAGE_FOLDERS, STORIES_FOLDERS } from "./config";
import { mdxToFile, ORIGINAL, STORY_FIELDS } from "./formats";
import {
  checkContent,
  checkStory,
  fillSlug,
  findDuplicateSlugs,
  storyLocale,
  storySlug,
  validateFrontmatter,
  validateSettings,
  type ContentSource,
  type StorySource,
} from "./schema";

type Data = Record<string, unknown>;

/** The file path Decap gives an entry, or the one a new page will get. */
export const pageFile = (path: string | undefined, slug: string | undefined, folder = PAGE_FOLDERS.en) =>
  path || `${folder}/${slug || "new-page"}.mdx`;

/** A page as the content check reads it: the whole file, so its line numbers are the file's. */
export function pageSource(file: string, data: Data): ContentSource {
  const text = mdxToFile(data);
  return { file, slug: fillSlug(typeof data.slug === "string" ? data.slug : ""), text };
}

/** A saved page, as read by the format (it carries its original text). */
export const savedSource = (file: string, data: Data): ContentSource =>
  typeof data[ORIGINAL] === "string" ? { ...pageSource(file, data), text: data[ORIGINAL] } : pageSource(file, data);

/** The frontmatter fields an entry will write (empty ones are left out, as the format does). */
export function frontmatterOf(data: Data): Data {
  const { body: _body, [ORIGINAL]: _original, ...frontmatter } = data;
  return Object.fromEntries(Object.entries(frontmatter).filter(([, v]) => v !== undefined && v !== null && v !== ""));
}

/**
 * The build's checks of one page being edited, against the other pages as saved (and the stories, which
 * links may lead to): frontmatter fields, duplicate routes, components and props, images and alt text,
 * links and anchors.
 */
export function checkPage(current: ContentSource, data: Data, saved: SavedContent, images: Set<string>): string[] {
  const fields = frontmatterOf(data);
  const { sources: others, listing, generated } = savedRoutes(saved);
  // The saved copy of the page being edited is the one read from the same text.
  const sources = [...others.filter((s) => s.text !== data[ORIGINAL]), current];
  const listed = listing.map((route) => ({ slug: route, file: "the story listing" }));
  return [
    ...validateFrontmatter(fields, current.file),
    ...findDuplicateSlugs([...sources, ...listed]).filter((message) => message.includes(current.file)),
    ...checkContent(sources, images, generated).filter((message) => message.startsWith(`${current.file}:`)),
  ];
}

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

/** A story as its check reads it: the whole file, its fields in the schema's order. */
export const storySource = (file: string, data: Data): StorySource => ({ file, text: mdxToFile(data, STORY_FIELDS) });

/** A saved story: its file, its route's slug, its text and, when it passes the checks, its frontmatter. */
export type SavedStory = StorySource & { slug: string; frontmatter?: StoryFrontmatter };

/** What the checks of one entry read besides it: the saved pages and stories. */
export type SavedContent = { pages: ContentSource[]; stories: SavedStory[] };

/**
 * What the content check reads besides the entry, as the build gathers it: the saved pages and stories
 * (each at its route), and the routes no file makes: the story listing's pages and the feed. Worked out
 * once per reading of the saved content, not on every keystroke (which routes the listing has does not
 * depend on the moment, only its order does).
 */
const routesOf = new WeakMap<SavedContent, { sources: ContentSource[]; listing: string[]; generated: string[] }>();
export function savedRoutes(saved: SavedContent) {
  let routes = routesOf.get(saved);
  if (!routes) {
    const { pages, stories } = saved;
    const valid = stories.flatMap(({ slug, file, frontmatter }) =>
      frontmatter ? [{ slug, file, locale: storyLocale(file), frontmatter }] : [],
    );
    const listings = listingsByLocale(valid, Date.now());
    routes = {
      sources: [...pages, ...stories.map(({ file, slug, text }) => ({ file, slug: storyRoute(slug, storyLocale(file)), text }))],
      listing: listings.map(({ route }) => route),
      generated: generatedRoutes(listings),
    };
    routesOf.set(saved, routes);
  }
  return routes;
}

/**
 * The build's checks of one story being edited: its file name, frontmatter and picture, then its body
 * (components, images, links and anchors) against the saved pages and stories.
 */
export function checkStoryEntry(current: StorySource, data: Data, saved: SavedContent, images: Set<string>): string[] {
  const route = storyRoute(storySlug(current.file), storyLocale(current.file));
  const { sources, generated } = savedRoutes(saved);
  const others = sources.filter((s) => s.text !== data[ORIGINAL] && s.slug !== route);
  return [
    ...checkStory(current, images).errors,
    ...checkContent([...others, { file: current.file, slug: route, text: current.text }], images, generated).filter((message) =>
      message.startsWith(`${current.file}:`),
    ),
  ];
}

/** The build's check of the settings entry: its values, without the original text the format carries. */
export function checkSettings(data: Data): string[] {
  const { [ORIGINAL]: _original, ...values } = data;
  return validateSettings(values);
}
