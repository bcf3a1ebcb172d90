import { firstBodyLine, placeInText } from "../content-reader/frontmatter";

/**
 * What MDX says when a content file's body does not parse, in words for a writer, for the build (check-content.ts)
 * and the editor's preview alike. Browser-safe: no file access, so the editor bundles it.
 */

type MdxError = { reason?: string; message: string; line?: number | null; column?: number | null };
/** What is wrong and what to do, and where (an offset in the text) the writer should look. */
type Explained = { at: number; say: string };

/**
 * The characters of the text from `from` up to `to`, on one line (with "…" where the range goes on past it),
 * shortened to about `max`. Without `to`, up to the end of the line.
 */
function snippet(text: string, from: number, to?: number, max = 40): string {
  const lineEnd = text.indexOf("\n", from);
  const end = Math.min(to ?? text.length, lineEnd === -1 ? text.length : lineEnd);
  const chars = text.slice(from, end).replace(/\r$/, "").trimEnd();
  if (chars.length > max) return `${chars.slice(0, max - 1).trimEnd()}…`;
  return to !== undefined && end < to ? `${chars}…` : chars;
}

/** The run of characters at `from` up to the next space, without the punctuation that ends a sentence. */
const wordAt = (text: string, from: number) => {
  const word = snippet(text, from, undefined, 24).split(/\s/)[0];
  return word.replace(/(?<=.)[.,;:!?)]+$/, "");
};

/** The offset of a line:column in the text, given the offsets where its lines start. */
const offsetOf = (text: string, starts: number[], line: number, column: number) =>
  Math.min(text.length, (starts[line - 1] ?? text.length) + column - 1);

/** The start of the line `offset` is on. */
const lineStartOf = (starts: number[], offset: number) => starts.filter((start) => start <= offset).at(-1) ?? 0;

/** The text on `at`'s line from a few characters before it, from the start of a word. */
function fromWordBefore(text: string, at: number, starts: number[]): string {
  const lineStart = lineStartOf(starts, at);
  let from = Math.max(lineStart, at - 12);
  while (from > lineStart && !/\s/.test(text[from - 1])) from--;
  return snippet(text, from);
}

/** The text around `at` on its line: from the "<" or "{" just before it (the tag or code MDX was reading), else from a word before it. */
function around(text: string, at: number, starts: number[]): string {
  const opening = Math.max(text.lastIndexOf("<", at), text.lastIndexOf("{", at));
  return opening >= lineStartOf(starts, at) && opening >= at - 30 ? snippet(text, opening) : fromWordBefore(text, at, starts);
}

/** The "{" that opens the expression `offset` is in: the nearest one before it that no "}" between them closes. */
function openingBrace(text: string, offset: number): number {
  let depth = 0;
  for (let i = Math.min(offset, text.length) - 1; i >= 0; i--) {
    if (text[i] === "}") depth++;
    else if (text[i] === "{" && depth-- === 0) return i;
  }
  return -1;
}

