import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import { MDX_PROPS } from "../../src/components/mdx-props";
import { mdxComponents } from "../../src/components/mdx-components";
import { checkContent, type ContentSource } from "../../src/content/check-content";
import { sentenceLint } from "../../src/content/sentence-lint";
import { fillSlug } from "../../src/settings";

const PAGES = "content/pages";
const IMAGES = new Set(readdirSync("content/images"));
const realPages: ContentSource[] = readdirSync(PAGES).map((name) => {
  const text = readFileSync(join(PAGES, name), "utf8");
  return { file: `${PAGES}/${name}`, slug: fillSlug(text.match(/^slug: "?([^"\n]+)"?$/m)![1]), text };
});
/** A broken fixture page checked together with the real site, so links can point at real pages. */
const check = (body: string) =>
  checkContent([...realPages, { file: "content/pages/broken.mdx", slug: "/broken", text: `---\nslug: /broken\n---\n\n${body}\n` }], IMAGES);

describe("content check", () => {
  it("passes the site's own pages", () => {
    expect(checkContent(realPages, IMAGES)).toEqual([]);
  });

  it("knows every component of the MDX map", () => {
    const mapped = Object.keys(mdxComponents)
      .filter((name) => /^[A-Z]/.test(name))
      .sort();
    expect(Object.keys(MDX_PROPS).sort()).toEqual(mapped);
  });

  it("names an unknown component with its file and line", () => {
    expect(check('Text.\n\n<StatCrad value="1 in 8">men</StatCrad>')).toEqual([
      expect.stringMatching(/^content\/pages\/broken\.mdx:7: <StatCrad> is not a component the site knows/),
    ]);
  });

  it("reports a prop a component does not take, and one it needs", () => {
    const errors = check('<StatCard vaule="99%">survival</StatCard>');
    expect(errors).toEqual([
      expect.stringMatching(/broken\.mdx:5: <StatCard> has no prop "vaule"\. It takes: value\./),
      expect.stringMatching(/broken\.mdx:5: <StatCard> needs value="…"\. Add it\./),
    ]);
  });

  it("wants a FormButton's form and refuses an unknown one", () => {
    expect(check('<FormButton title="Contact Us">Contact Us</FormButton>')).toEqual([expect.stringMatching(/<FormButton> needs form="…"/)]);
    expect(check('<FormButton form="contcat" title="Contact Us">Contact Us</FormButton>')).toEqual([
      expect.stringMatching(/<FormButton form=…> is "contcat".*Use one of: contact, advocacy, healthGuide, doctorChecklist/),
    ]);
  });

  it("wants a ResourceCard's form unless it is coming soon", () => {
    expect(check('<ResourceCard title="Guide">x</ResourceCard>')).toHaveLength(3);
    expect(check('<ResourceCard title="Kit" comingSoon>x</ResourceCard>')).toEqual([]);
  });

  it("reports an image that is not in content/images/ and an image without alt text", () => {
    expect(check('<Figure image="missing.jpg" alt="A photo" />')).toEqual([
      expect.stringMatching(/broken\.mdx:5: image "missing\.jpg" is not in content\/images\//),
    ]);
    expect(check('<Hero image="hero-home.jpg" />')).toEqual([expect.stringMatching(/<Hero> needs alt="…" \(it has image=…\)/)]);
    expect(check('<Figure image="story-hero.jpg" alt="" />')).toEqual([expect.stringMatching(/Figure's alt is empty/)]);
  });

  it("reports links to routes that do not exist and anchors that are not on the page", () => {
    expect(check('<ButtonLink to="/donat">Give</ButtonLink>')).toEqual([
      expect.stringMatching(/broken\.mdx:5: the link to "\/donat" goes to \/donat, which is not a page/),
    ]);
    expect(check("Read [the policy](/privacy#99-nothing).")).toEqual([
      expect.stringMatching(/names #99-nothing, which is not on \/privacy/),
    ]);
    expect(check('<ButtonLink to="/donate#ways-to-give">Give</ButtonLink>\n\nSee [children](/privacy#10-childrens-privacy).')).toEqual([]);
  });

  it("asks for text props in double quotes rather than code", () => {
    expect(check("<StatCard value={99}>x</StatCard>")).toEqual([expect.stringMatching(/value is written as code \{99\}/)]);
  });
});

describe("one sentence per line", () => {
  it("holds for every page", () => {
    expect(realPages.flatMap((p) => sentenceLint(p.file, p.text))).toEqual([]);
  });

  it("finds a second sentence on a line, with its file and line", () => {
    expect(sentenceLint("a.mdx", "---\ntitle: x\n---\n\nOne sentence. Another one.\n")).toEqual([
      expect.stringMatching(/^a\.mdx:5: two sentences on one line/),
    ]);
  });

  it("wants a line of prose to start with a word, not a component", () => {
    expect(sentenceLint("a.mdx", 'Intro.\n\n<OrgName /> is a non-profit.\n<Figure image="a.jpg" alt="A" />\n')).toEqual([
      expect.stringMatching(/^a\.mdx:3: this line of prose starts with <OrgName>\. Start it with a word/),
    ]);
    expect(sentenceLint("a.mdx", '<Button to="/donate">Give</Button> today.\n')).toEqual([expect.stringMatching(/starts with <Button>/)]);
    expect(sentenceLint("a.mdx", "Our foundation, <OrgName />, is a non-profit.\n")).toEqual([]);
  });

  it("keeps each line of prose as Prettier formats it, so Prettier never rewraps a paragraph", () => {
    // Prettier as `npm run format` runs it, with the project's configuration.
    const format = (text: string) =>
      execFileSync("node_modules/.bin/prettier", ["--stdin-filepath", `${PAGES}/example.mdx`], { input: text, encoding: "utf8" });
    for (const page of realPages) expect(format(page.text)).toBe(page.text);
    // What the rule above prevents: a paragraph opening with a component is run together.
    const opening = "<OrgName /> is a non-profit.\nIt helps men.\n";
    expect(format(opening)).not.toBe(opening);
  });

  it("allows abbreviations, initials and numbers", () => {
    expect(
      sentenceLint(
        "a.mdx",
        "Ask Dr. Smith about the U.S. Preventive Services list, e.g. PSA tests.\nRobert M. Smith said 501(c)(3) is fine.\n",
      ),
    ).toEqual([]);
  });
});

describe("CONTENT.md", () => {
  const guide = readFileSync("CONTENT.md", "utf8");
  const examples = [...guide.matchAll(/```mdx\n([\s\S]*?)```/g)].map((m) => m[1]);

  it("shows every component of the MDX map in an example", () => {
    const shown = new Set(examples.flatMap((e) => [...e.matchAll(/<([A-Z][A-Za-z]*)/g)].map((m) => m[1])));
    expect(Object.keys(MDX_PROPS).filter((name) => !shown.has(name))).toEqual([]);
  });

  it("has examples that pass the content check and the one-sentence-per-line rule", () => {
    examples.forEach((example, i) => {
      const text = example.startsWith("---") ? example : `---\nslug: /example-${i}\n---\n${example}`;
      const slug = example.match(/^slug: (\S+)$/m)?.[1] ?? `/example-${i}`;
      expect(checkContent([...realPages, { file: `CONTENT.md example ${i + 1}`, slug, text }], IMAGES)).toEqual([]);
      expect(sentenceLint(`CONTENT.md example ${i + 1}`, text)).toEqual([]);
    });
  });
});
