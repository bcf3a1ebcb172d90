import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { fillSlug } from "../../src/founder-route";
import { STORIES_PATH, storyRoute, tagRoute } from "../../src/stories/plan";

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

const STORIES = path.resolve("content/stories");

/**
 * One route per story template, from content/stories/ as committed: a story (an event when there is one,
 * so its calendar block is checked too), the listing and the first story's first tag page. The browser
 * checks every route by template; the built-file checks in Node read every story's page.
 */
export const TEMPLATE_ROUTES: { path: string; template: "story" | "listing" }[] = (() => {
  const stories = (existsSync(STORIES) ? readdirSync(STORIES) : [])
    .filter((name) => name.endsWith(".mdx"))
    .sort()
    .map((name) => ({ slug: name.slice(0, -".mdx".length), data: matter(readFileSync(path.join(STORIES, name), "utf8")).data }));
  const story = stories.find((s) => s.data.event) ?? stories[0];
  return [
    { path: STORIES_PATH, template: "listing" as const },
    ...(story
      ? [
          { path: storyRoute(story.slug), template: "story" as const },
          { path: tagRoute(String(story.data.tags[0])), template: "listing" as const },
        ]
      : []),
  ];
})();
