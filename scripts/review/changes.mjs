// Which routes a change touches. A page file (content/pages/*.mdx) maps to the route its frontmatter
// slug names, on the side or sides where it exists; a story (content/stories/*.mdx) to its page and to
// the pages that show it: the listing and tag pages it is on, the home page when it is among the newest
// (and the feed, which is named but not compared); a file that only tooling reads touches none; any
// other file (settings, components, styles, config, packages, static files) touches every route.
import matter from "gray-matter";

export const PAGES_DIR = "content/pages/";
export const IMAGES_DIR = "content/images/";
export const STORIES_DIR = "content/stories/";

/** Files the built site never reads: tests, docs, tooling and its configuration. */
const TOOLING = [
  /^__tests__\//,
  /^docs\//,
  /^bench\//,
  /^\.github\//,
  /^\.ci\//,
  // A clone may link a shared install in; the packages themselves are judged by package-lock.json.
  /^node_modules$/,
  /^[^/]+\.md$/,
  // scripts/serve.mjs decides what the pages weigh as served; scripts/images/ are sources of content/images/.
  /^scripts\/(?!serve\.mjs$)/,
  /^(\.gitignore|\.prettierignore|\.prettierrc\.json|\.htmlvalidate\.cjs|eslint\.config\.mjs|jest\.config\.js|playwright\.config\.ts|tsconfig\.json)$/,
];

export const isPageFile = (file) => file.startsWith(PAGES_DIR) && file.endsWith(".mdx");
export const isStoryFile = (file) => file.startsWith(STORIES_DIR) && file.endsWith(".mdx");

/** A story's slug and language from its path: content/stories/es/<slug>.mdx is Spanish (the build's rule, storyLocale). */
const storyName = (file) => {
  const parts = file.slice(STORIES_DIR.length, -".mdx".length).split("/");
  return { slug: parts.at(-1), locale: parts.length > 1 ? parts[0] : "en" };
};

/**
 * Translations a change leaves behind: an English page or story changed here whose twin in another
 * language (same route under the language's prefix, on the head side) was not changed with it. `head` is
 * pagesOf the head side; `locales` is src/i18n/locales.ts.
 */
export function translationsLeftBehind(changedFiles, head, { localeOf, counterpart, LOCALES }) {
  const changed = new Set(changedFiles);
  const byRoute = new Map([...head].map(([file, page]) => [page.route, file]));
  return changedFiles.flatMap((file) => {
    const route = head.get(file)?.route;
    if (!route || localeOf(route) !== "en") return [];
    return LOCALES.filter((locale) => locale !== "en")
      .map((locale) => byRoute.get(counterpart(route, locale)))
      .filter((twin) => twin && !changed.has(twin))
      .map((translation) => ({ english: file, translation }));
  });
}

const frontmatterOf = (source) => {
  const off = () => ({});
  return matter(source, { language: "yaml", engines: { js: off, javascript: off, json: off } }).data;
};

/** The frontmatter slug of an MDX source, parsed as gatsby-plugin-mdx parses it (gray-matter, YAML only). */
export function slugOf(source) {
  const { slug } = frontmatterOf(source);
  return typeof slug === "string" ? slug : undefined;
}

/**
 * Where each story of one side shows: its own route, and `shownOn`, the other pages that list it, by the
 * site's own plan (src/stories/plan.ts): listing and tag pages, the home page, the feed. A story whose
 * frontmatter the build would refuse is left out (its route is still its own).
 */
function storiesOf(files, plan, now) {
  const stories = files.filter(({ file }) => isStoryFile(file));
  const valid = stories.flatMap(({ file, source }) => {
    const frontmatter = frontmatterOf(source);
    const ok = typeof frontmatter.date === "string" && Array.isArray(frontmatter.tags);
    return ok ? [{ ...storyName(file), file, frontmatter }] : [];
  });
  const shownOn = new Map(stories.map(({ file }) => [file, new Set()]));
  for (const listing of plan.listingsByLocale(valid, now)) for (const story of listing.stories) shownOn.get(story.file).add(listing.route);
  // Each language's home page and feed show that language's stories.
  for (const locale of new Set(valid.map((story) => story.locale))) {
    const mine = valid.filter((story) => story.locale === locale);
    const home = plan.homeStories(mine, now);
    for (const story of [home.nextEvent, ...home.latest]) if (story) shownOn.get(story.file).add(plan.homeRoute(locale));
    for (const story of plan.feedStories(mine)) shownOn.get(story.file).add(plan.feedRoute(locale));
  }
  return new Map(
    stories.map(({ file, source }) => {
      const { slug, locale } = storyName(file);
      return [file, { route: plan.storyRoute(slug, locale), source, shownOn: shownOn.get(file) }];
    }),
  );
}

/**
 * The pages of one side: page file -> { route, source }. `fillSlug(slug, settings)` is the site's own
 * (src/settings.ts), so `/about-{founder}` becomes the route the build gives it.
 */
export function pagesOf(files, settings, fillSlug, plan, now = Date.now()) {
  const pages = new Map();
  for (const { file, source } of files) {
    if (!isPageFile(file)) continue;
    const slug = slugOf(source);
    if (slug) pages.set(file, { route: fillSlug(slug, settings), source });
  }
  if (plan) for (const [file, story] of storiesOf(files, plan, now)) pages.set(file, story);
  return pages;
}

/** Why a changed file touches the pages it does: "none", "page", "image" or "all". */
export function reach(file) {
  if (isPageFile(file) || isStoryFile(file)) return "page";
  if (file.startsWith(IMAGES_DIR)) return "image";
  if (TOOLING.some((pattern) => pattern.test(file))) return "none";
  return "all";
}

/**
 * The pages a set of changed files touches, each as { file, base, head } (a route, or undefined where
 * the page does not exist on that side), sorted by route; with `every` naming the first file that
 * touches every route, if any.
 */
export function changedPages(changedFiles, { base, head }) {
  const files = new Set();
  let every;
  for (const file of changedFiles) {
    const kind = reach(file);
    if (kind === "page") files.add(file);
    else if (kind === "all") every ??= file;
    else if (kind === "image") {
      // A replaced picture touches the pages that place it by file name; if none does, play safe.
      const name = file.slice(IMAGES_DIR.length);
      const placing = [...base, ...head].filter(([, page]) => page.source.includes(`"${name}"`)).map(([f]) => f);
      if (placing.length) placing.forEach((f) => files.add(f));
      else every ??= file;
    }
  }
  const chosen = every ? new Set([...base.keys(), ...head.keys()]) : files;
  const pages = [...chosen]
    .map((file) => ({ file, base: base.get(file)?.route, head: head.get(file)?.route }))
    .filter((page) => page.base || page.head);
  // A changed story also changes the pages that show it, on either side: a listing or tag page is
  // compared under its route, the home page under its own file; the feed is named, not compared.
  const routes = new Set(pages.flatMap((page) => [page.base, page.head]));
  const byRoute = (side, route) => [...side].find(([, page]) => page.route === route)?.[0];
  let feed = false;
  for (const file of chosen) {
    for (const route of new Set([...(base.get(file)?.shownOn ?? []), ...(head.get(file)?.shownOn ?? [])])) {
      if (route.endsWith(".xml")) feed = true;
      else if (!routes.has(route)) {
        routes.add(route);
        const owner = byRoute(head, route) ?? byRoute(base, route) ?? `${STORIES_DIR}(listing)`;
        pages.push({ file: owner, base: route, head: route });
      }
    }
  }
  pages.sort((a, b) => (a.head ?? a.base).localeCompare(b.head ?? b.base));
  return { every, pages, feed };
}
