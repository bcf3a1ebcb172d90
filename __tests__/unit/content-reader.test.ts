/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { parseFrontmatter } from "../../src/content-reader/frontmatter";
import { classifyFile, readEntry, type ContentEntry } from "../../src/content-reader/entry";
import { pageRoute, storyRoute } from "../../src/routes";
import { LOCALES, type Locale } from "../../src/languages";
import { localize } from "../../src/routes";
import { contentOf } from "../setup/content";

/*
 * The content reader (src/content-reader/) on the committed content: what each file is, its language and
 * its route, every expectation worked out from the files themselves (their folder, name and slug).
 */
const tree = contentOf();
const settings = tree.settingsFile as { founder: { firstName: string } };
const context = { settings, images: tree.images };

/** The .mdx files of a folder, by language: the top folder is English, a language's folder (es/) its own. */
const filesIn = (dir: string, locale: Locale) => {
  const folder = join(tree.root, locale === "en" ? dir : `${dir}/${locale}`);
  // A checkout may have no folder for a language (the launch-day copy has English stories only).
  return (existsSync(folder) ? readdirSync(folder) : [])
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => (locale === "en" ? `${dir}/${name}` : `${dir}/${locale}/${name}`))
    .sort();
};
/** A file's frontmatter slug, by the one frontmatter parser (its own tests are in frontmatter.test.ts and admin-formats.test.ts). */
const slugIn = (file: string) => String((parseFrontmatter(readFileSync(join(tree.root, file), "utf8")).data as { slug: unknown }).slug);
const entryOf = (file: string): ContentEntry => {
  const entry = tree.entries.find((e) => e.file === file);
  if (!entry) throw new Error(`${file}: the reader did not read it`);
  return entry;
};
const OTHER = LOCALES.filter((locale) => locale !== "en");

describe("the content reader, on the committed content", () => {
  it("reads every page and story file, each once, with no errors", () => {
    const files = LOCALES.flatMap((locale) => [...filesIn("content/pages", locale), ...filesIn("content/stories", locale)]).sort();
    expect(tree.entries.map((e) => e.file).sort()).toEqual(files);
    expect(tree.errors).toEqual([]);
  });

  it.each(LOCALES)("reads each page in %s's folder as a page in that language, its route its slug", (locale) => {
    const files = filesIn("content/pages", locale);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const entry = entryOf(file);
      expect([file, entry.kind, entry.locale]).toEqual([file, "page", locale]);
      expect([file, entry.route]).toEqual([file, pageRoute(slugIn(file), settings)]);
      expect(entry.frontmatter).toBeDefined();
    }
  });

  it.each(OTHER)("gives a %s page the route of its English twin under the language's prefix", (locale) => {
    const twins = filesIn("content/pages", locale).map((file) => [file, `content/pages/${basename(file)}`]);
    expect(twins.length).toBeGreaterThan(0);
    for (const [file, english] of twins) expect([file, entryOf(file).route]).toEqual([file, localize(entryOf(english).route, locale)]);
    expect(entryOf(`content/pages/${locale}/index.mdx`).route).toBe(localize("/", locale));
  });

  it.each(LOCALES)("reads each story in %s's folder as a story in that language, at /stories/ and its file name", (locale) => {
    const files = filesIn("content/stories", locale);
    // As many stories of the language as files in its folder (a site may have none in a language yet).
    expect(tree.storyEntries.filter((entry) => entry.locale === locale).map((entry) => entry.file)).toEqual(files);
    for (const file of files) {
      const entry = entryOf(file);
      const name = basename(file, ".mdx");
      expect(entry).toMatchObject({ kind: "story", locale, name, route: storyRoute(name, locale), errors: [] });
      if (locale !== "en" && tree.entries.some((e) => e.file === `content/stories/${name}.mdx`))
        expect(entry.route).toBe(localize(entryOf(`content/stories/${name}.mdx`).route, locale));
    }
    expect(tree.stories.filter((story) => story.locale === locale).map((story) => story.file)).toEqual(files);
  });

  it("refuses a page in the wrong language's folder, naming the file, its slug and the prefix it needs", () => {
    const [locale] = OTHER;
    const english = filesIn("content/pages", "en").find((file) => !slugIn(file).includes("{founder}") && slugIn(file) !== "/")!;
    const moved = readEntry(
      { file: `content/pages/${locale}/${basename(english)}`, text: readFileSync(join(tree.root, english), "utf8") },
      context,
    );
    expect(moved.locale).toBe(locale);
    // Its English words may also break the folder's glossary (an English spelling-out of PSA): only its frontmatter is asked about here.
    const frontmatterErrors = moved.errors.filter((error) => error.includes("frontmatter field"));
    expect(frontmatterErrors).toEqual([
      expect.stringContaining(`content/pages/${locale}/${basename(english)}: frontmatter field "slug" is "${slugIn(english)}"`),
    ]);
    expect(frontmatterErrors[0]).toContain(`start with ${localize("/", locale)}`);

    const translated = filesIn("content/pages", locale).find((file) => !slugIn(file).includes("{founder}"))!;
    const back = readEntry(
      { file: `content/pages/${basename(translated)}`, text: readFileSync(join(tree.root, translated), "utf8") },
      context,
    );
    expect(back.locale).toBe("en");
    expect(back.errors.filter((error) => error.includes("frontmatter field"))).toEqual([
      expect.stringMatching(/frontmatter field "slug" .*must not start with a language's prefix/),
    ]);
  });

  it("refuses a file outside content/pages and content/stories, and places none there", () => {
    const text = readFileSync(filesIn("content/pages", "en")[0], "utf8");
    for (const file of ["content/drafts/page.mdx", "src/pages/page.mdx", "content/pages/fr/nested/page.mdx"]) {
      expect(classifyFile(file)).toBeUndefined();
      const entry = readEntry({ file, text }, context);
      expect(entry.route).toBe("");
      expect(entry.errors).toEqual([
        expect.stringMatching(new RegExp(`^${file}: an MDX file belongs in content/pages/ or content/stories/`)),
      ]);
    }
    expect(classifyFile("content/stories/es/a-story.mdx")).toEqual({ kind: "story", locale: "es", name: "a-story.mdx" });
    expect(classifyFile("content\\pages\\index.mdx")).toEqual({ kind: "page", locale: "en", name: "index.mdx" });
  });

  it("refuses a page with no main heading, or with two, naming the file and the line", () => {
    // Every page has one: a <Hero> or a "# " line.
    for (const entry of tree.pages) expect(entry.errors.filter((error) => error.includes("main heading"))).toEqual([]);
    const file = "content/pages/no-heading.mdx";
    const frontmatter = `---\nslug: "/no-heading"\ntitle: "A page"\ndescription: "${"A page without a heading, for the check. ".repeat(2).trim()}"\n---\n`;
    const section = '<Section title="Part">\n\nA sentence.\n\n</Section>\n';
    const none = readEntry({ file, text: `${frontmatter}\n${section}` }, context);
    expect(none.errors).toContainEqual(expect.stringMatching(new RegExp(`^${file}:1: the page has no main heading`)));
    const twoText = `${frontmatter}\n# A page\n\n${section}\n# Another\n`;
    const two = readEntry({ file, text: twoText }, context);
    const line = twoText.split("\n").indexOf("# Another") + 1;
    expect(two.errors).toContainEqual(
      expect.stringMatching(new RegExp(`^${file}:${line}:1: line \\d+ of the text: a second main heading`)),
    );
    expect(readEntry({ file, text: `${frontmatter}\n# A page\n\n${section}` }, context).errors).toEqual([]);
  });
});
