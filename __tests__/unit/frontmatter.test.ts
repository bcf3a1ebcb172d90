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
    expect(errors).toEqual([expect.stringContaining(`content/pages/broken.mdx: frontmatter field "${field}" is missing or empty`)]);
  });

  it("treats an empty title as missing", () => {
    expect(validateFrontmatter({ ...good, title: "  " }, "a.mdx")[0]).toMatch(/"title" is missing or empty/);
  });

  it("wants slugs to start with /", () => {
    expect(validateFrontmatter({ ...good, slug: "awareness" }, "a.mdx")).toEqual([
      expect.stringMatching(/a\.mdx: frontmatter field "slug" is "awareness" but must start with "\/"/),
    ]);
  });

  it("reports wrong types and unknown fields", () => {
    const errors = validateFrontmatter({ ...good, solidHeader: "yes", tittle: "Oops" }, "a.mdx");
    expect(errors).toEqual([
      expect.stringMatching(/"solidHeader" must be a boolean/),
      expect.stringMatching(/"tittle" is not one we know/),
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
