import { mdxToFile, ORIGINAL } from "./formats";
import { checkContent, fillSlug, findDuplicateSlugs, validateFrontmatter, validateSettings, type ContentSource } from "./schema";

type Data = Record<string, unknown>;

/** The file path Decap gives an entry, or the one a new page will get. */
export const pageFile = (path: string | undefined, slug: string | undefined) => path ?? `content/pages/${slug ?? "new-page"}.mdx`;

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
 * The build's checks of one page being edited, against the other pages as saved: frontmatter fields,
 * duplicate routes, components and props, images and alt text, links and anchors.
 */
export function checkPage(current: ContentSource, data: Data, others: ContentSource[], images: Set<string>): string[] {
  const fields = frontmatterOf(data);
  // The saved copy of the page being edited is the one read from the same text.
  const sources = [...others.filter((s) => s.text !== data[ORIGINAL]), current];
  return [
    ...validateFrontmatter(fields, current.file),
    ...findDuplicateSlugs(sources).filter((message) => message.includes(current.file)),
    ...checkContent(sources, images).filter((message) => message.startsWith(`${current.file}:`)),
  ];
}

/** The build's check of the settings entry: its values, without the original text the format carries. */
export function checkSettings(data: Data): string[] {
  const { [ORIGINAL]: _original, ...values } = data;
  return validateSettings(values);
}
