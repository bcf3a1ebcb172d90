import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseFrontmatter } from "../../src/content-reader/frontmatter";
import { readContent } from "../../src/content-reader/read-content";
import { sampleBlocks } from "../../src/content-checks/samples";
import { ALWAYS_SAMPLE } from "../../src/mdx-schema/sample-flag";
import { LOCALES, type Locale } from "../../src/languages";
import { localize } from "../../src/routes";

/**
 * A writer's rewrite of a checkout's words (the launch-day copy, scripts/launch-day.mjs): every page's and
 * story's frontmatter title and every Hero's title reworded, and a closing sentence added to every file, in
 * each language. The tests read their expectations from the content, so they must stay green after it.
 * Each edit is an exact one at a place the content reader gives, and fails loudly when the text is not there.
 * Launch day also replaces every sample (CONTENT.md, "Before launch"): the words stand in for the foundation's
 * own, so here the marks go (`sample: true`, a Testimonial's or an ImpactSource's `sample`, the lines around a `<Sample>` passage), and `npm run launch-check` must pass.
 */

const CLOSING: Record<Locale, string> = {
  en: "Thank you for reading this page to its very last line.",
  es: "Gracias por leer esta página hasta su última línea.",
};

const NEW: Record<Locale, string> = { en: "New", es: "Nuevo" };

/** Another title: its words in reverse order ({founder} and the like kept as written), or a word more for a one-word title. */
const reworded = (title: string, locale: Locale) => {
  const reversed = title.split(" ").reverse().join(" ");
  return reversed === title ? `${NEW[locale]} ${title}` : reversed;
};

function replaceOnLine(lines: string[], line: number, before: string, after: string, file: string) {
  const i = line - 1;
  if (!lines[i]?.includes(before)) throw new Error(`${file}:${line}: expected ${before} on this line`);
  lines[i] = lines[i].replace(before, () => after);
}

export function rewriteWords(root: string): number {
  const content = readContent(root);
  if (content.errors.length) throw new Error(content.errors.join("\n"));
  for (const entry of content.entries) {
    const lines = entry.text.split("\n");
    const { data, lineOf } = parseFrontmatter(entry.text);
    const title = (data as { title?: unknown }).title;
    if (typeof title !== "string") throw new Error(`${entry.file}: no frontmatter title to reword`);
    replaceOnLine(lines, lineOf("title"), JSON.stringify(title), JSON.stringify(reworded(title, entry.locale)), entry.file);
    for (const hero of entry.mdx.components.filter((use) => use.name === "Hero")) {
      const prop = hero.props.get("title");
      if (prop?.kind !== "text") continue;
      const at = hero.propAt.get("title") ?? hero.at;
      replaceOnLine(lines, at.line, `title="${prop.value}"`, `title="${reworded(prop.value, entry.locale)}"`, entry.file);
    }
    // Lines to drop (0-based), all at the end, so the line numbers read above still hold.
    const dropped = new Set<number>();
    for (const marked of sampleBlocks(entry)) {
      // A <Sample> passage keeps its words, now the foundation's, without its two lines and the blank line inside
      // each; a flagged block loses its flag.
      if (marked.name === ALWAYS_SAMPLE) {
        replaceOnLine(lines, marked.at.line, "<Sample>", "", entry.file);
        replaceOnLine(lines, marked.endLine, "</Sample>", "", entry.file);
        for (const i of [marked.at.line - 1, marked.at.line, marked.endLine - 2, marked.endLine - 1]) if (lines[i] === "") dropped.add(i);
      } else replaceOnLine(lines, marked.at.line, " sample", "", entry.file);
    }
    if ((data as { sample?: unknown }).sample !== undefined) dropped.add(lineOf("sample") - 1);
    const kept = lines.filter((_, i) => !dropped.has(i));
    writeFileSync(join(root, entry.file), `${kept.join("\n").trimEnd()}\n\n${CLOSING[entry.locale]}\n`);
  }
  // Read back: the rewritten content is still content the reader accepts.
  const again = readContent(root);
  if (again.errors.length) throw new Error(again.errors.join("\n"));
  return content.entries.length;
}

/** The English routes the spec fixes (section 2); a writer may rename any other page. */
const SPEC_ROUTES = new Set(["/", "/awareness", "/donate", "/advocacy", "/about-{founder}", "/about-yhwh", "/privacy", "/terms"]);

/**
 * A writer's renaming: every page whose route the spec does not fix (Get Help, Search, the accessibility
 * statement, the newsletter's thanks, …) gets another slug in both languages, and every link to it in every
 * page and story follows. The tests read routes from the content, so they must not notice.
 */
export function renameRoutes(root: string): string[] {
  const content = readContent(root);
  const renamed = content.pages.flatMap((page) => {
    const pattern = page.frontmatter?.slug;
    return page.locale === "en" && pattern && !SPEC_ROUTES.has(pattern) ? [pattern] : [];
  });
  // Longest first, so /search-tips would be renamed before /search.
  const rules = renamed
    .sort((a, b) => b.length - a.length)
    .flatMap((route) =>
      LOCALES.map((locale) => {
        const from = localize(route, locale);
        // A route as a link or a slug writes it: after a quote, a parenthesis or a space, before its end, an anchor or a query.
        return {
          pattern: new RegExp(`(?<=["'( ])${from.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?=["')#?\\s]|$)`, "gm"),
          to: `${from}-renamed`,
        };
      }),
    );
  for (const entry of content.entries) {
    const text = rules.reduce((t, { pattern, to }) => t.replace(pattern, to), entry.text);
    if (text !== entry.text) writeFileSync(join(root, entry.file), text);
  }
  const again = readContent(root);
  if (again.errors.length) throw new Error(again.errors.join("\n"));
  for (const route of renamed)
    if (!again.pages.some((page) => page.route === `${route}-renamed`)) throw new Error(`launch day: ${route} was not renamed`);
  return renamed;
}

const [root] = process.argv.slice(2);
if (root && process.argv[1]?.endsWith("rewrite-words.ts")) {
  const routes = renameRoutes(root);
  const count = rewriteWords(root);
  console.log(
    `launch day: renamed ${routes.join(", ")} (each now ending in -renamed), reworded the titles and added a closing sentence in ${count} pages and stories in ${root}`,
  );
}
