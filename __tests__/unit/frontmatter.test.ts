import { findDuplicateSlugs, validateFrontmatter } from "../../src/content-checks/frontmatter";

const good = { slug: "/awareness", title: "Awareness", description: "Why early detection matters." };

describe("frontmatter checks", () => {
  it("accepts a complete page", () => {
    expect(validateFrontmatter(good, "content/pages/awareness.mdx")).toEqual([]);
    expect(validateFrontmatter({ ...good, solidHeader: true }, "x.mdx")).toEqual([]);
  });

  it.each(["title", "slug", "description"])("names the file and the missing %s", (field) => {
    const fm: Record<string, unknown> = { ...good };
    delete fm[field];
    const errors = validateFrontmatter(fm, "content/pages/broken.mdx");
    expect(errors).toEqual([
      expect.stringMatching(new RegExp(`^content/pages/broken\\.mdx: frontmatter field "${field}" is missing; it must be \\S`)),
    ]);
  });

  it("refuses an empty title, and takes a field written with no value as missing", () => {
    expect(validateFrontmatter({ ...good, title: "  " }, "a.mdx")).toEqual([
      expect.stringMatching(/^a\.mdx: frontmatter field "title" is empty; it must be the page title/),
    ]);
    expect(validateFrontmatter({ ...good, title: null, solidHeader: null }, "a.mdx")).toEqual([
      expect.stringMatching(/"title" is missing;/),
    ]);
  });

  it("wants slugs to start with /", () => {
    expect(validateFrontmatter({ ...good, slug: "awareness" }, "a.mdx")).toEqual([
      expect.stringMatching(/^a\.mdx: frontmatter field "slug" is "awareness"; it must be the route, starting with "\/"/),
    ]);
  });

  it("reports wrong types and unknown fields", () => {
    const errors = validateFrontmatter({ ...good, solidHeader: "yes", tittle: "Oops" }, "a.mdx");
    expect(errors).toEqual([
      expect.stringMatching(
        /^a\.mdx: frontmatter field "solidHeader" is "yes" \(text, not true or false\); it must be true or false: true for pages/,
      ),
      expect.stringMatching(
        /^a\.mdx: frontmatter field "tittle" is not one we know\. Known fields: slug, title, description, solidHeader, englishVersion\./,
      ),
    ]);
  });

  it("finds two files claiming one route", () => {
    const errors = findDuplicateSlugs([
      { slug: "/a", file: "content/pages/a.mdx" },
      { slug: "/b", file: "content/pages/b.mdx" },
      { slug: "/a", file: "content/pages/copy.mdx" },
    ]);
    expect(errors).toEqual([
      expect.stringMatching(/^content\/pages\/a\.mdx and content\/pages\/copy\.mdx: frontmatter field "slug" is "\/a"/),
    ]);
  });
});
