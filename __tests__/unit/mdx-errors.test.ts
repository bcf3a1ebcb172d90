import { checkContent } from "../../src/content-checks/check-content";
import { explainMdxError } from "../../src/content-checks/mdx-errors";
import { firstBodyLine, placeInText } from "../../src/content-reader/frontmatter";
import { compileMdxTree } from "../../src/content-reader/compile-tree";
import { readMdx } from "../../src/content-reader/mdx-facts";

/**
 * The common MDX mistakes, in a writer's words: each message names the file's line and column, the line of the text
 * as the editor shows it (counted from the first line after the frontmatter), quotes the text there, and says what to do.
 * Every expectation is worked out from the fixture's own text.
 */

const FILE = "content/stories/fixture.mdx";
/** A frontmatter of six lines, its two "---" included: the text's line 1 is the file's line 7. */
const FRONTMATTER = ["---", 'title: "A fixture"', 'description: "For the tests"', 'date: "2026-01-01"', 'author: "Tester"', "---"];

/** A file whose body is `body` after the frontmatter (or none); `mistake` is where in `body` the message must point. */
function fixture(body: string, mistake: string, frontmatter: string[] = FRONTMATTER) {
  const text = [...frontmatter, body].join("\n");
  const index = body.indexOf(mistake);
  if (index === -1) throw new Error(`the fixture has no ${mistake}`);
  const before = body.slice(0, index).split("\n");
  const bodyLine = before.length;
  const fileLine = frontmatter.length + bodyLine;
  const column = before[before.length - 1].length + 1;
  const error = readMdx(text).syntaxError;
  if (!error) throw new Error(`MDX reads ${JSON.stringify(body)} without an error`);
  return { text, error, message: explainMdxError(FILE, text, error), bodyLine, fileLine, column };
}

/** The first body line is a blank one, as in the site's files; the mistake's line comes after an opening paragraph. */
const body = (lines: string) => `\nAn opening sentence.\nA second sentence.\n\n${lines}\n`;

/** Each common mistake: the line a writer typed, the text the message quotes (where it must point) and the fix it gives. */
const MISTAKES: { name: string; line: string; at: string; says: string[] }[] = [
  {
    name: 'a "<" before a number',
    line: "Men <50 should ask their doctor.",
    at: "<50",
    says: ['a "<" followed by a number starts a tag in MDX, so "<50" cannot be read', 'Write "less than 50", or "&lt;50".'],
  },
  {
    name: 'a "<" before a price',
    line: "Tickets cost <$20 each.",
    at: "<$20",
    says: ['"<$20" cannot be read', 'Write "less than $20", or "&lt;$20".'],
  },
  {
    name: 'a "<" before "="',
    line: "Ages <= 49 are younger.",
    at: "<=",
    says: ['a "<" followed by "=" starts a tag in MDX, so "<="', 'Write "less than or equal to", or "&lt;=".'],
  },
  {
    name: "words in curly braces",
    line: "Come early {if you can} and stay.",
    at: "{if you can}",
    says: [
      'curly braces hold code in MDX, so "{if you can}" cannot be read',
      "Use round brackets, or write \\{ and \\} for a brace you mean to show.",
    ],
  },
  {
    name: "a curly brace never closed",
    line: "Come early {if you can and stay.",
    at: "{if you",
    says: ['the "{" in "', "{if you can and stay.", "is never closed", "write \\{ for a brace you mean to show."],
  },
  {
    name: "a tag opened and not closed",
    line: "Text <b>unclosed.",
    at: "<b>",
    says: ["<b> is opened but never closed", "Close it with </b> in the same paragraph, or remove it."],
  },
  {
    name: "a component opened and not closed, to the end of the file",
    line: 'Read on.\n\n<Section title="More">\n\nThe rest of the text.',
    at: "<Section",
    says: ["<Section> is opened but never closed", "Close it with </Section> after the text it holds", 'end it with "/>"'],
  },
  {
    name: "a component whose closing tag was deleted, with another component inside it",
    line: '<Hero title="A title">\n\nThe hero\'s words.\n\n<Section title="More">\n\nThe rest of the text.\n\n</Section>',
    at: "<Hero",
    says: ["<Hero> is opened but never closed", "Close it with </Hero> after the text it holds"],
  },
  {
    name: "a closing tag with no opening one",
    line: "Some words</em> here.",
    at: "</em>",
    says: ['"</em>" closes a tag that was never opened', "Remove it, or open it with <em> before it"],
  },
  {
    name: "a closing tag for another tag",
    line: "Some <b>bold words</i> here.",
    at: "</i>",
    says: ["</i> does not close <b>, which is open since line", "Close <b> first with </b>, or correct the name."],
  },
  {
    name: "an HTML comment",
    line: "Some words <!-- check this --> here.",
    at: "<!--",
    says: ['an HTML comment ("<!-- check this -->") is not allowed in MDX', "Write it as {/* check this */}, or remove it."],
  },
  {
    name: "a prop without quotes",
    line: '<Figure image=photo.jpg alt="A photo" />',
    at: "image=",
    says: ['the value of image= is not in quotes, so "image=photo.jpg" cannot be read', 'Write image="photo.jpg".'],
  },
  {
    name: "a prop without a value",
    line: "<Section title=>\n\nWords.\n\n</Section>",
    at: "title=",
    says: ['title= has no value ("title=>")', 'Write its value in double quotes, title="…", or remove title=.'],
  },
  {
    name: "a web address in angle brackets",
    line: "See <https://example.org/help> for more.",
    at: "<https",
    says: ['"<https://example.org/help>" cannot be read', "[the words to click](https://example.org/help)"],
  },
  {
    name: 'a line starting with "export"',
    line: "export markets grew last year.",
    at: "export",
    says: ['a line that starts with "export" is code in MDX, so "export markets grew last year." cannot be read', 'a capital "Export"'],
  },
];

