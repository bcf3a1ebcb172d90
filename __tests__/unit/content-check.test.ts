import { readFileSync } from "node:fs";
import { BUILD_MADE } from "../../src/content-reader/mdx-facts";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { mdxComponents } from "../../src/components/mdx-components";
import { parseFrontmatter } from "../../src/content-reader/frontmatter";
import { checkContent } from "../../src/content-checks/check-content";
import { explainMdxError } from "../../src/content-checks/mdx-errors";
import { readMdx } from "../../src/content-reader/mdx-facts";
import { sentenceLint } from "../../src/content-checks/sentence-lint";
import { checkWords } from "../../src/content-checks/words";
import { FORM_KEYS, GIVE_FREQUENCIES, SECTION_TONES } from "../../src/mdx-schema/allowed-values";
import { MDX_PROPS, propsOf } from "../../src/mdx-schema/component-props";
import { contentOf } from "../setup/content";

const PAGES = "content/pages";
/** The site's pages (and all its pages and stories) and pictures, as the content reader reads them. */
const { pages: realPages, entries: realEntries, images: IMAGES, root: ROOT } = contentOf();
/** A picture the site has, and a real page with an anchor (a heading's or a Section's id): links and images point at them. */
const [IMAGE] = [...IMAGES].sort();
const anchored = realPages.find((page) => page.mdx.ids.length > 0)!;
const ANCHOR = `${anchored.route}#${anchored.mdx.ids[0].id}`;
/** A broken fixture page's text: its body starts on line 5 (the text's line 2, after the blank line 4). */
const brokenText = (body: string) => `---\nslug: /broken\n---\n\n${body}\n`;
/** A broken fixture page checked together with the real site, so links can point at real pages. */
const check = (body: string) =>
  checkContent(
    [...realPages, { file: "content/pages/broken.mdx", route: "/broken", text: brokenText(body), mdx: readMdx(brokenText(body)) }],
    IMAGES,
  );
/** Line:column of the first `needle` in a fixture body, counted as the broken page's file counts it. */
const lineColumnOf = (body: string, needle: string) => {
  const before = body.slice(0, body.indexOf(needle)).split("\n");
  // And the line of the text, as the editor shows it: the body's first line is the file's fourth.
  return `${before.length + 4}:${before[before.length - 1].length + 1}: line ${before.length + 1} of the text`;
};

