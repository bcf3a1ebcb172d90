import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { evaluate } from "@mdx-js/mdx";
import { MDXProvider, useMDXComponents } from "@mdx-js/react";
import * as runtime from "react/jsx-runtime";
import { mdxComponents } from "../../src/components/mdx-components";
import { MdxTree } from "../../src/components/render-tree";
import { MDX_OPTIONS, withoutFrontmatter } from "../../src/content-reader/mdx-facts";
import { compileMdxTree } from "../../src/content-reader/compile-tree";
import { storyTrees } from "../../src/pipeline/story-trees";
import { contentOf } from "../setup/content";
import { renderInSite } from "../setup/render";

/*
 * A story's body is built as a tree (src/content-reader/compile-tree.ts) and rendered by the one story template
 * (src/components/render-tree.tsx), where a page's is compiled by gatsby-plugin-mdx into a component: both must
 * render the same elements. Each is rendered with the site's MDX map and compared, for every story and for a
 * text that uses what Markdown and the components' props can say.
 */

/** What gatsby-plugin-mdx's component renders: MDX 2 with the site's options and the map from the MDXProvider. */
async function compiledHtml(text: string): Promise<string> {
  const options = { ...runtime, useMDXComponents, ...MDX_OPTIONS } as unknown as Parameters<typeof evaluate>[1];
  const { default: Content } = await evaluate(withoutFrontmatter(text), options);
  return renderInSite(
    <MDXProvider components={mdxComponents}>
      <Content />
    </MDXProvider>,
  ).container.innerHTML;
}

async function treeHtml(text: string): Promise<string> {
  const tree = JSON.parse(JSON.stringify(await compileMdxTree(text))) as Awaited<ReturnType<typeof compileMdxTree>>;
  return renderInSite(
    <MDXProvider components={mdxComponents}>
      <MdxTree tree={tree} />
    </MDXProvider>,
  ).container.innerHTML;
}

const stories = contentOf().storyEntries;

const MARKDOWN = `---
title: "Frontmatter is not the body"
---

A paragraph with *emphasis*, **strength**, \`code\`, a [link](/donate "Give") and a line
break, then <OrgName /> in the middle of a sentence.

## A Heading With an Id

1. First
2. Second with [a link](#a-heading-with-an-id)

- one
- two

> A quotation, in Markdown.

{/* A note for writers: never rendered. */}

<ScriptureQuote reference={"Psalm 23:1"}>

The Lord is my shepherd.

</ScriptureQuote>

---

<CallButton />
`;

it("has stories to compare", () => {
  expect(stories.length).toBeGreaterThan(0);
});

it.each(stories.map((story) => [story.file, story.text]))("%s: its tree renders what its compiled MDX renders", async (_file, text) => {
  const html = await treeHtml(text);
  expect(html.length).toBeGreaterThan(100);
  expect(html).toBe(await compiledHtml(text));
});

it("renders Markdown, components in text and flow, string and expression props, and leaves out comments, as MDX does", async () => {
  const html = await treeHtml(MARKDOWN);
  expect(html).toBe(await compiledHtml(MARKDOWN));
  expect(html).not.toContain("Frontmatter is not the body");
  expect(html).not.toContain("A note for writers");
  expect(html).toContain('id="a-heading-with-an-id"');
});

it("keeps the tree data: every element a tag or a component, every prop text, a number or a flag", async () => {
  const tree = await compileMdxTree(MARKDOWN);
  expect(JSON.parse(JSON.stringify(tree))).toEqual(tree);
  const types = new Set<string>();
  const visit = (node: (typeof tree)[number]) => {
    if (typeof node === "string") return;
    types.add(node.type);
    node.children.forEach(visit);
  };
  tree.forEach(visit);
  expect([...types].filter((type) => /^[A-Z]/.test(type)).sort()).toEqual(["CallButton", "OrgName", "ScriptureQuote"]);
});

it("says where a body cannot be compiled, with the file's line", async () => {
  await expect(compileMdxTree('---\ntitle: x\n---\n\nText.\n\n<Figure image={images[0]} alt="" />\n')).rejects.toThrow(
    /code, not text|images/,
  );
  await expect(compileMdxTree("---\ntitle: x\n---\n\nText <b>unclosed.\n")).rejects.toMatchObject({ line: 5 });
});

describe("storyTrees: each story compiled once per text, kept between builds", () => {
  const cacheDir = mkdtempSync(join(tmpdir(), "story-trees-"));
  afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));
  const build = (texts: { file: string; text: string }[]) => storyTrees(texts, { root: process.cwd(), cacheDir });
  const cacheFile = () => readFileSync(join(cacheDir, "story-trees.json"), "utf8");

  it("compiles every story on a clean build, none on the next, and only an edited one after an edit", async () => {
    const first = await build(stories);
    expect(first.compiled).toBe(stories.length);
    for (const story of stories) expect(first.trees.get(story.file)).toEqual(await compileMdxTree(story.text));

    const again = await build(stories);
    expect(again.compiled).toBe(0);
    expect(again.trees).toEqual(first.trees);

    const [edited, ...rest] = stories;
    const text = `${edited.text}\nOne sentence more.\n`;
    const after = await build([{ file: edited.file, text }, ...rest]);
    expect(after.compiled).toBe(1);
    expect(JSON.stringify(after.trees.get(edited.file))).toContain("One sentence more.");
    // The cache keeps only the texts the stories have now: the edited story's old text is gone.
    expect(Object.keys(JSON.parse(cacheFile()).trees)).toHaveLength(new Set([text, ...rest.map((s) => s.text)]).size);
  });

  it("stops with the story's file and line when its body cannot be compiled", async () => {
    await expect(build([{ file: "content/stories/broken.mdx", text: "---\ntitle: x\n---\n\nText <b>unclosed.\n" }])).rejects.toThrow(
      /^content\/stories\/broken\.mdx:5: /,
    );
  });
});

it("sets buttons written one after another in one row, and a button alone in a row of its own, in pages and stories alike", async () => {
  const text = `---\ntitle: "Buttons"\n---\n\nBefore.\n\n<ButtonLink to="/donate">Give</ButtonLink>\n\n<CallButton />\n\nBetween.\n\n<ButtonLink to="/get-help" variant="outline">Help</ButtonLink>\n`;
  const html = await compiledHtml(text);
  expect(await treeHtml(text)).toBe(html);
  const rows = renderInSite(<div dangerouslySetInnerHTML={{ __html: html }} />).container.querySelectorAll("[data-buttons]");
  expect([...rows].map((row) => [...row.children].map((child) => child.tagName))).toEqual([["A", "A"], ["A"]]);
  // Nothing else moves: the words stay outside the rows, in order.
  expect(html.indexOf("Before.")).toBeLessThan(html.indexOf("data-buttons"));
  expect(html.lastIndexOf("Between.")).toBeLessThan(html.lastIndexOf("data-buttons"));
});
