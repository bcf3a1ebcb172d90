/**
 * The admin's one door to the site's content rules: the same frontmatter fields, checks and settings
 * validation the build runs. Only this file imports from the content-check code, so a move of that
 * code changes one import here. None of these use `fs`: gatsby-node reads the files and hands over
 * text, so the browser can call them on the editor's text as they are.
 */
export { FRONTMATTER_FIELDS, validateFrontmatter, findDuplicateSlugs, imageRefs, headingsOf } from "../content/validate";
export { checkContent, type ContentSource } from "../content/check-content";
export { validateSettings, fillSlug, fillTokens, SETTINGS_FILE } from "../settings";
