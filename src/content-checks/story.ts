import { isNode, LineCounter, parseDocument } from "yaml";
import { STORY_FILE_NAME, storyFrontmatterSchema, type StoryFrontmatter } from "../mdx-schema/story";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../i18n/locales";
import { explain } from "./explain";

/** A story as the build and the editor's preview hold it: its path (for messages) and its whole text. */
export type StorySource = { file: string; text: string };

const FRONTMATTER = /^---\r?\n([\s\S]*?\r?\n)?---(?:\r?\n|$)/;

/**
 * A story file's frontmatter, read as the editor writes it: with the `yaml` package's core schema, so
 * dates stay the text the writer typed (a YAML 1.1 reader would turn them into instants and lose the
 * offset), and with the line of every field, for messages at file:line.
 */
export function readStoryFrontmatter(text: string): { data: unknown; lineOf: (path: string) => number } {
  const yaml = FRONTMATTER.exec(text)?.[1];
  if (yaml === undefined) return { data: undefined, lineOf: () => 1 };
  const lines = new LineCounter();
  const doc = parseDocument(yaml, { lineCounter: lines });
  const lineOf = (path: string) => {
    // The field's own line, else its group's, else the opening ---; the frontmatter starts on line 2.
    const keys = path ? path.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key)) : [];
    for (let n = keys.length; n > 0; n--) {
      const node = doc.getIn(keys.slice(0, n), true);
      if (isNode(node) && node.range) return lines.linePos(node.range[0]).line + 1;
    }
    return 1;
  };
  return { data: doc.errors.length ? undefined : doc.toJS(), lineOf };
}

/** The story's slug (its file name without .mdx), whatever folder the path names. */
export const storySlug = (file: string) => file.replace(/^.*[/\\]/, "").replace(/\.mdx$/, "");

/** A story's language, from its folder: content/stories/es/<slug>.mdx is Spanish, content/stories/<slug>.mdx English. */
export const storyLocale = (file: string): Locale => {
  const folder = /(?:^|[/\\])stories[/\\]([^/\\]+)[/\\][^/\\]+$/.exec(file)?.[1];
  return LOCALES.find((locale) => locale === folder) ?? DEFAULT_LOCALE;
};

/** Slugs the listing's own routes take: /stories/tag/… and the numbered pages /stories/2, … */
const RESERVED = /^(tag|\d+)$/;

/**
 * Checks one story's file name and frontmatter and its picture; returns "file:line: what is wrong; what it
 * must be", one per field. On success also returns the frontmatter, typed.
 */
export function checkStory({ file, text }: StorySource, images: ReadonlySet<string>): { errors: string[]; frontmatter?: StoryFrontmatter } {
  const name = file.replace(/^.*[/\\]/, "");
  const errors: string[] = [];
  if (!STORY_FILE_NAME.test(name))
    errors.push(
      `${file}:1: the file name is the story's route, so it must be lower-case letters, digits and hyphens, ending in .mdx (such as screening-day-2027.mdx).`,
    );
  else if (RESERVED.test(storySlug(name)))
    errors.push(
      `${file}:1: "${storySlug(name)}" is a route the story listing uses (/stories/tag, /stories/2, …); give the file another name.`,
    );
  const { data, lineOf } = readStoryFrontmatter(text);
  if (data === undefined) {
    errors.push(`${file}:1: the story needs frontmatter between two --- lines at the top, written as YAML (see CONTENT.md, "Stories").`);
    return { errors };
  }
  errors.push(...explain(storyFrontmatterSchema, data, (field) => `${file}:${lineOf(field)}: frontmatter field "${field}"`));
  const fields = data as Partial<StoryFrontmatter>;
  // Only a well-written file name is looked for (a badly written one already has its message).
  if (storyFrontmatterSchema.shape.image.safeParse(fields.image).success && !images.has(fields.image!))
    errors.push(
      `${file}:${lineOf("image")}: frontmatter field "image" is "${fields.image}", which is not in content/images/. Add the file or correct the name (known: ${[...images].sort().join(", ")}).`,
    );
  return errors.length ? { errors } : { errors, frontmatter: storyFrontmatterSchema.parse(data) };
}
