import { parseTree, type Node } from "jsonc-parser";
import { z } from "zod";
import type { ContentEntry, ContentTree } from "../content-reader/entry";
import { parseFrontmatter } from "../content-reader/frontmatter";
import { ALWAYS_SAMPLE, SAMPLE_BLOCKS } from "../mdx-schema/sample-flag";
import { settingsSchema } from "../mdx-schema/settings-schema";
import { SETTINGS_FILE } from "../settings";
import { SETTING_RULES } from "./sample-rules";

/**
 * What is still a sample: values in the settings recognised by rule, and content a writer marked as sample
 * where it is written (a story's or page's `sample: true`, a Testimonial's `sample`). `npm run launch-check`
 * prints these and a launch build refuses to start while any remain (CONTENT.md, "Before launch").
 */
export type Sample = { file: string; line: number; what: string; put: string; section: string };

/** The section of CONTENT.md that the launch check follows. */
const BEFORE_LAUNCH = "Before launch";

/** The way the check writes one sample: `file:line: what it is — what to put there (CONTENT.md section)`. */
export const describeSample = ({ file, line, what, put, section }: Sample) =>
  `${file}:${line}: ${what} — ${put} (CONTENT.md, "${section}")`;

/**
 * The settings schema's description of the field at `path`: what a writer must put there. The nearest
 * description wins, walking in through objects, lists and optional fields (a list item may have none of its own);
 * `whole` asks for the field's own description when it is a list (the list's, not its items').
 */
export function descriptionAt(path: (string | number)[], whole = false): string | undefined {
  let schema: z.ZodType | undefined = settingsSchema;
  let description: string | undefined;
  const unwrap = (last = false) => {
    while (schema instanceof z.ZodOptional || schema instanceof z.ZodArray) {
      if (last && whole && schema.description) return schema.description;
      description = schema.description ?? description;
      schema = (schema instanceof z.ZodOptional ? schema.unwrap() : schema.element) as z.ZodType;
    }
    description = schema?.description ?? description;
    return description;
  };
  for (const key of path) {
    unwrap();
    if (typeof key === "string") schema = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>)[key] : undefined;
  }
  return unwrap(true);
}

export const lineAt = (text: string, offset: number) => text.slice(0, offset).split("\n").length;

/** Every string in a JSON tree, with its path and where it starts. */
function strings(node: Node, path: (string | number)[] = []): { value: string; path: (string | number)[]; offset: number }[] {
  if (node.type === "string") return [{ value: node.value as string, path, offset: node.offset }];
  if (node.type === "array") return (node.children ?? []).flatMap((child, i) => strings(child, [...path, i]));
  if (node.type === "object")
    return (node.children ?? []).flatMap((property) => {
      const [key, value] = property.children ?? [];
      return key && value ? strings(value, [...path, key.value as string]) : [];
    });
  return [];
}

/** The settings file's sample values, each once, with the first rule it meets. */
export function settingsSamples(file: string, text: string): Sample[] {
  const tree = parseTree(text);
  if (!tree) return [];
  return strings(tree).flatMap(({ value, path, offset }) => {
    const names = path.filter((key): key is string => typeof key === "string");
    const rule = SETTING_RULES.find(({ test }) => test(value, names));
    if (!rule) return [];
    const description = descriptionAt(path) ?? "it must be the foundation's own value";
    const put = description.replace(/^it must be /, "put ").replace(/^it must /, "");
    return [{ file, line: lineAt(text, offset), what: `${path.join(".")} is ${rule.what}`, put, section: BEFORE_LAUNCH }];
  });
}

/** The uses in a page or story of a component marked `sample` (SAMPLE_BLOCKS), in the order they are written. */
export const sampleBlocks = (entry: Pick<ContentEntry, "mdx">) =>
  entry.mdx.components.filter(
    (use) => use.name === ALWAYS_SAMPLE || (use.name in SAMPLE_BLOCKS && use.props.get("sample")?.kind === "flag"),
  );

/** What the launch check says of each kind of sample block, and what to put there (a testimonial names its speaker). */
const BLOCK_SAMPLES: Record<keyof typeof SAMPLE_BLOCKS, (from?: string) => { what: string; put: string }> = {
  Sample: () => ({
    what: "a sample passage (text invented for the preview)",
    put: "write the foundation's own words, then remove the <Sample> and </Sample> lines around them; or remove the passage",
  }),
  ImpactSource: () => ({
    what: "a sample impact figure (not counted from the foundation's records)",
    put: "put the figure the foundation's records give, as of organisation.impactAsOf, and remove `sample`",
  }),
  Testimonial: (from) => ({
    what: `a sample testimonial (invented words${from ? ` of the ${from}` : ""})`,
    put: "put a real person's words, with their permission, and remove `sample`; or remove the testimonial",
  }),
};

/** The content a writer marked as sample: stories, whole pages and testimonials, in every language. */
export function contentSamples(entries: readonly ContentEntry[]): Sample[] {
  return entries.flatMap((entry) => {
    const found: Sample[] = [];
    if (entry.frontmatter?.sample) {
      const line = parseFrontmatter(entry.text).lineOf("sample");
      found.push(
        entry.kind === "story"
          ? {
              file: entry.file,
              line,
              what: "a sample story (invented people and events)",
              put: "write the foundation's own story, with the consent of everyone in it, or delete this file",
              section: BEFORE_LAUNCH,
            }
          : {
              file: entry.file,
              line,
              what: "a sample page (its text tells an invented life as real, such as the founder's story)",
              put: "write the real account, in the words of the person it is about, then remove `sample: true`",
              section: BEFORE_LAUNCH,
            },
      );
    }
    for (const use of sampleBlocks(entry)) {
      const from = use.props.get("from");
      const { what, put } = BLOCK_SAMPLES[use.name as keyof typeof SAMPLE_BLOCKS](from?.kind === "text" ? from.value : undefined);
      found.push({ file: entry.file, line: use.at.line, what, put, section: BEFORE_LAUNCH });
    }
    return found;
  });
}

/**
 * A launch build's switch: an explicit LAUNCH_BUILD=1, or a host's production context (Netlify's CONTEXT,
 * Vercel's VERCEL_ENV). Previews, `npm start` and CI build as always.
 */
export const isLaunchBuild = (env: NodeJS.ProcessEnv = process.env) =>
  env.LAUNCH_BUILD === "1" || env.CONTEXT === "production" || env.VERCEL_ENV === "production";

/** Every sample left in a checkout: its settings file's (given as text, for line numbers) and its content's. */
export const samplesOf = (entries: readonly ContentEntry[], settingsText: string, settingsFile = SETTINGS_FILE): Sample[] => [
  ...settingsSamples(settingsFile, settingsText),
  ...contentSamples(entries),
];

/**
 * Whether a tree still holds a sample: such a build is a preview, and says so on every page and to search engines
 * (src/components/preview-line.tsx, the _headers and robots.txt steps). The settings' lines do not matter here.
 */
export const isPreview = (tree: Pick<ContentTree, "entries" | "settingsFile">) =>
  samplesOf(tree.entries, JSON.stringify(tree.settingsFile)).length > 0;

/** The launch check's report: one line per sample, and what a launch needs. */
export const samplesReport = (samples: readonly Sample[]) =>
  `${samples.length} sample${samples.length === 1 ? "" : "s"} must be replaced before launch:\n${samples.map(describeSample).join("\n")}`;
