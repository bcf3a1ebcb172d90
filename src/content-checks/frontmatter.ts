import { frontmatterSchema } from "../mdx-schema/frontmatter";
import { explain } from "./explain";

export type { Frontmatter } from "../mdx-schema/frontmatter";

/** Checks one page's frontmatter and returns a message per problem, each naming the file and the field. */
export function validateFrontmatter(frontmatter: unknown, file: string): string[] {
  // A field written with no value (`solidHeader:`) reads as null: it counts as not given.
  const fields = Object.entries(frontmatter && typeof frontmatter === "object" ? frontmatter : {}).filter(([, value]) => value !== null);
  return explain(frontmatterSchema, Object.fromEntries(fields), (field) => `${file}: frontmatter field "${field}"`);
}

/** Reports every route claimed by more than one file (a page's slug, a story's file name, the story listing's routes). */
export function findDuplicateSlugs(pages: { slug: string; file: string }[]): string[] {
  const byslug = new Map<string, string[]>();
  for (const { slug, file } of pages) byslug.set(slug, [...(byslug.get(slug) ?? []), file]);
  return [...byslug.entries()]
    .filter(([, files]) => files.length > 1)
    .map(([slug, files]) =>
      files.some((file) => !file.startsWith("content/pages/") && file.includes("/"))
        ? `${files.join(" and ")}: each makes the route "${slug}"; every page and story needs its own route (a story's is /stories/ and its file name).`
        : `${files.join(" and ")}: frontmatter field "slug" is "${slug}" in each; every page needs its own route.`,
    );
}
