import { siteLinks, type SiteLinks } from "../../src/constants";
import { resolve } from "node:path";
import type { Content as RootContent, Root } from "mdast";
import type { MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import { toString } from "mdast-util-to-string";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import type { MdxJsxTextElement } from "mdast-util-mdx-jsx";
import { MDX_OPTIONS } from "../../src/content-reader/mdx-facts";
import { readEntry, storiesOf, type ContentSource, type PageEntry, type Story } from "../../src/content-reader/entry";
export type { PageEntry };
import { splitFrontmatter } from "../../src/content-reader/frontmatter";
import { readContent, type ContentTree } from "../../src/content-reader/read-content";
import { LOCALES } from "../../src/languages";
import { localize } from "../../src/routes";
import { STORIES_PATH, tagRoute } from "../../src/routes";

/**
 * What the tests know of the content, always through the content reader (src/content-reader/), so they
 * expect what the MDX and the settings say, whatever a writer changes: never a sample's words.
 */

/** The checkout these files belong to (in the launch-day Jest projects, the launch-day copy), whatever the working directory. */
const OWN_ROOT = resolve(__dirname, "../..");

const trees = new Map<string, ContentTree>();
/** The content tree of a checkout (by default the one these tests belong to), read once per test file. */
export function contentOf(root: string = OWN_ROOT): ContentTree {
  if (!trees.has(root)) trees.set(root, readContent(root));
  return trees.get(root)!;
}

/** The routes the header and footer link to in a checkout (by default this one), as the build resolves them from the pages. */
export const linksIn = (root: string = OWN_ROOT): SiteLinks => siteLinks(contentOf(root).pages);

/** Every page's route in every language, with its file: a new page or translation is tested too. */
export const ROUTES: { path: string; file: string }[] = contentOf(OWN_ROOT)
  .pages.map(({ route, file }) => ({ path: route, file }))
  .sort((a, b) => a.path.localeCompare(b.path));

/**
 * One route per story template and language, from content/stories/ as committed: a story (an event when
 * there is one, so its calendar block is checked too), the listing and the first story's first tag page.
 * The browser checks every route by template; the built-file checks in Node read every story's page.
 */
export const TEMPLATE_ROUTES: { path: string; template: "story" | "listing" }[] = LOCALES.flatMap((locale) => {
  const stories = contentOf(OWN_ROOT)
    .stories.filter((story) => story.locale === locale)
    .sort((a, b) => a.file.localeCompare(b.file));
  const story = stories.find((s) => s.frontmatter.event) ?? stories[0];
  return [
    { path: localize(STORIES_PATH, locale), template: "listing" as const },
    ...(story
      ? [
          { path: story.route, template: "story" as const },
          { path: tagRoute(story.frontmatter.tags[0], locale), template: "listing" as const },
        ]
      : []),
  ];
});

/** Story files ({ file, text }, file as content/stories/…) read as the build reads them; one the build refuses fails the test with its messages. */
export function readStories(files: ContentSource[], images: Iterable<string>, settings = contentOf().settingsFile): Story[] {
  const known = new Set(images);
  const entries = files.map((source) => readEntry(source, { settings: settings as { founder: { firstName: string } }, images: known }));
  const errors = entries.flatMap((entry) => entry.errors);
  if (errors.length) throw new Error(errors.join("\n"));
  return storiesOf(entries);
}

/** The stories of a checkout (`root`) in its English folder. */
export const storiesIn = (root: string): Story[] => contentOf(root).stories.filter((story) => story.locale === "en");

/** The stories of a checkout in every language (content/stories/es/… are Spanish), each with its language. */
export const allStoriesIn = (root: string): Story[] => contentOf(root).stories;

/** Every route the per-route browser checks visit: each MDX page (with its file), and one route of each story template. */
export const ALL_ROUTES: { path: string; file?: string; template: "page" | "story" | "listing" }[] = [
  ...ROUTES.map(({ path, file }) => ({ path, file, template: "page" as const })),
  ...TEMPLATE_ROUTES,
];

/** A page of a checkout by its file under content/pages/ ("awareness.mdx", "es/index.mdx"). */
export function pageIn(root: string, name: string): PageEntry {
  const page = contentOf(root).pages.find((entry) => entry.file === `content/pages/${name}`);
  if (!page?.frontmatter) throw new Error(`content/pages/${name}: no such page in ${root}, or the reader refused it`);
  return page;
}

/** The text props of each use of a component in a file, in order (`<Hero title="…">` gives { title: "…", … }). */
export const propsOf = (entry: { mdx: PageEntry["mdx"] }, component: string): Record<string, string>[] =>
  entry.mdx.components
    .filter((use) => use.name === component)
    .map((use) => Object.fromEntries([...use.props].flatMap(([key, value]) => (value.kind === "text" ? [[key, value.value]] : []))));

const mdxParser = unified().use(remarkParse).use(remarkMdx).freeze();
/** A file's body as remark-mdx reads it, for the words a test expects on the page. */
export const bodyTree = (entry: { text: string }): Root => mdxParser.parse(splitFrontmatter(entry.text).body);

const isComponent = (node: RootContent, name: string, title?: string): node is MdxJsxFlowElement =>
  node.type === "mdxJsxFlowElement" &&
  node.name === name &&
  (title === undefined ||
    node.attributes.some(
      (a: { type: string; name?: string; value?: unknown }) => a.type === "mdxJsxAttribute" && a.name === "title" && a.value === title,
    ));

/** A paragraph of words alone: no component or expression in it, whose words the settings would fill in. */
const isPlainParagraph = (node: RootContent) => node.type === "paragraph" && !node.children.some((c) => c.type.startsWith("mdx"));

/** The plain paragraphs' texts directly inside a component with that title (a Section's own prose), in order. */
export function paragraphsIn(entry: { text: string }, component: string, title: string): string[] {
  const found: string[][] = [];
  const walk = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (isComponent(node, component, title)) found.push(node.children.filter(isPlainParagraph).map((c) => toString(c)));
      if ("children" in node) walk(node.children as RootContent[]);
    }
  };
  walk(bodyTree(entry).children);
  if (found.length !== 1) throw new Error(`expected one <${component} title="${title}">, found ${found.length}`);
  return found[0];
}

