/** @jest-environment node */
import { frontmatterSchema } from "../../src/mdx-schema/page-frontmatter-schema";
import { stringify } from "yaml";
import { readEntry, type PageEntry } from "../../src/content-reader/entry";
import { findDuplicateRoutes } from "../../src/content-checks/check-routes";
import { contentOf } from "../setup/content";

/*
 * A page's frontmatter as the content reader checks it (src/content-reader/entry.ts): every message names
 * the file and the field. Fixture fields, not a sample page's words.
 */
const settings = contentOf().settingsFile as { founder: { firstName: string } };
const good = { slug: "/fixture-page", title: "Fixture title", description: "A fixture page's description." };

/** A page file with this frontmatter (null writes a field with no value), read as the build reads it. */
const page = (fields: Record<string, unknown>, file = "content/pages/fixture.mdx"): PageEntry => {
  const yaml = Object.entries(fields)
    .map(([key, value]) => (value === null ? `${key}:\n` : stringify({ [key]: value })))
    .join("");
  const entry = readEntry({ file, text: `---\n${yaml}---\n\n# Title\n\nText.\n` }, { settings, images: new Set() });
  if (entry.kind !== "page") throw new Error(`${file} was not read as a page`);
  return entry;
};
const errorsOf = (fields: Record<string, unknown>, file?: string) => page(fields, file).errors;

describe("a page's frontmatter, as the content reader checks it", () => {
  it("accepts a complete page, and gives its typed frontmatter and route", () => {
    const entry = page(good);
    expect(entry.errors).toEqual([]);
    expect(entry.frontmatter).toEqual(good);
    expect(entry.route).toBe(good.slug);
    expect(errorsOf({ ...good, solidHeader: true })).toEqual([]);
  });

  it.each(["title", "slug", "description"])("names the file and the missing %s, and gives no frontmatter", (field) => {
    const fm: Record<string, unknown> = { ...good };
    delete fm[field];
    const entry = page(fm, "content/pages/broken.mdx");
    expect(entry.errors).toEqual([
      expect.stringMatching(new RegExp(`^content/pages/broken\\.mdx: frontmatter field "${field}" is missing; it must be \\S`)),
    ]);
    expect(entry.frontmatter).toBeUndefined();
  });

  it("refuses an empty title, and takes a field written with no value as missing", () => {
    expect(errorsOf({ ...good, title: "  " })).toEqual([
      expect.stringMatching(/^content\/pages\/fixture\.mdx: frontmatter field "title" is empty; it must be the page title/),
    ]);
    expect(errorsOf({ ...good, title: null, solidHeader: null })).toEqual([expect.stringMatching(/"title" is missing;/)]);
  });

  it("wants slugs to start with /, and not to end with one (the home page's is / alone)", () => {
    expect(errorsOf({ ...good, slug: "fixture-page" })).toEqual([
      expect.stringMatching(
        /^content\/pages\/fixture\.mdx: frontmatter field "slug" is "fixture-page"; it must be the route, starting with "\/"/,
      ),
    ]);
    expect(errorsOf({ ...good, slug: "/fixture-page/" })).toEqual([
      expect.stringMatching(
        /frontmatter field "slug" is "\/fixture-page\/"; it must be the route, starting with "\/" and not ending with one/,
      ),
    ]);
    expect(errorsOf({ ...good, slug: "/" })).toEqual([]);
  });

  it("reports wrong types and unknown fields", () => {
    expect(errorsOf({ ...good, solidHeader: "yes", tittle: "Oops" })).toEqual([
      expect.stringMatching(
        /^content\/pages\/fixture\.mdx: frontmatter field "solidHeader" is "yes" \(text, not true or false\); it must be true or false: true for pages/,
      ),
      expect.stringMatching(
        new RegExp(
          `^content/pages/fixture\\.mdx: frontmatter field "tittle" is not one we know\\. Known fields: ${Object.keys(frontmatterSchema.shape).join(", ")}\\.`,
        ),
      ),
    ]);
  });

  it("finds two files claiming one route", () => {
    const errors = findDuplicateRoutes([
      { route: "/a", file: "content/pages/a.mdx" },
      { route: "/b", file: "content/pages/b.mdx" },
      { route: "/a", file: "content/pages/copy.mdx" },
    ]);
    expect(errors).toEqual([
      expect.stringMatching(/^content\/pages\/a\.mdx and content\/pages\/copy\.mdx: frontmatter field "slug" is "\/a"/),
    ]);
  });
});
