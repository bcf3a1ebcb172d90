import { splitFrontmatter } from "../../src/content-reader/frontmatter";
import { slug } from "github-slugger";
import { CallToAction } from "../../src/components/call-to-action";
import { Heading2 } from "../../src/components/prose";
import { Section } from "../../src/components/section";
import { eachNode, readMdx, remarkAnchorIds } from "../../src/content-reader/mdx-facts";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { contentOf } from "../setup/content";
import { renderInSite } from "../setup/render";

// Every page in every language, as the content reader found them.
const pages = contentOf().pages;

describe("readMdx: one reading of a page", () => {
  it("lists the '## ' headings in order, with github-slugger's ids, skipping code and other levels", () => {
    const text = "---\ntitle: x\n---\n\n# Title\n\n## 1. First\ntext\n\n```md\n## 9. In a Fence\n```\n\n## 2. Second & Third\n### Not This";
    expect(readMdx(text).toc).toEqual([
      { text: "1. First", id: slug("1. First") },
      { text: "2. Second & Third", id: slug("2. Second & Third") },
    ]);
  });

  it("lists the images placed by props, once per use, with their alt text and places", () => {
    const text = 'Intro.\n\n<Hero image="a.jpg" alt="" />\n\n<Figure\n  image={"b.jpg"}\n  alt="B"\n/>';
    expect(readMdx(text).images).toEqual([
      { name: "a.jpg", alt: "", at: { line: 3, column: 1 } },
      { name: "b.jpg", alt: "B", at: { line: 6, column: 10 } },
    ]);
  });

  it("does not read frontmatter as Markdown, and keeps its lines in the count", () => {
    const facts = readMdx("---\nslug: /x\ntitle: A Setext Heading?\n---\n\n<StatCrad />\n");
    expect(facts.toc).toEqual([]);
    expect(facts.components.map((c) => [c.name, c.at.line])).toEqual([["StatCrad", 6]]);
  });

  it("keeps MDX's own error where the file does not parse: its reason, and its line and column in the whole file", () => {
    const lines = ["---", "title: x", "---", "", "Men <50 should ask."];
    // MDX stops at the character after the "<", which cannot start a tag's name.
    const [line, column] = [lines.length, lines[lines.length - 1].indexOf("<") + 2];
    expect(readMdx(lines.join("\n")).syntaxError).toEqual({
      message: expect.stringContaining("before name"),
      reason: expect.stringContaining("before name"),
      line,
      column,
    });
    // A tag left open to the end of the file has no place of its own; the reason names where the tag starts.
    const open = [...lines.slice(0, 4), '<Section title="x">', "", "Text."];
    expect(readMdx(open.join("\n")).syntaxError).toEqual({
      message: expect.any(String),
      reason: expect.stringContaining(`(5:1-5:${open[4].length + 1})`),
      line: undefined,
      column: undefined,
    });
  });
});

describe("the ids the build gives the components (remarkAnchorIds) are the ids the reading predicts", () => {
  const build = unified().use(remarkParse).use(remarkMdx).use(remarkAnchorIds);
  it.each(pages.map(({ route, text }) => [route, text]))("%s", (_route, text) => {
    // gatsby-plugin-mdx cuts the frontmatter off before MDX reads the file.
    const tree = build.runSync(build.parse(splitFrontmatter(text).body));
    eachNode(tree, (node) => {
      if (node.type === "heading" && node.depth === 2)
        renderInSite(<Heading2 id={(node.data?.hProperties as { id?: string } | undefined)?.id}>x</Heading2>);
      if (node.type !== "mdxJsxFlowElement" || (node.name !== "Section" && node.name !== "CallToAction")) return;
      const props = Object.fromEntries(
        node.attributes.flatMap((a) => (a.type === "mdxJsxAttribute" && typeof a.value === "string" ? [[a.name, a.value]] : [])),
      );
      if (node.name === "Section")
        renderInSite(
          <Section title="x" {...props}>
            x
          </Section>,
        );
      else
        renderInSite(
          <CallToAction title="x" to="/" label="x" {...props}>
            x
          </CallToAction>,
        );
    });
    const rendered = [...document.querySelectorAll("[id]")].map((element) => element.id);
    expect(rendered.sort()).toEqual(
      readMdx(text)
        .ids.map(({ id }) => id)
        .sort(),
    );
  });
});
