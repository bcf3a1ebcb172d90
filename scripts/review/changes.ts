// Which routes a change touches. A page file (content/pages/*.mdx) maps to the route its frontmatter
// slug names, on the side or sides where it exists; a story (content/stories/*.mdx) to its page and to
// the pages that show it: the listing and tag pages it is on, the home page when it is among the newest
// (and the feed, which is named but not compared); a file that only tooling reads touches none; any
// other file (settings, components, styles, config, packages, static files) touches every route.
// Every file's kind, language and route is the content reader's (src/content-reader/), as in the build.
import { PAGES_DIR, readEntry, STORIES_DIR, storiesOf, type ReadContext } from "../../src/content-reader/entry";
import { parseFrontmatter } from "../../src/content-reader/frontmatter";
import { LOCALES } from "../../src/languages";
import { counterpart, localeOf } from "../../src/routes";
import { feedStories, homeStories } from "../../src/stories/picks";
import { listingsByLocale } from "../../src/stories/listing-pages";
import { feedRoute, homeRoute } from "../../src/routes";

/** One page or story of a side: its route, its text, and for a story the other routes that show it. */
export type Page = { route: string; source: string; shownOn?: Set<string> };
/** A content file as a side holds it: its path from the root (content/…) and its text. */
export type SourceFile = { file: string; source: string };

const IMAGES_DIR = "content/images/";

/** Files the built site never reads: tests, docs, tooling and its configuration. */
const TOOLING = [
  /^__tests__\//,
  /^docs\//,
  /^bench\//,
  /^tools\//,
  /^\.github\//,
  /^\.ci\//,
  // A clone may link a shared install in; the packages themselves are judged by package-lock.json.
  /^node_modules$/,
  /^[^/]+\.md$/,
  // scripts/serve.mjs decides what the pages weigh as served.
  /^scripts\/(?!serve\.mjs$)/,
  /^(\.gitignore|\.prettierignore|\.prettierrc\.json|\.htmlvalidate\.cjs|eslint\.config\.mjs|jest\.config\.js|knip\.json|playwright\.config\.ts|tsconfig\.json)$/,
];

const isPageFile = (file: string) => file.startsWith(`${PAGES_DIR}/`) && file.endsWith(".mdx");
const isStoryFile = (file: string) => file.startsWith(`${STORIES_DIR}/`) && file.endsWith(".mdx");

/**
 * Translations a change leaves behind: an English page or story changed here whose twin in another
 * language (same route under the language's prefix, on the head side) was not changed with it. `head` is
 * pagesOf the head side.
 */
export function translationsLeftBehind(changedFiles: string[], head: Map<string, Page>): { english: string; translation: string }[] {
  const changed = new Set(changedFiles);
  const byRoute = new Map([...head].map(([file, page]) => [page.route, file]));
  return changedFiles.flatMap((file) => {
    const route = head.get(file)?.route;
    if (!route || localeOf(route) !== "en") return [];
    return LOCALES.filter((locale) => locale !== "en")
      .map((locale) => byRoute.get(counterpart(route, locale)))
      .filter((twin): twin is string => Boolean(twin) && !changed.has(twin!))
      .map((translation) => ({ english: file, translation }));
  });
}

/** The frontmatter slug of an MDX source, as the content reader reads it. */
export function slugOf(source: string): string | undefined {
  const { data } = parseFrontmatter(source);
  const slug = data && typeof data === "object" ? (data as { slug?: unknown }).slug : undefined;
  return typeof slug === "string" ? slug : undefined;
}

/**
 * The pages of one side: page or story file -> { route, source } (and, for a story, `shownOn`: the other
 * pages that list it by the site's own plan, src/stories/plan.ts: listing and tag pages, the home page, the
 * feed). `context` is the side's settings and pictures, so `/about-{founder}` becomes the route the build
 * gives it and a story is valid as the build judges it. A story whose frontmatter the build would refuse
 * shows on no other page (its route is still its own); a page with no route is left out.
 */
export function pagesOf(files: SourceFile[], context: ReadContext, now = Date.now()): Map<string, Page> {
  const entries = files
    .filter(({ file }) => isPageFile(file) || isStoryFile(file))
    .map(({ file, source }) => readEntry({ file, text: source }, context));
  const valid = storiesOf(entries);
  const shownOn = new Map(entries.filter((entry) => entry.kind === "story").map((entry) => [entry.file, new Set<string>()]));
  for (const listing of listingsByLocale(valid, now)) for (const story of listing.stories) shownOn.get(story.file)?.add(listing.route);
  // Each language's home page and feed show that language's stories.
  for (const locale of new Set(valid.map((story) => story.locale))) {
    const mine = valid.filter((story) => story.locale === locale);
    const home = homeStories(mine, now);
    for (const story of [home.nextEvent, ...home.latest]) if (story) shownOn.get(story.file)?.add(homeRoute(locale));
    for (const story of feedStories(mine)) shownOn.get(story.file)?.add(feedRoute(locale));
  }
  const pages = new Map<string, Page>();
  for (const entry of entries) {
    if (!entry.route) continue;
    pages.set(entry.file, {
      route: entry.route,
      source: entry.text,
      ...(entry.kind === "story" ? { shownOn: shownOn.get(entry.file) } : {}),
    });
  }
  return pages;
}

/** Why a changed file touches the pages it does: "none", "page", "image" or "all". */
export function reach(file: string): "none" | "page" | "image" | "all" {
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
export function changedPages(
  changedFiles: string[],
  { base, head }: { base: Map<string, Page>; head: Map<string, Page> },
): { every?: string; pages: { file: string; base?: string; head?: string }[]; feed: boolean } {
  const files = new Set<string>();
  let every: string | undefined;
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
  const byRoute = (side: Map<string, Page>, route: string) => [...side].find(([, page]) => page.route === route)?.[0];
  let feed = false;
  for (const file of chosen) {
    for (const route of new Set([...(base.get(file)?.shownOn ?? []), ...(head.get(file)?.shownOn ?? [])])) {
      if (route.endsWith(".xml")) feed = true;
      else if (!routes.has(route)) {
        routes.add(route);
        const owner = byRoute(head, route) ?? byRoute(base, route) ?? `${STORIES_DIR}/(listing)`;
        pages.push({ file: owner, base: route, head: route });
      }
    }
  }
  pages.sort((a, b) => (a.head ?? a.base ?? "").localeCompare(b.head ?? b.base ?? ""));
  return { every, pages, feed };
}
