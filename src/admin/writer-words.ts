import { fieldLabel } from "./config";

/** A setting's path in words, as the editor labels its fields ("Contact › Phone"). */
export const settingName = (path: (string | number)[]) =>
  path.map((part) => (typeof part === "number" || /^\d+$/.test(part) ? `#${Number(part) + 1}` : fieldLabel(part))).join(" › ");

/**
 * A check's message as the writer reads it in the editor: without the file's path and line (the writer sees the text
 * box, whose line the message gives too) and with a frontmatter field called by its label in the form.
 */
export const forWriter = (message: string) =>
  message
    .replace(/^[^\s:]+\.(mdx|json):\d+(:\d+)?: (?=line \d+ of the text: )/, "")
    .replace(/^[^\s:]+\.(mdx|json)(:\d+(:\d+)?)?: /, "")
    .replace(/^frontmatter field "([^"]+)"/, (_, path: string) => `The field “${settingName(path.split("."))}”`)
    .replace(/^"([^"]+)"(?= is )/, (_, path: string) => `The setting “${settingName(path.split("."))}”`)
    // The glossary's reason, not its file: a writer in the editor does not open the repository's JSON.
    .replace(/ \(content\/glossary\/[\w-]+\.json(?:: ([^)]*))?\)/, (_, why?: string) => (why ? ` (${why})` : ""))
    .replace(/^./, (first) => first.toUpperCase());
