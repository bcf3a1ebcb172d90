// Which routes a change touches. A page file (content/pages/*.mdx) maps to the route its frontmatter
// slug names, on the side or sides where it exists; a file that only tooling reads touches none; any
// other file (settings, components, styles, config, packages, static files) touches every route.
import matter from "gray-matter";

export const PAGES_DIR = "content/pages/";
export const IMAGES_DIR = "content/images/";

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

/** The frontmatter slug of an MDX source, parsed as gatsby-plugin-mdx parses it (gray-matter, YAML only). */
export function slugOf(source) {
  const off = () => ({});
  const { data } = matter(source, { language: "yaml", engines: { js: off, javascript: off, json: off } });
  return typeof data.slug === "string" ? data.slug : undefined;
}

/**
 * The pages of one side: page file -> { route, source }. `fillSlug(slug, settings)` is the site's own
 * (src/settings.ts), so `/about-{founder}` becomes the route the build gives it.
 */
export function pagesOf(files, settings, fillSlug) {
  const pages = new Map();
  for (const { file, source } of files) {
    if (!isPageFile(file)) continue;
    const slug = slugOf(source);
    if (slug) pages.set(file, { route: fillSlug(slug, settings), source });
  }
  return pages;
}

/** Why a changed file touches the pages it does: "none", "page", "image" or "all". */
export function reach(file) {
  if (isPageFile(file)) return "page";
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
    .filter((page) => page.base || page.head)
    .sort((a, b) => (a.head ?? a.base).localeCompare(b.head ?? b.base));
  return { every, pages };
}
