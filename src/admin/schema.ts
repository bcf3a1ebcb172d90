/**
 * The admin's one door to the site's content rules: the same schemas (the editor's fields come from
 * them), the same one reading of the MDX (readMdx) and the same checks and settings validation the
 * build runs. Only this file imports the content-check code. None of it uses `fs`, so the browser
 * runs it on the editor's text.
 */
import { checkContent as checkPages } from "../content-checks/check-content";
import { readMdx, type MdxFacts } from "../content-checks/read-mdx";
export { remarkAnchorIds } from "../content-checks/read-mdx";
export { validateFrontmatter, findDuplicateSlugs } from "../content-checks/frontmatter";
export { validateSettings } from "../content-checks/settings";
export { checkStory, storyLocale, storySlug, type StorySource } from "../content-checks/story";
export { frontmatterSchema } from "../mdx-schema/frontmatter";
export { storyFrontmatterSchema } from "../mdx-schema/story";
export { STORY_TAGS } from "../mdx-schema/allowed-values";
export { settingsSchema } from "../mdx-schema/settings";
export { fillTokens, SETTINGS_FILE } from "../settings";
export { fillSlug } from "../founder-route";

/** A page as the editor holds it: its path, its route and its whole text. */
export type ContentSource = { file: string; slug: string; text: string };

/**
 * readMdx, once per text. The preview checks the page being typed against every saved page on each
 * keystroke; the saved pages' texts do not change, so each is parsed once, not on every key.
 */
const readings = new Map<string, MdxFacts>();
function read(text: string): MdxFacts {
  let facts = readings.get(text);
  if (!facts) {
    // The texts typed along the way are not needed again; start over rather than grow without end.
    if (readings.size > 100) readings.clear();
    facts = readMdx(text);
    readings.set(text, facts);
  }
  return facts;
}

/**
 * The build's content checks over pages and stories given as text, each read once as the build reads it;
 * `generated` are the routes links may lead to that no file makes (the story listing, the feed).
 */
export const checkContent = (sources: ContentSource[], images: ReadonlySet<string>, generated: string[] = []): string[] =>
  checkPages(
    sources.map(({ file, slug, text }) => ({ file, slug, mdx: read(text) })),
    images,
    generated,
  );

/** The images a page's components place, by file name. */
export const imageRefs = (text: string): string[] => [...new Set(read(text).images.map((image) => image.name))];

/** Whether a page places a component, such as <LatestStories />. */
export const placesComponent = (text: string, name: string) => read(text).components.some((use) => use.name === name);

/** The page's "## " headings, for the table of contents. */
export const headingsOf = (text: string) => read(text).toc;
