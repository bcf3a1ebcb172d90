import { applyEdits, modify } from "jsonc-parser";
import { dequal } from "dequal";
import { type Document, isMap, isScalar, parseDocument, type YAMLMap } from "yaml";
import { z } from "zod";
import { frontmatterSchema, parseFrontmatter, splitFrontmatter, storyFrontmatterSchema } from "./content-rules";

/**
 * Decap reads a file into an object and writes the object back to a file. Its own formats re-serialise
 * (YAML quoting, JSON line breaks), so a save without a change would rewrite bytes. These formats keep
 * the file's original text beside the fields and change only what the writer changed.
 */

/** The key under which an entry carries the text it was read from; never written to a file. */
export const ORIGINAL = "originalText";
/**
 * The key under which a new translated story carries the English story it translates (its file name, which the
 * translation's file takes, config.ts): a choice made in the editor, never written to a file.
 */
export const ENGLISH_STORY = "englishStory";

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * What a file keeps of a value: nothing for an empty one (an empty field, an empty list, a group whose
 * fields are all empty, as an event group opened and left blank), else the value without its empty parts.
 */
export function pruned(value: unknown): unknown {
  if (value === undefined || value === null || value === "") return undefined;
  if (Array.isArray(value)) {
    const items = value.map(pruned).filter((item) => item !== undefined);
    return items.length ? items : undefined;
  }
  if (isObject(value)) {
    const entries = Object.entries(value).flatMap(([key, v]) => (pruned(v) === undefined ? [] : [[key, pruned(v)]]));
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return value;
}

/** The order fields are written in: a schema's fields, and for a group of fields, the group's own. */
type KeyOrder = { [key: string]: KeyOrder };
type JsonSchema = { properties?: Record<string, JsonSchema> };
const keyOrder = ({ properties = {} }: JsonSchema): KeyOrder =>
  Object.fromEntries(Object.entries(properties).map(([key, schema]) => [key, keyOrder(schema)]));
const SCHEMA_ORDERS = [frontmatterSchema, storyFrontmatterSchema].map((schema) => keyOrder(z.toJSONSchema(schema) as JsonSchema));

/**
 * What a file without a switch means, for each switch of a page's or a story's frontmatter: the schema's default
 * (a page is in search unless `search: false`), else off. The editor shows a missing switch as its default, and a
 * switch turned back to its default is not written into a file that did not have it, so off and on again leaves the
 * file as it was.
 */
type SwitchSchema = { properties?: Record<string, { type?: string; default?: unknown }> };
const switchesOf = (schema: z.ZodType) =>
  Object.fromEntries(
    Object.entries((z.toJSONSchema(schema) as SwitchSchema).properties ?? {}).flatMap(([key, field]) =>
      field.type === "boolean" ? [[key, field.default ?? false]] : [],
    ),
  ) as Record<string, unknown>;
const PAGE_SWITCHES = switchesOf(frontmatterSchema);
const STORY_SWITCHES = switchesOf(storyFrontmatterSchema);
/** A page's frontmatter has a slug; a story's never does. */
const switchesFor = (fields: Data) => ("slug" in fields ? PAGE_SWITCHES : STORY_SWITCHES);

/** A story's frontmatter fields in its schema's order, as Decap hands the stories' fields to the format. */
export const STORY_FIELDS = Object.keys(storyFrontmatterSchema.shape);

/**
 * The order for a collection's files. Decap hands the format the collection's field names (from its
 * schema, see config.ts): the schema with those fields gives the order, nested groups included. Without
 * them (a page's check in the preview), a page's.
 */
function orderFor(fields: readonly string[] | undefined): KeyOrder {
  if (!fields) return SCHEMA_ORDERS[0];
  const names = fields.filter((name) => name !== "body" && name !== ORIGINAL && name !== ENGLISH_STORY);
  return SCHEMA_ORDERS.find((order) => names.every((name) => name in order)) ?? Object.fromEntries(names.map((name) => [name, {}]));
}

/** A value as a new YAML node: its groups' fields in order, a list on one line as ["a", "b"]. */
function newNode(doc: Document, value: unknown, order: KeyOrder = {}) {
  const sorted = (v: unknown, o: KeyOrder): unknown =>
    isObject(v)
      ? Object.fromEntries(
          [...new Set([...Object.keys(o), ...Object.keys(v)])].filter((key) => key in v).map((key) => [key, sorted(v[key], o[key] ?? {})]),
        )
      : v;
  const node = doc.createNode(sorted(value, order));
  if (Array.isArray(value) && value.every((item) => !isObject(item) && !Array.isArray(item))) (node as { flow?: boolean }).flow = true;
  return node;
}

/**
 * Sets a map's fields to `fields` in place: a changed scalar keeps its node (its quoting), a group is
 * set field by field, a removed field goes, a new one goes where its schema order puts it.
 */
function setFields(doc: Document, map: YAMLMap, fields: Data, order: KeyOrder) {
  for (const pair of [...map.items]) {
    const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    if (!(key in fields)) map.delete(key);
  }
  const keys = [...new Set([...Object.keys(order), ...Object.keys(fields)])].filter((key) => key in fields);
  keys.forEach((key, i) => {
    const value = fields[key];
    const node = map.get(key, true);
    if (isScalar(node) && !isObject(value) && !Array.isArray(value)) node.value = value;
    else if (isMap(node) && isObject(value)) setFields(doc, node, value, order[key] ?? {});
    else if (node !== undefined) map.set(key, newNode(doc, value, order[key]));
    else {
      // Before the first field that follows it in the order and is already there.
      const next = keys.slice(i + 1).find((k) => map.has(k));
      const at = next === undefined ? map.items.length : map.items.findIndex((pair) => isScalar(pair.key) && pair.key.value === next);
      map.items.splice(at, 0, doc.createPair(key, newNode(doc, value, order[key])));
    }
  });
}

/** An MDX page: the frontmatter fields, `body` (the MDX after the closing ---, byte for byte) and the original text. */
export function mdxFromFile(text: string): Data {
  const fields = (parseFrontmatter(text).data ?? {}) as Data;
  // A switch the file leaves out stays out: the editor shows it as its default (switch-widget.tsx).
  return { ...fields, body: splitFrontmatter(text).body, [ORIGINAL]: text };
}

/**
 * The fields without the switches set to what their absence says, unless the file says so in words already: a switch
 * turned back to its default loses its line (off, saved, then on again gives the file it had before the first save).
 */
function withoutDefaultSwitches(values: Data, written: Data): Data {
  const switches = switchesFor({ ...written, ...values });
  return Object.fromEntries(
    Object.entries(values).filter(([key, value]) => !(key in switches && value === switches[key] && written[key] !== value)),
  );
}

/**
 * Writes a page or a story back: unchanged frontmatter is kept as written; a changed value is set in
 * place, so its quoting and the other lines stay; a new file gets the fields in its schema's order (the
 * collection's fields, which Decap hands over as `fields`), in double quotes. Empty values are left out.
 */
export function mdxToFile(data: Data, fields?: readonly string[]): string {
  const { body = "", [ORIGINAL]: original, [ENGLISH_STORY]: _translated, ...rest } = data;
  // The original's YAML is edited in place (a Document keeps its quoting and comments), not read again.
  const yaml = typeof original === "string" ? (splitFrontmatter(original).yaml ?? "") : "";
  const doc = parseDocument(yaml);
  const values = withoutDefaultSwitches((pruned(rest) ?? {}) as Data, (isMap(doc.contents) ? doc.toJS() : {}) as Data);
  if (yaml && dequal(doc.toJS() ?? {}, values)) return `---\n${yaml}---\n${String(body)}`;
  // A new file's frontmatter starts as an empty map (the parsed empty text has none).
  const map = isMap(doc.contents) ? doc.contents : (doc.createNode({}) as YAMLMap);
  doc.contents = map as typeof doc.contents;
  setFields(doc, map, values, orderFor(fields));
  const text = doc.toString({ lineWidth: 0, defaultStringType: "QUOTE_DOUBLE", defaultKeyType: "PLAIN", flowCollectionPadding: false });
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
export function changedLeaves(before: unknown, after: unknown): { path: Path; value: unknown }[] {
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
