import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  checkDataWords,
  checkGlossaries,
  checkWords,
  checkJsonWords,
  DRAFT_MARKERS,
  GLOSSARIES,
  glossaryFile,
} from "../../src/content-checks/words";
import { LOCALES, type Locale } from "../../src/languages";
import { contentOf } from "../setup/content";

/**
 * The words a visitor reads: no draft marker anywhere, one glossary per language, abbreviations spelled out.
 * Every case is made from the checkout's own files, glossaries and settings, so a writer's rewrite keeps it true.
 */
const tree = contentOf();
const read = (file: string) => readFileSync(join(tree.root, file), "utf8");

/** A real page of a language and the line of its body where a fixture line goes (the first after the frontmatter). */
function pageOf(locale: Locale) {
  const page = tree.pages.find((p) => p.locale === locale && p.errors.length === 0)!;
  const lines = page.text.split("\n");
  const at = lines.indexOf("---", 1) + 2;
  /** The page with `line` added as prose at `at` (1-based line number `at + 1`), its words checked as the build checks them. */
  const withLine = (line: string) => ({
    errors: checkWords(page.file, [...lines.slice(0, at), line, ...lines.slice(at)].join("\n"), locale),
  });
  return { page, line: at + 1, withLine };
}

/** One example of what each marker of the list finds, as a writer would type it. */
const MARKER_EXAMPLES = [
  "TBD",
  "TODO",
  "FIXME",
  "XXX",
  "hours to be confirmed",
  "(horario por confirmar)",
  "(pendiente)",
  "Lorem ipsum",
  "[placeholder]",
];

describe("the words a visitor reads", () => {
  it("are clean in the site's own pages, stories, settings, strings and glossaries", () => {
    expect(tree.entries.flatMap((entry) => checkWords(entry.file, entry.text, entry.locale))).toEqual([]);
    expect(checkDataWords(read)).toEqual([]);
  });

  it("each example is a draft marker the one list finds", () => {
    for (const example of MARKER_EXAMPLES) expect(DRAFT_MARKERS.some((marker) => marker.test(`Open ${example} today.`))).toBe(true);
    // Everyday words that look alike are not markers: "todo" in Spanish, "pendiente" as a slope.
    for (const word of ["Todo está bien.", "La calle tiene una pendiente suave.", "The box is 3 x 4."])
      expect(DRAFT_MARKERS.some((marker) => marker.test(word))).toBe(false);
  });

  describe.each(LOCALES)("in %s", (locale) => {
    const { page, line, withLine } = pageOf(locale);

    it.each(MARKER_EXAMPLES)("a page with %s stops the build, naming its file, line and the marker", (example) => {
      const errors = withLine(`A sentence with ${example} in it.`).errors;
      expect(errors).toEqual([expect.stringMatching(new RegExp(`^${page.file}:${line}: ".+" is a draft marker`))]);
      // The message quotes what was found, as the writer typed it.
      expect(example.toLowerCase()).toContain(errors[0].match(/: "([^"]+)" is a draft marker/)![1].toLowerCase());
    });

    it("a marker in the frontmatter (a title, a description, alt text) is found on its line", () => {
      const text = page.text.replace(/^title: "?/m, (start) => `${start}TODO `);
      const titleLine = text.split("\n").findIndex((l) => l.startsWith("title:")) + 1;
      expect(checkWords(page.file, text, locale)).toEqual([
        `${page.file}:${titleLine}: "TODO" is a draft marker, and a visitor must never read one. Write the final words, or keep the draft out of the site (CONTENT.md, "Drafts").`,
      ]);
    });

    it("every word the glossary avoids stops the build with the term to use; its exceptions do not", () => {
      for (const term of GLOSSARIES[locale].terms) {
        for (const avoid of term.avoid) {
          // (An avoided phrase may hold an abbreviation, which is then also not spelled out: that is the next test's.)
          expect(withLine(`Here ${avoid} appears.`).errors).toContain(
            `${page.file}:${line}: "${avoid}" is not the site's word for ${term.for}; write "${term.use}" (${glossaryFile(locale)}: ${term.why})`,
          );
        }
        for (const except of term.except ?? []) expect(withLine(`Here ${except} appears.`).errors).toEqual([]);
      }
    });

    it("an abbreviation the glossary lists is spelled out at its first use in the body", () => {
      for (const { short, long } of GLOSSARIES[locale].abbreviations) {
        const bare = withLine(`The ${short} comes first here.`).errors;
        // The page's own first use, spelled out, now comes after a bare one.
        expect(bare).toEqual([
          expect.stringMatching(
            new RegExp(`^${page.file}:${line}: the page's first "${short}" is not spelled out; write "${long.replace(/[()]/g, "\\$&")}"`),
          ),
        ]);
        expect(withLine(`First ${long}, then ${short} again.`).errors).toEqual([]);
      }
    });

    it("the interface strings and the settings are held to the markers and the glossary, naming file and line", () => {
      const strings = `content/strings/${locale}.json`;
      const table = JSON.parse(read(strings)) as Record<string, string>;
      const [key] = Object.keys(table);
      const [term] = GLOSSARIES[locale].terms;
      const edited = JSON.stringify({ ...table, [key]: `${table[key]} ${term.avoid[0]} TBD` }, null, 2);
      expect(checkJsonWords(strings, edited, locale)).toEqual([
        expect.stringMatching(new RegExp(`^${strings}:2: "TBD" is a draft marker`)),
        expect.stringMatching(new RegExp(`^${strings}:2: "${term.avoid[0]}" is not the site's word for`)),
      ]);
      // A value of the settings in this language (the first helpline's hours), found on its own line.
      const settings = JSON.parse(read("content/settings.json"));
      settings.help.helplines[locale][0].hours = `${term.avoid[0]}, (por confirmar)`;
      const text = JSON.stringify(settings, null, 2);
      const hoursLine = text.split("\n").findIndex((l) => l.includes("por confirmar")) + 1;
      expect(checkDataWords((file) => (file === "content/settings.json" ? text : read(file)))).toEqual([
        expect.stringMatching(new RegExp(`^content/settings.json:${hoursLine}: "por confirmar" is a draft marker`)),
        expect.stringMatching(new RegExp(`^content/settings.json:${hoursLine}: "${term.avoid[0]}" is not the site's word`)),
      ]);
    });
  });

  it("a glossary must say, for each term, what to use, what to avoid and why", () => {
    const texts = Object.fromEntries(LOCALES.map((locale) => [locale, read(glossaryFile(locale))])) as Record<Locale, string>;
    expect(checkGlossaries(texts)).toEqual([]);
    const broken = JSON.parse(texts.es);
    delete broken.terms[0].why;
    broken.abbreviations.push({ short: "ADN", long: "ácido desoxirribonucleico" });
    expect(checkGlossaries({ ...texts, es: JSON.stringify(broken) })).toEqual([
      expect.stringMatching(/^content\/glossary\/es\.json: "terms\.0\.why" is missing/),
      expect.stringMatching(/^content\/glossary\/es\.json: "abbreviations\.\d+" .*must contain the abbreviation/),
    ]);
  });
});