/** The list items' texts inside a component with that title (an InfoCard's bullets), in order, each as one line. */
export function listItemsIn(entry: { text: string }, component: string, title: string): string[] {
  const found: string[][] = [];
  const items = (nodes: RootContent[]): string[] =>
    nodes.flatMap((node) =>
      node.type === "listItem"
        ? [toString(node).replace(/\s+/g, " ").trim()]
        : "children" in node
          ? items(node.children as RootContent[])
          : [],
    );
  const walk = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (isComponent(node, component, title)) found.push(items(node.children));
      else if ("children" in node) walk(node.children as RootContent[]);
    }
  };
  walk(bodyTree(entry).children);
  if (found.length !== 1) throw new Error(`expected one <${component} title="${title}">, found ${found.length}`);
  return found[0];
}

/** The body's paragraphs, each as one line of text, wherever they stand. */
export function paragraphs(entry: { text: string }): string[] {
  const texts: string[] = [];
  const walk = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (node.type === "paragraph") texts.push(toString(node).replace(/\s*\n\s*/g, " "));
      else if ("children" in node) walk(node.children as RootContent[]);
    }
  };
  walk(bodyTree(entry).children);
  return texts;
}

/** Each use of a component (flow or inline) with its text props and its children's text ("<FormButton …>Contact Us</FormButton>"). */
export function usesOf(entry: { text: string }, component: string): { props: Record<string, string>; text: string }[] {
  const found: { props: Record<string, string>; text: string }[] = [];
  const walk = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if ((node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && node.name === component)
        found.push({
          props: Object.fromEntries(
            node.attributes.flatMap((a: { type: string; name?: string; value?: unknown }) =>
              a.type === "mdxJsxAttribute" && typeof a.value === "string" ? [[a.name, a.value]] : [],
            ),
          ),
          text: toString(node).trim(),
        });
      if ("children" in node) walk(node.children as RootContent[]);
    }
  };
  walk(bodyTree(entry).children);
  return found;
}

/** The amounts on a page's impact ladder (<GiftLadder>), as the build's own MDX plugins mark them (<GiftAmount amount>). */
export function ladderAmounts(text: string): string[] {
  const processor = unified().use(remarkParse).use(remarkMdx).use(MDX_OPTIONS.remarkPlugins);
  const tree = processor.runSync(processor.parse(splitFrontmatter(text).body)) as Root;
  const amounts: string[] = [];
  visit(tree, "mdxJsxTextElement", (node: MdxJsxTextElement) => {
    const amount = node.name === "GiftAmount" && node.attributes.find((a) => a.type === "mdxJsxAttribute" && a.name === "amount");
    if (amount && typeof amount.value === "string") amounts.push(amount.value);
  });
  return amounts;
}
