import { applyEdits, modify } from "jsonc-parser";
import { dequal } from "dequal";
import { isScalar, parseDocument } from "yaml";
import { frontmatterSchema } from "./schema";

/**
 * Decap reads a file into an object and writes the object back to a file. Its own formats re-serialise
 * (YAML quoting, JSON line breaks), so a save without a change would rewrite bytes. These formats keep
 * the file's original text beside the fields and change only what the writer changed.
 */

/** The key under which an entry carries the text it was read from; never written to a file. */
export const ORIGINAL = "originalText";

type Data = Record<string, unknown>;

const FRONTMATTER = /^---\n([\s\S]*?\n)?---\n/;

const isEmpty = (value: unknown) => value === undefined || value === null || value === "";

/** An MDX page: the frontmatter fields, `body` (the MDX after the closing ---, byte for byte) and the original text. */
export function mdxFromFile(text: string): Data {
  const match = FRONTMATTER.exec(text);
  const yaml = match?.[1] ?? "";
  const fields = (parseDocument(yaml).toJS() ?? {}) as Data;
  return { ...fields, body: match ? text.slice(match[0].length) : text, [ORIGINAL]: text };
}

/**
 * Writes a page back: unchanged frontmatter is kept as written; a changed value is set in place, so its
 * quoting and the other lines stay; a new file gets the fields in the schema's order, in double quotes.
 */
export function mdxToFile(data: Data): string {
  const { body = "", [ORIGINAL]: original, ...rest } = data;
  const fields = Object.fromEntries(Object.entries(rest).filter(([, value]) => !isEmpty(value)));
  const yaml = typeof original === "string" ? (FRONTMATTER.exec(original)?.[1] ?? "") : "";
  const doc = parseDocument(yaml);
  if (yaml && dequal(doc.toJS() ?? {}, fields)) return `---\n${yaml}---\n${String(body)}`;
  const order = [...Object.keys(frontmatterSchema.shape), ...Object.keys(fields)];
  for (const key of Object.keys((doc.toJS() ?? {}) as Data)) if (!(key in fields)) doc.delete(key);
  for (const key of new Set(order)) {
    if (!(key in fields)) continue;
    const node = doc.get(key, true);
    if (isScalar(node)) node.value = fields[key];
    else doc.set(key, fields[key]);
  }
  const text = doc.toString({ lineWidth: 0, defaultStringType: "QUOTE_DOUBLE", defaultKeyType: "PLAIN" });
  return `---\n${text}---\n${String(body)}`;
}

/** A JSON file (the settings): its values and its original text. */
export const jsonFromFile = (text: string): Data => ({ ...(JSON.parse(text) as Data), [ORIGINAL]: text });

type Path = (string | number)[];

/** Every leaf value with its path; Decap may hand lists over as other containers, so only leaves are compared. */
const leaves = (value: unknown, path: Path = []): [Path, unknown][] =>
  value && typeof value === "object"
    ? Object.entries(value).flatMap(([key, v]) => leaves(v, [...path, /^\d+$/.test(key) ? Number(key) : key]))
    : [[path, value]];

/** The leaves whose values differ between two JSON values (undefined for a removed one), for in-place edits. */
function changedLeaves(before: unknown, after: unknown): { path: Path; value: unknown }[] {
  const old = new Map(leaves(before).map(([path, value]) => [JSON.stringify(path), value]));
  const now = new Map(leaves(after).map(([path, value]) => [JSON.stringify(path), value]));
  const keys = new Set([...old.keys(), ...now.keys()]);
  return [...keys].filter((key) => old.get(key) !== now.get(key)).map((key) => ({ path: JSON.parse(key) as Path, value: now.get(key) }));
}

/** Writes the settings back: the original text with only the changed values edited in place. */
export function jsonToFile(data: Data): string {
  const { [ORIGINAL]: original, ...values } = data;
  if (typeof original !== "string") return `${JSON.stringify(values, null, 2)}\n`;
  let text = original;
  for (const { path, value } of changedLeaves(JSON.parse(original), values)) {
    text = applyEdits(text, modify(text, path, value, { formattingOptions: { insertSpaces: true, tabSize: 2 } }));
  }
  return text;
}
