import { readEntry, storiesOf, type ContentSource, type Story } from "../../src/content-reader/entry";
import { readContent, type ContentTree } from "../../src/content-reader/read-content";
import { LOCALES, localize } from "../../src/i18n/locales";
import { STORIES_PATH, tagRoute } from "../../src/stories/plan";

/**
 * What the tests know of the content, always through the content reader (src/content-reader/), so they
 * expect what the MDX and the settings say, whatever a writer changes: never a sample's words.
 */

const trees = new Map<string, ContentTree>();
/** The content tree of a checkout (the committed one by default), read once per test file. */
export function contentOf(root: string = process.cwd()): ContentTree {
  if (!trees.has(root)) trees.set(root, readContent(root));
  return trees.get(root)!;
}

/** Every page's route in every language, with its file: a new page or translation is tested too. */
export const ROUTES: { path: string; file: string }[] = contentOf()
  .pages.map(({ route, file }) => ({ path: route, file }))
  .sort((a, b) => a.path.localeCompare(b.path));

/**
 * One route per story template and language, from content/stories/ as committed: a story (an event when
 * there is one, so its calendar block is checked too), the listing and the first story's first tag page.
 * The browser checks every route by template; the built-file checks in Node read every story's page.
 */
export const TEMPLATE_ROUTES: { path: string; template: "story" | "listing" }[] = LOCALES.flatMap((locale) => {
  const stories = contentOf()
    .stories.filter((story) => story.locale === locale)
    .sort((a, b) => a.file.localeCompare(b.file));
  const story = stories.find((s) => s.frontmatter.event) ?? stories[0];
  return [
    { path: localize(STORIES_PATH, locale), template: "listing" as const },
    ...(story
      ? [
          { path: story.route, template: "story" as const },
          { path: tagRoute(story.frontmatter.tags[0], locale), template: "listing" as const },
        ]
      : []),
  ];
});

/** Story files ({ file, text }, file as content/stories/…) read as the build reads them; one the build refuses fails the test with its messages. */
export function readStories(files: ContentSource[], images: Iterable<string>, settings = contentOf().settingsFile): Story[] {
  const known = new Set(images);
  const entries = files.map((source) => readEntry(source, { settings: settings as { founder: { firstName: string } }, images: known }));
  const errors = entries.flatMap((entry) => entry.errors);
  if (errors.length) throw new Error(errors.join("\n"));
  return storiesOf(entries);
}

/** The stories of a checkout (`root`) in its English folder. */
export const storiesIn = (root: string): Story[] => contentOf(root).stories.filter((story) => story.locale === "en");

/** The stories of a checkout in every language (content/stories/es/… are Spanish), each with its language. */
export const allStoriesIn = (root: string): Story[] => contentOf(root).stories;
