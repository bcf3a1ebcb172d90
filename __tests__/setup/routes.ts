import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { fillSlug } from "../../src/founder-route";

const PAGES = path.resolve("content/pages");

/**
 * Every page's route, read from the MDX files' frontmatter as the build reads it (so a new page is tested
 * too): `path` with the committed settings, `slug` as the MDX writes it.
 */
export const ROUTES: { path: string; slug: string; file: string }[] = readdirSync(PAGES)
  .filter((name) => name.endsWith(".mdx"))
  .map((name) => {
    const slug = String(matter(readFileSync(path.join(PAGES, name), "utf8")).data.slug);
    return { path: fillSlug(slug), slug, file: name };
  })
  .sort((a, b) => a.path.localeCompare(b.path));