describe("content check", () => {
  it("passes the site's own pages", () => {
    expect(realPages.length).toBeGreaterThan(0);
    expect(checkContent(realPages, IMAGES)).toEqual([]);
  });

  it("knows every component of the MDX map but those the build's plugins place", () => {
    const mapped = Object.keys(mdxComponents)
      .filter((name) => /^[A-Z]/.test(name))
      .sort();
    expect([...Object.keys(MDX_PROPS), ...BUILD_MADE].sort()).toEqual(mapped);
  });

  it("names an unknown component with its file and line", () => {
    expect(check('Text.\n\n<StatCrad value="1 in 8">men</StatCrad>')).toEqual([
      expect.stringMatching(/^content\/pages\/broken\.mdx:7:1: line 4 of the text: <StatCrad> is not a component the site knows/),
    ]);
  });

  it("names a component written in small letters, which MDX would show as nothing", () => {
    const [component] = Object.keys(MDX_PROPS);
    const small = component.toLowerCase();
    expect(check(`Call <${small} /> today.`)).toEqual([
      expect.stringMatching(
        new RegExp(`^content/pages/broken\\.mdx:5:6: line 2 of the text: <${small}> is written in small letters.*<${component}>`),
      ),
    ]);
    // An HTML tag the site's text may use is no component's name.
    expect(check("Some <b>bold</b> words.")).toEqual([]);
  });

  it("names code in curly braces in the text, which MDX would run instead of showing", () => {
    expect(check("Fewer than 50 men {today}.")).toEqual([
      expect.stringMatching(/^content\/pages\/broken\.mdx:5:19: line 2 of the text: curly braces hold code in MDX, so "\{today\}"/),
    ]);
    // A brace written as \{ is text.
    expect(check("A brace: \\{ and \\}.")).toEqual([]);
  });

  it("reports a prop a component does not take, and one it needs", () => {
    const errors = check('<StatCard vaule="99%">survival</StatCard>');
    expect(errors).toEqual([
      expect.stringMatching(/broken\.mdx:5:1: line 2 of the text: <StatCard> has no prop "vaule"\. It takes: value\./),
      expect.stringMatching(/broken\.mdx:5:1: line 2 of the text: <StatCard> needs value="…"\. Add it\./),
    ]);
  });

  it("wants a FormButton's form and refuses an unknown one", () => {
    expect(check('<FormButton title="Fixture form">Fixture form</FormButton>')).toEqual([
      expect.stringMatching(/<FormButton> needs form="…"/),
    ]);
    expect(check('<FormButton form="contcat" title="Fixture form">Fixture form</FormButton>')).toEqual([
      expect.stringContaining(`<FormButton form=…> is "contcat", which FormButton does not know. Use one of: ${FORM_KEYS.join(", ")}.`),
    ]);
  });

  it("wants a ResourceCard's form unless it is coming soon", () => {
    expect(check('<ResourceCard title="Guide">x</ResourceCard>')).toHaveLength(3);
    expect(check('<ResourceCard title="Kit" comingSoon>x</ResourceCard>')).toEqual([]);
  });

  it("reports an image that is not in content/images/ and an image without alt text", () => {
    expect(check('<Figure image="missing.jpg" alt="A photo" />')).toEqual([
      expect.stringMatching(/broken\.mdx:5:1: line 2 of the text: image "missing\.jpg" is not in content\/images\//),
    ]);
    expect(check(`<Hero image="${IMAGE}" />`)).toEqual([expect.stringMatching(/<Hero> needs alt="…" \(it has image=…\)/)]);
    expect(check(`<Figure image="${IMAGE}" alt="" />`)).toEqual([expect.stringMatching(/Figure's alt is empty/)]);
  });

  it("reports links to routes that do not exist and anchors that are not on the page", () => {
    expect(check('<ButtonLink to="/donat">Give</ButtonLink>')).toEqual([
      expect.stringMatching(/broken\.mdx:5:1: line 2 of the text: the link to "\/donat" goes to \/donat, which is not a page/),
    ]);
    expect(check(`Read [the page](${anchored.route}#99-nothing).`)).toEqual([
      expect.stringContaining(`names #99-nothing, which is not on ${anchored.route}`),
    ]);
    expect(check(`<ButtonLink to="${ANCHOR}">Give</ButtonLink>\n\nSee [there](${ANCHOR}) and [this page's main](#main).`)).toEqual([]);
  });

  it("asks for text props in double quotes rather than code", () => {
    const body = "<StatCard value={99}>x</StatCard>";
    expect(check(body)).toEqual([
      expect.stringContaining(`broken.mdx:${lineColumnOf(body, "99")}: StatCard's value is written as code {99}`),
    ]);
  });

  it("checks a prop written as a string expression like a quoted string, at the expression's place", () => {
    const [known, unknown] = [SECTION_TONES[0], "blue"].map(
      (tone) => `Intro.\n\n<Section title="Fixture" tone={"${tone}"}>\n\nx\n\n</Section>`,
    );
    expect(check(known)).toEqual([]);
    expect(check(unknown)).toEqual([
      expect.stringContaining(`broken.mdx:${lineColumnOf(unknown, '"blue"')}: <Section tone=…> is "blue", which Section does not know`),
    ]);
  });

  it("ignores components and headings inside a code fence", () => {
    const body = "```mdx\n<StatCrad value={99} />\n\n## Hidden Heading\n```\n\nSee [the fence](/broken#hidden-heading).";
    expect(check(body)).toEqual([
      expect.stringContaining(
        `broken.mdx:${lineColumnOf(body, "[the fence]")}: the link to "/broken#hidden-heading" names #hidden-heading`,
      ),
    ]);
    expect(readMdx(body).toc).toEqual([]);
  });

  it("checks links in a component's props and in its children, where each is written", () => {
    const body = 'Intro.\n\n<PillarCard title="Fixture" to="/donat">\n\nRead [more](/privac).\n\n</PillarCard>';
    expect(check(body)).toEqual([
      expect.stringContaining(`broken.mdx:${lineColumnOf(body, "<PillarCard")}: the link to "/donat" goes to /donat, which is not a page`),
      expect.stringContaining(`broken.mdx:${lineColumnOf(body, "[more]")}: the link to "/privac" goes to /privac, which is not a page`),
    ]);
    const expressionLink = 'Intro.\n\n<ButtonLink to={"/donat"}>Give</ButtonLink>';
    expect(check(expressionLink)).toEqual([
      expect.stringContaining(`broken.mdx:${lineColumnOf(expressionLink, '"/donat"')}: the link to "/donat"`),
    ]);
  });

  it("reads a self-closing component and an open/close one alike, once each", () => {
    const body = 'Intro.\n\n<Figure image="missing.jpg" alt="A" />\n\n<Figure image="missing.jpg" alt="A">\n\nCaption.\n\n</Figure>';
    const lines = body.split("\n").flatMap((line, i) => (line.startsWith("<Figure") ? [i + 5] : []));
    expect(check(body)).toEqual(
      lines.map((line) =>
        expect.stringMatching(new RegExp(`^content/pages/broken\\.mdx:${line}:1: line ${line - 3} of the text: image "missing\\.jpg"`)),
      ),
    );
  });

  it("reads a component whose props span several lines", () => {
    const body = `Intro.\n\n<GiveCard\n  title="Fixture"\n  frequency="weekly"\n  label={"Give"}\n>\n\nx\n\n</GiveCard>`;
    expect(check(body)).toEqual([
      expect.stringContaining(
        `broken.mdx:${lineColumnOf(body, "<GiveCard")}: <GiveCard frequency=…> is "weekly", which GiveCard does not know. Use one of: ${GIVE_FREQUENCIES.join(", ")}.`,
      ),
    ]);
  });

  it("reports MDX that does not parse in a writer's words (mdx-errors.ts), and an anchor given twice", () => {
    const body = "Intro.\n\n<Section title=>\n\nx\n\n</Section>";
    const { syntaxError } = readMdx(brokenText(body));
    expect(check(body)).toEqual([explainMdxError("content/pages/broken.mdx", brokenText(body), syntaxError!)]);
    expect(check(body)).toEqual([expect.stringMatching(/^content\/pages\/broken\.mdx:7:\d+: line 4 of the text: title= has no value/)]);
    const twice = "## Same Heading\n\nx\n\n## Same Heading";
    const second = twice.split("\n").lastIndexOf("## Same Heading") + 5;
    expect(check(twice)).toEqual([
      expect.stringContaining(`broken.mdx:${second}:1: line ${second - 3} of the text: the anchor #same-heading is on this page twice`),
    ]);
  });
});

describe("one sentence per line", () => {
  it("holds for every page and story, in every language", () => {
    expect(realEntries.filter((entry) => entry.kind === "story").length).toBeGreaterThan(0);
    expect(realEntries.flatMap((entry) => sentenceLint(entry.file, entry.text))).toEqual([]);
  });

  it("finds a second sentence on a line, with its file's line and the text's", () => {
    const frontmatter = "---\ntitle: x\nslug: /a\n---\n";
    const lines = ["", "First line.", "", "One sentence. Another one."];
    const fileLine = frontmatter.split("\n").length - 1 + lines.length;
    expect(sentenceLint("a.mdx", `${frontmatter}${lines.join("\n")}\n`)).toEqual([
      expect.stringMatching(
        new RegExp(`^a\\.mdx:${fileLine}: line ${lines.length} of the text: two sentences on one line \\("…One sentence\\. Another`),
      ),
    ]);
    // Spanish sentences too, which may open with "¿" or "¡" or an accented capital.
    for (const second of ["¿Quién ayuda?", "¡Gracias!", "Él llamó."])
      expect(sentenceLint("a.mdx", `Primera frase. ${second}\n`)).toEqual([
        expect.stringMatching(/^a\.mdx:1: line 1 of the text: two sentences/),
      ]);
    expect(sentenceLint("a.mdx", "Habló con la Sra. López y el Dr. Ruiz.\n")).toEqual([]);
  });

  it("stops the build's word check (checkWords) of a story typed with one line per paragraph, naming its file and line", () => {
    for (const story of realEntries.filter((entry) => entry.kind === "story")) {
      const lines = story.text.split("\n");
      const body = lines.indexOf("---", 1) + 1;
      // Two lines of one paragraph, each a sentence, the second starting with a capital: typed as one line.
      const i = lines.findIndex((line, n) => n > body && /^[A-Z][^<{]*[.!?]$/.test(line) && /^[A-Z][^<{]*[.!?]$/.test(lines[n + 1] ?? ""));
      expect(i).toBeGreaterThan(0);
      const joined = [...lines.slice(0, i), `${lines[i]} ${lines[i + 1]}`, ...lines.slice(i + 2)].join("\n");
      expect(checkWords(story.file, story.text, story.locale)).toEqual([]);
      expect(checkWords(story.file, joined, story.locale)).toEqual([
        expect.stringMatching(new RegExp(`^${story.file}:${i + 1}: line ${i + 1 - body} of the text: two sentences on one line`)),
      ]);
    }
  });

  it("wants a line of prose to start with a word, not a component", () => {
    expect(sentenceLint("a.mdx", 'Intro.\n\n<OrgName /> is a non-profit.\n<Figure image="a.jpg" alt="A" />\n')).toEqual([
      expect.stringMatching(/^a\.mdx:3: line 3 of the text: this line of prose starts with <OrgName>\. Start it with a word/),
    ]);
    expect(sentenceLint("a.mdx", '<Button to="/donate">Give</Button> today.\n')).toEqual([expect.stringMatching(/starts with <Button>/)]);
    expect(sentenceLint("a.mdx", "Our foundation, <OrgName />, is a non-profit.\n")).toEqual([]);
  });

  it("keeps each line of prose as Prettier formats it, so Prettier never rewraps a paragraph", () => {
    // Prettier as `npm run format` runs it, with the project's configuration.
    const format = (text: string) =>
      execFileSync("node_modules/.bin/prettier", ["--stdin-filepath", `${PAGES}/example.mdx`], { input: text, encoding: "utf8" });
    // Every page and story in one run of Prettier's check (it names each file it would change, and exits 1).
    expect(() =>
      execFileSync("node_modules/.bin/prettier", ["--check", ...realEntries.map((entry) => join(ROOT, entry.file))], { encoding: "utf8" }),
    ).not.toThrow();
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

  const props = Object.keys(MDX_PROPS).flatMap((component) =>
    Object.entries(propsOf(component)!).map(([name, facts]) => ({ component, name, ...facts })),
  );

  it("names every allowed value of every choice prop, so the guide follows the component schemas in src/mdx-schema/", () => {
    const missing = props.flatMap(({ component, name, values = [] }) =>
      values.filter((value) => !new RegExp(`\\b${value}\\b`).test(guide)).map((value) => `${component} ${name}: ${value}`),
    );
    expect(missing).toEqual([]);
  });

  it("shows every prop of every component in an example, or names it in a sentence about the component", () => {
    const missing = props.filter(
      ({ component, name }) => !new RegExp(`<${component}\\b[^>]*\\s${name}\\b|${component}\\b[^\\n]*\`${name}\``).test(guide),
    );
    expect(missing.map(({ component, name }) => `${component} ${name}`)).toEqual([]);
  });

  it("shows every component of the MDX map in an example", () => {
    const shown = new Set(examples.flatMap((e) => [...e.matchAll(/<([A-Z][A-Za-z]*)/g)].map((m) => m[1])));
    expect(Object.keys(MDX_PROPS).filter((name) => !shown.has(name))).toEqual([]);
  });

  it("has examples that pass the content check and the one-sentence-per-line rule", () => {
    const sources = examples.map((example, i) => {
      const text = example.startsWith("---") ? example : `---\nslug: /example-${i}\n---\n${example}`;
      const { slug } = parseFrontmatter(text).data as { slug?: string };
      return { file: `CONTENT.md example ${i + 1}`, route: slug ?? `/example-${i}`, mdx: readMdx(text), text };
    });
    // One check of every example beside the real pages (each message names its example).
    expect(checkContent([...realPages, ...sources], IMAGES)).toEqual([]);
    expect(sources.flatMap(({ file, text }) => sentenceLint(file, text))).toEqual([]);
  });
});