describe("explainMdxError: the common MDX mistakes in a writer's words", () => {
  it.each(MISTAKES)("$name: its place in the file and in the text, and the fix", ({ line, at, says }) => {
    const { message, bodyLine, fileLine, column } = fixture(body(line), at);
    expect(message.startsWith(`${FILE}:${fileLine}:${column}: line ${bodyLine} of the text: `)).toBe(true);
    for (const words of says) expect(message).toContain(words);
    // One plain message: none of MDX's own jargon.
    expect(message).not.toMatch(/acorn|U\+|micromark|expected a character/);
    expect(message.endsWith(".")).toBe(true);
  });

  it('counts the text\'s lines from the first after the frontmatter: its second line is "line 2 of the text"', () => {
    expect(FRONTMATTER).toHaveLength(6);
    const { message } = fixture("\nMen <50 should ask.\n", "<50");
    expect(message).toMatch(new RegExp(`^${FILE}:8:5: line 2 of the text: `));
    expect(firstBodyLine([...FRONTMATTER, ""].join("\n"))).toBe(FRONTMATTER.length + 1);
  });

  it("a file without frontmatter: the text's line is the file's", () => {
    const { message, fileLine, column } = fixture(body("Men <50 should ask."), "<50", []);
    expect(message.startsWith(`${FILE}:${fileLine}:${column}: line ${fileLine} of the text: `)).toBe(true);
  });

  it("a closing tag for another tag names the line where the open one starts", () => {
    const text = body('<Section title="More">\n\nWords.\n\n</Sectoin>');
    const { message, bodyLine } = fixture(text, "</Sectoin>");
    const opened = fixture(text, "<Section").bodyLine;
    expect(bodyLine).toBeGreaterThan(opened);
    expect(message).toContain(
      `: line ${bodyLine} of the text: </Sectoin> does not close <Section>, which is open since line ${opened} of the text.`,
    );
  });

  it("quotes the text where the mistake is, whatever it is", () => {
    for (const number of ["18", "65", "1000"]) expect(fixture(body(`Men <${number} ask.`), "<").message).toContain(`"less than ${number}"`);
    expect(fixture(body("Bring {a friend} along."), "{").message).toContain('"{a friend}"');
  });

  it("keeps what it does not know: the place, the text there, and MDX's own reason in brackets", () => {
    // A quote left open inside a tag: MDX reads the next quote as the end of the value, and then "x" as a prop's name.
    const { error, message, bodyLine, fileLine } = fixture(body('<Figure image="a.jpg alt="x" />'), "<Figure");
    const reason = error.reason ?? error.message;
    expect(message).toMatch(new RegExp(`^${FILE}:${fileLine}:\\d+: line ${bodyLine} of the text: MDX cannot read the text at "<Figure`));
    expect(message.endsWith(`(MDX says: ${reason}).`)).toBe(true);
    // A reason from anywhere, even without a place, still names the text's first line and keeps the reason.
    const text = [...FRONTMATTER, "", "Words."].join("\n");
    expect(explainMdxError(FILE, text, { message: "Something unforeseen" })).toBe(
      `${placeInText(FILE, text, FRONTMATTER.length + 1, 1)}: MDX cannot read the text. Look for a "<" or a "{" in it: "<" starts a tag and "{" starts code, so write &lt; or \\{ for one you mean to show (MDX says: Something unforeseen).`,
    );
  });
});

describe("one wording wherever MDX reads a body", () => {
  it("the build's content check gives explainMdxError's message", () => {
    for (const { line, at } of MISTAKES) {
      const { text, message } = fixture(body(line), at);
      expect(checkContent([{ file: FILE, route: "/fixture", text, mdx: readMdx(text) }], new Set())).toEqual([message]);
    }
  });

  it("the story compiler's error (MDX's own compile) explains the same", async () => {
    for (const { line, at } of MISTAKES) {
      const { text, message } = fixture(body(line), at);
      const error = await compileMdxTree(text).then(
        () => undefined,
        (e: unknown) => e as Parameters<typeof explainMdxError>[2],
      );
      expect(error && explainMdxError(FILE, text, error)).toBe(message);
    }
  });
});
