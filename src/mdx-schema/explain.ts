import { z } from "zod";

type Path = readonly PropertyKey[];

const unwrap = (schema: z.ZodType): z.ZodType => (schema instanceof z.ZodOptional ? unwrap(schema.unwrap() as z.ZodType) : schema);

/** The schema of the field at `path`, through groups, lists and optional fields. */
function fieldAt(schema: z.ZodType | undefined, path: Path): z.ZodType | undefined {
  return path.reduce<z.ZodType | undefined>((node, key) => {
    const inner = node && unwrap(node);
    if (inner instanceof z.ZodObject) return inner.shape[String(key)] as z.ZodType | undefined;
    return inner instanceof z.ZodArray ? (inner.element as z.ZodType) : undefined;
  }, schema);
}

const WORDS: Record<string, string> = { string: "text", number: "a number", boolean: "true or false", object: "a group of fields" };

/** What was found, in words: missing, empty, a list of n, or the value as written (and its type when that is what is wrong). */
function found(issue: z.core.$ZodIssue): string {
  const value = issue.input;
  if (value === undefined || value === null) return "missing";
  if (typeof value === "string" && value.trim() === "") return "empty";
  if (Array.isArray(value)) return value.length ? `a list of ${value.length}` : "an empty list";
  if (typeof value === "object") return WORDS.object;
  return `${JSON.stringify(value)}${issue.code === "invalid_type" ? ` (${WORDS[typeof value]}, not ${WORDS[issue.expected] ?? issue.expected})` : ""}`;
}

/** What the field must be: its description in the schema, or for a group, the fields it holds. */
function expected(field: z.ZodType | undefined): string {
  const inner = field && unwrap(field);
  const fields =
    inner instanceof z.ZodObject ? `it must be a group of the fields ${Object.keys(inner.shape).join(", ")}` : "see CONTENT.md";
  return field?.description ?? inner?.description ?? fields;
}

/**
 * Checks `value` against `schema` and says, in one plain-English message per field, what was found
 * and what is expected: `<label(field)> is "x"; it must be …` or `<label(field)> is not one we know`.
 * `label` names the field with its file, e.g. `content/settings.json: "contact.phone"`.
 */
export function explain(schema: z.ZodType, value: unknown, label: (path: string) => string): string[] {
  const result = schema.safeParse(value, { reportInput: true });
  const messages = new Map<string, string>();
  const say = (path: Path, message: string) => {
    const field = path.join(".");
    if (!messages.has(field)) messages.set(field, `${label(field)} ${message}`);
  };
  for (const issue of result.error?.issues ?? []) {
    if (issue.code === "unrecognized_keys") {
      const known = Object.keys((unwrap(fieldAt(schema, issue.path)!) as z.ZodObject).shape).join(", ");
      for (const key of issue.keys) say([...issue.path, key], `is not one we know. Known fields: ${known}.`);
    } else {
      // A rule between fields says what it wants itself; a list's item is explained by the list's description.
      const field = fieldAt(schema, issue.path);
      const described = field?.description || typeof issue.path.at(-1) !== "number" ? field : fieldAt(schema, issue.path.slice(0, -1));
      say(issue.path, `is ${found(issue)}; ${issue.code === "custom" ? issue.message : expected(described)}.`);
    }
  }
  return [...messages.values()];
}