/** The "}" that closes the "{" at `open`, or -1. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return i;
  }
  return -1;
}

/** The name of the prop whose "=" comes just before `offset` (spaces allowed around it), if there is one. */
const propBefore = (text: string, offset: number) => /([^\s<>="'{}/]+)\s*=\s*$/.exec(text.slice(Math.max(0, offset - 80), offset));

/** Where a paragraph's tag must close, by what MDX names the block it is in. */
const CLOSE_IN: Record<string, string> = {
  paragraph: "in the same paragraph",
  atxHeading: "in the same heading",
  setextHeading: "in the same heading",
  emphasis: "inside the same *…*",
  strong: "inside the same **…**",
  link: "inside the same link",
};

/**
 * The common mistakes, each a reason MDX gives (micromark-extension-mdx-jsx, mdast-util-mdx-jsx,
 * micromark-extension-mdx-expression, micromark-extension-mdxjs-esm) read with the text where it points.
 * `at` is the offset the error points at; `starts` are the offsets where the text's lines start.
 */
function explain(text: string, reason: string, at: number | undefined, starts: number[]): Explained | undefined {
  const placeOf = (line: number, column: number) => offsetOf(text, starts, line, column);
  const lineOfText = (offset: number) => starts.indexOf(lineStartOf(starts, offset)) + 2 - firstBodyLine(text);

  // A tag opened and not closed: MDX names it and where it starts.
  const unclosed = /^Expected a closing tag for `<([^`>]*)>` \((\d+):(\d+)-\d+:\d+\)(?: before the end of `(\w+)`)?/.exec(reason);
  if (unclosed) {
    const [, given, line, column, block] = unclosed;
    // Where the reason says the tag starts; if the text there is another (an error from parsing other text), its first use from the error on.
    const named = placeOf(Number(line), Number(column));
    // A closing tag met while another is open is named as the closing tag (`</Section>`), with the place of the tag
    // left open (`<Hero …>`, whose </Hero> was deleted): that one is the tag to name.
    const name = given.startsWith("/") ? (/^<([A-Za-z][\w.:-]*)/.exec(text.slice(named))?.[1] ?? given.slice(1)) : given;
    const found = text.indexOf(`<${name}`, at ?? 0);
    const tag = text.startsWith(`<${name}`, named) || found === -1 ? named : found;
    const where = block ? (CLOSE_IN[block] ?? "before the block it is in ends") : "after the text it holds";
    const empty = /^[A-Z]/.test(name) ? `, end it with "/>" (<${name} … />) if it holds nothing` : "";
    return { at: tag, say: `<${name}> is opened but never closed. Close it with </${name}> ${where}${empty}, or remove it` };
  }

  // A closing tag for another tag than the one open.
  const mismatch = /^Unexpected closing tag `<\/([^`>]*)>`, expected corresponding closing tag for `<([^`>]*)>` \((\d+):(\d+)/.exec(reason);
  if (mismatch && at !== undefined) {
    const [, closing, open, line, column] = mismatch;
    const since = lineOfText(placeOf(Number(line), Number(column)));
    return {
      at,
      say: `</${closing}> does not close <${open}>, which is open since line ${since} of the text. Close <${open}> first with </${open}>, or correct the name`,
    };
  }

  // A closing tag with no opening one (the error points at its "/").
  if (/^Unexpected closing slash `\/` in tag, expected an open tag first/.test(reason) && at !== undefined) {
    const lt = text.lastIndexOf("<", at);
    const end = text.indexOf(">", lt);
    const tag = snippet(text, lt, end === -1 ? undefined : end + 1);
    const name = /^<\/\s*([^\s>]*)/.exec(tag)?.[1] ?? "";
    return {
      at: lt,
      say: `"${tag}" closes a tag that was never opened. Remove it, or open it with <${name}> before it in the same paragraph`,
    };
  }

  // A prop whose value is missing or not in quotes.
  if (/before attribute value/.test(reason) && at !== undefined) {
    const prop = propBefore(text, at);
    if (prop) {
      const start = at - prop[0].length;
      const name = prop[1];
      const value = /^[^\s>]*?(?=\/?>|\s|$)/.exec(text.slice(at))?.[0] ?? "";
      if (!value)
        return {
          at: start,
          say: `${name}= has no value ("${snippet(text, start, at + 1)}"). Write its value in double quotes, ${name}="…", or remove ${name}=`,
        };
      return {
        at: start,
        say: `the value of ${name}= is not in quotes, so "${snippet(text, start, at + value.length)}" cannot be read. Write ${name}="${value}"`,
      };
    }
  }

  // A "<" that does not start a tag: a number, "=", a web address, an HTML comment.
  if (/^Unexpected (character|end of file)/.test(reason) && /name|tag/.test(reason) && at !== undefined) {
    const lt = text.lastIndexOf("<", at);
    if (lt !== -1) {
      const after = text.slice(lt + 1);
      const number = /^\$?\d[\d.,]*%?/.exec(after)?.[0].replace(/[.,]+$/, "");
      if (number)
        return {
          at: lt,
          say: `a "<" followed by a number starts a tag in MDX, so "${wordAt(text, lt)}" cannot be read. Write "less than ${number}", or "&lt;${number}"`,
        };
      if (after.startsWith("!--")) {
        const end = text.indexOf("-->", lt);
        const note = text.slice(lt + 4, end === -1 ? undefined : end).trim();
        const comment = snippet(text, lt, end === -1 ? undefined : end + 3);
        const shown = note.length > 30 || note.includes("\n") ? "…" : note;
        return { at: lt, say: `an HTML comment ("${comment}") is not allowed in MDX. Write it as {/* ${shown} */}, or remove it` };
      }
      const address = /^((?:https?:\/\/|mailto:|www\.)[^\s>]*|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)>/i.exec(after)?.[1];
      if (address) {
        const href = address.includes("@") && !/^mailto:/i.test(address) ? `mailto:${address}` : address;
        return {
          at: lt,
          say: `a web address between "<" and ">" reads as a tag in MDX, so "<${address}>" cannot be read. Write it as a link, [the words to click](${href}), or without the "<" and ">"`,
        };
      }
      if (after.startsWith("="))
        return {
          at: lt,
          say: `a "<" followed by "=" starts a tag in MDX, so "${wordAt(text, lt)}" cannot be read. Write "less than or equal to", or "&lt;="`,
        };
      if (!/^[\p{L}$_]/u.test(after))
        return {
          at: lt,
          say: after.trim()
            ? `a "<" followed by "${after[0]}" starts a tag in MDX, so "${wordAt(text, lt)}" cannot be read. Write "&lt;" for a "<" you mean to show`
            : `a "<" at the end of the text starts a tag in MDX. Write "&lt;" for a "<" you mean to show, or remove it`,
        };
    }
  }

  // Curly braces: MDX reads what they hold as JavaScript.
  if (/expression/.test(reason) && at !== undefined) {
    const open = text[at] === "{" ? at : openingBrace(text, at);
    if (open !== -1) {
      const close = closingBrace(text, open);
      const prop = propBefore(text, open);
      if (close === -1 || /closing brace/.test(reason))
        return {
          at: open,
          say: `the "{" in "${fromWordBefore(text, open, starts)}" is never closed, and curly braces hold code in MDX. Use round brackets, or write \\{ for a brace you mean to show`,
        };
      const braces = snippet(text, open, close + 1);
      const shown = braces.endsWith("}") ? braces : `${braces.replace(/…$/, "")}…}`;
      return {
        at: open,
        say: prop
          ? `curly braces hold code in MDX, so ${prop[1]}=${shown} cannot be read. Write the value as text in double quotes, ${prop[1]}="…"`
          : `curly braces hold code in MDX, so "${shown}" cannot be read. Use round brackets, or write \\{ and \\} for a brace you mean to show`,
      };
    }
  }

  // A line that starts with "import" or "export" is JavaScript to MDX.
  if (/^Could not parse import\/exports/.test(reason) && at !== undefined) {
    const start = lineStartOf(starts, at);
    const word = /^\s*(import|export)\b/.exec(text.slice(start))?.[1] ?? "import";
    return {
      at: start,
      say: `a line that starts with "${word}" is code in MDX, so "${snippet(text, start)}" cannot be read. Start the line with another word (or a capital "${word[0].toUpperCase()}${word.slice(1)}"), or remove the line`,
    };
  }
  return undefined;
}

/**
 * One message for a body MDX cannot parse, in words for a writer who is not a developer:
 * "file:line:column: line N of the text: what is wrong, quoting the text there. What to do."
 * `text` is the whole file, frontmatter included; `error` is MDX's (a VFileMessage), from parsing the file with its
 * frontmatter blanked (mdx-facts.ts's withoutFrontmatter), so its lines and columns are the file's.
 * A reason this does not know still gets its place, the text there, and MDX's own words at the end.
 */
export function explainMdxError(file: string, text: string, error: MdxError): string {
  const reason = error.reason ?? error.message;
  const starts = [0, ...[...text.matchAll(/\n/g)].map((m) => m.index + 1)];
  const at = error.line ? offsetOf(text, starts, error.line, error.column ?? 1) : undefined;
  const explained = explain(text, reason, at, starts) ?? {
    at: at ?? starts[firstBodyLine(text) - 1] ?? 0,
    say: `MDX cannot read the text${at === undefined ? "" : ` at "${around(text, at, starts)}"`}. Look for a "<" or a "{" ${at === undefined ? "in it" : "near it"}: "<" starts a tag and "{" starts code, so write &lt; or \\{ for one you mean to show (MDX says: ${reason})`,
  };
  const line = starts.filter((start) => start <= explained.at).length;
  return `${placeInText(file, text, line, explained.at - starts[line - 1] + 1)}: ${explained.say}.`;
}
