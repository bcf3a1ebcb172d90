import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { fillSlug } from "../../src/founder-route";
import { storyLocale } from "../../src/content-checks/story";
import { LOCALES, localize } from "../../src/i18n/locales";
import { STORIES_PATH, storyRoute, tagRoute } from "../../src/stories/plan";

const PAGES = path.resolve("content/pages");

/**
 * Every page's route in every language, read from the MDX files' frontmatter as the build reads it (so a
 * new page or translation is tested too): `path` with the committed settings, `slug` as the MDX writes it.
 */
export const ROUTES: { path: string; slug: string; file: string }[] = readdirSync(PAGES, { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".mdx"))
  .map((name) => {
    const slug = String(matter(readFileSync(path.join(PAGES, name), "utf8")).data.slug);
    return { path: fillSlug(slug), slug, file: name };
  })
  .sort((a, b) => a.path.localeCompare(b.path));

const STORIES = path.resolve("content/stories");

/**
 * One route per story template and language, from content/stories/ as committed: a story (an event when
 * there is one, so its calendar block is checked too), the listing and the first story's first tag page.
 * The browser checks every route by template; the built-file checks in Node read every story's page.
 */
export const TEMPLATE_ROUTES: { path: string; template: "story" | "listing" }[] = LOCALES.flatMap((locale) => {
  const stories = (existsSync(STORIES) ? readdirSync(STORIES, { recursive: true, encoding: "utf8" }) : [])
    .filter((name) => name.endsWith(".mdx") && storyLocale(`content/stories/${name}`) === locale)
    .sort()
    .map((name) => ({ slug: path.basename(name, ".mdx"), data: matter(readFileSync(path.join(STORIES, name), "utf8")).data }));
  const story = stories.find((s) => s.data.event) ?? stories[0];
  return [
    { path: localize(STORIES_PATH, locale), template: "listing" as const },
    ...(story
      ? [
          { path: storyRoute(story.slug, locale), template: "story" as const },
          { path: tagRoute(String(story.data.tags[0]), locale), template: "listing" as const },
        ]
      : []),
  ];
});
