import { readdirSync, readFileSync } from "fs";
import path from "path";
import matter from "gray-matter";
import { fillSlug, founderSlug } from "../../src/settings";

const PAGES = path.resolve("content/pages");

/** Every page's route, read from the MDX files' frontmatter as the build reads it (so a new page is tested too). */
export const ROUTES: { path: string; file: string }[] = readdirSync(PAGES)
  .filter((name) => name.endsWith(".mdx"))
  .map((name) => ({ path: fillSlug(String(matter(readFileSync(path.join(PAGES, name), "utf8")).data.slug)), file: name }))
  .sort((a, b) => a.path.localeCompare(b.path));

/** The founder's story, whose route the settings name. */
export const FOUNDER_PATH = founderSlug();
