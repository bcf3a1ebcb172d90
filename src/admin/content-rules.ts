/**
 * The admin's one door to the site's content rules: the content reader (one file read as the build reads
 * it: kind, language, route, frontmatter, MDX facts), the schemas the editor's fields come from, and the
 * build's checks. None of it uses `fs`, so the browser runs it on the editor's text.
 */
import { settings } from "../settings";
import { readEntry as readWith, type ContentEntry } from "../content-reader/entry";
export { storiesOf, type ContentEntry, type ContentSource } from "../content-reader/entry";
export { parseFrontmatter, splitFrontmatter } from "../content-reader/frontmatter";
export { MDX_OPTIONS } from "../content-reader/mdx-facts";
export { checkContent } from "../content-checks/check-content";
export { checkWords } from "../content-checks/words";
export { findDuplicateRoutes } from "../content-checks/check-routes";
export { validateSettings } from "../content-checks/check-settings";
export { frontmatterSchema } from "../mdx-schema/page-frontmatter-schema";
export { storyFrontmatterSchema } from "../mdx-schema/story-frontmatter-schema";
export { STORY_TAGS } from "../mdx-schema/allowed-values";
export { settingsSchema } from "../mdx-schema/settings-schema";
export { SETTINGS_FILE } from "../settings";

/** One file as the build reads it, with the committed settings (the founder's route) and the pictures the editor knows. */
export const readEditedFile = (file: string, text: string, images: ReadonlySet<string>): ContentEntry =>
  readWith({ file, text }, { settings, images });
