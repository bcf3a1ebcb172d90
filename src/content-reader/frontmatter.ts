import { isNode, LineCounter, parseDocument } from "yaml";

/** The frontmatter block at the top of an MDX file: between two --- lines, written as YAML. */
const BLOCK = /^---\r?\n([\s\S]*?\r?\n)?---(?:\r?\n|$)/;

/**
 * An MDX file cut at its frontmatter: the YAML between the --- lines (undefined when there is no block) and
 * the body after them. The one place that knows how a file's frontmatter is marked.
 */
export function splitFrontmatter(text: string): { yaml: string | undefined; block: string; body: string } {
  const match = BLOCK.exec(text);
  if (!match) return { yaml: undefined, block: "", body: text };
  return { yaml: match[1] ?? "", block: match[0], body: text.slice(match[0].length) };
}

/**
 * A file's frontmatter, read with the `yaml` package's core schema, as the editor writes it: dates stay the
 * text the writer typed (a YAML 1.1 reader would turn them into instants and lose the offset). Also the line
 * of every field, for messages at file:line (the frontmatter starts on line 2).
 */
export function parseFrontmatter(text: string): { data: unknown; lineOf: (field: string) => number } {
  const { yaml } = splitFrontmatter(text);
  if (yaml === undefined) return { data: undefined, lineOf: () => 1 };
  const lines = new LineCounter();
  const doc = parseDocument(yaml, { lineCounter: lines });
  const lineOf = (field: string) => {
    // The field's own line, else its group's, else the opening ---.
    const keys = field ? field.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key)) : [];
    for (let n = keys.length; n > 0; n--) {
      const node = doc.getIn(keys.slice(0, n), true);
      if (isNode(node) && node.range) return lines.linePos(node.range[0]).line + 1;
    }
    return 1;
  };
  return { data: doc.errors.length ? undefined : doc.toJS(), lineOf };
}

/**
 * The file's line on which the text after the frontmatter starts: what the editor shows as the text's line 1. The
 * frontmatter is the block splitFrontmatter finds (its two "---" included); a file without one starts on line 1.
 */
export const firstBodyLine = (text: string) => splitFrontmatter(text).block.split("\n").length;

/**
 * Where a message points, as the build and the editor both say it: "file:line[:column]", then the line as the
 * writer counts it in the editor's text box (": line 8 of the text"). A line inside the frontmatter has no such line.
 */
export function placeInText(file: string, text: string, line: number, column?: number): string {
  const bodyLine = line - firstBodyLine(text) + 1;
  return `${file}:${line}${column ? `:${column}` : ""}${bodyLine >= 1 ? `: line ${bodyLine} of the text` : ""}`;
}
