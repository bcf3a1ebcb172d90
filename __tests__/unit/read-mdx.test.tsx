import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { slug } from "github-slugger";
import { CallToAction } from "../../src/components/call-to-action";
import { Heading2 } from "../../src/components/prose";
import { Section } from "../../src/components/section";
import { readMdx } from "../../src/content-checks/read-mdx";
import { renderInSite } from "../setup/render";

const pages = readdirSync("content/pages").map((name) => readFileSync(join("content/pages", name), "utf8"));

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
});

describe("the ids the components render are the ids the reading predicts", () => {
  it.each(pages.map((text) => [text.match(/^slug: (.+)$/m)![1], text]))("%s", (_slug, text) => {
    const facts = readMdx(text);
    for (const use of facts.components) {
      const title = use.props.get("title");
      const id = use.props.get("id");
      if (title?.kind !== "text") continue;
      const given = id?.kind === "text" ? id.value : undefined;
      if (use.name === "Section")
        renderInSite(
          <Section title={title.value} id={given}>
            x
          </Section>,
        );
      if (use.name === "CallToAction")
        renderInSite(
          <CallToAction title={title.value} to="/" label="x">
            x
          </CallToAction>,
        );
    }
    for (const entry of facts.toc) renderInSite(<Heading2>{entry.text}</Heading2>);
    const rendered = [...document.querySelectorAll("[id]")].map((element) => element.id);
    expect(rendered.sort()).toEqual(facts.ids.map(({ id }) => id).sort());
  });
});
