/** @jest-environment node */
import fs from "fs";
import { z } from "zod";
import path from "path";
import { parseFrontmatter } from "../../src/content-reader/frontmatter";
import { generatedStories, imagesIn } from "../../scripts/story-fixtures.mjs";
import { adminConfig } from "../../src/admin/config";
import { ENGLISH_STORY, jsonFromFile, jsonToFile, mdxFromFile, mdxToFile, ORIGINAL, pruned, STORY_FIELDS } from "../../src/admin/formats";
import { frontmatterSchema, storyFrontmatterSchema } from "../../src/admin/content-rules";
import { switchValue } from "../../src/admin/switch-widget";
import { storyEventSchema } from "../../src/mdx-schema/story-frontmatter-schema";

const PAGES = path.resolve("content/pages");
const pages = fs.readdirSync(PAGES).filter((name) => name.endsWith(".mdx"));
const read = (file: string) => fs.readFileSync(file, "utf8");

const STORIES = path.resolve("content/stories");
/** The stories in content/stories/ and a few made for the tests (events among them), as name and text. */
const stories = [
  ...(fs.existsSync(STORIES) ? fs.readdirSync(STORIES) : [])
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => ({ name, text: read(path.join(STORIES, name)) })),
  ...generatedStories(4, { images: imagesIn(".") }),
];
/** The field names Decap hands the format for a collection: its fields from config.ts, in order. */
const fieldsOf = (collection: string) =>
  (
    adminConfig({ repo: "o/s", branch: "main", authBaseUrl: "", signIn: "site", localBackendUrl: "" }).collections.find(
      (c) => c.name === collection,
    ) as unknown as { fields: { name: string }[] }
  ).fields.map((field) => field.name);
const storyFields = fieldsOf("stories");
const keysOf = (text: string) => Object.keys(parseFrontmatter(text).data as object);
/** The lines of `after` that differ from `before`, line by line (neither edit adds or removes lines). */
const changedLines = (before: string, after: string) => {
  const a = before.split("\n");
  return after.split("\n").filter((line, i) => line !== a[i]);
};

describe("the admin's file formats", () => {
  it.each(pages)("reads and writes %s back byte for byte", (name) => {
    const text = read(path.join(PAGES, name));
    expect(mdxToFile(mdxFromFile(text))).toBe(text);
  });

  it("changes only the frontmatter line of the field that changed, keeping its quoting", () => {
    for (const name of pages) {
      const text = read(path.join(PAGES, name));
      const data = mdxFromFile(text);
      const written = mdxToFile({ ...data, title: `${String(data.title)} (new)` });
      const lines = changedLines(text, written);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`${String(data.title)} (new)`);
      expect(mdxFromFile(written).title).toBe(`${String(data.title)} (new)`);
    }
  });

  it("writes a new page's fields in the schema's order", () => {
    const written = mdxToFile({ description: "D.", title: "T", slug: "/t", body: "\nHello.\n" });
    expect(written).toBe('---\nslug: "/t"\ntitle: "T"\ndescription: "D."\n---\n\nHello.\n');
  });

  it("keeps the settings file's layout and edits only the changed value", () => {
    const text = read(path.resolve("content/settings.json"));
    expect(jsonToFile(jsonFromFile(text))).toBe(text);
    const data = jsonFromFile(text) as { contact: { phone: string }; [ORIGINAL]: string };
    const written = jsonToFile({ ...data, contact: { ...data.contact, phone: "(480) 555-0100" } });
    expect(changedLines(text, written)).toEqual([expect.stringContaining('"phone": "(480) 555-0100"')]);
  });

  it("writes a page the same whether or not Decap hands over the pages' field names", () => {
    for (const name of pages) {
      const data = mdxFromFile(read(path.join(PAGES, name)));
      expect(mdxToFile({ ...data, title: "T" }, fieldsOf("pages"))).toBe(mdxToFile({ ...data, title: "T" }));
    }
    expect(fieldsOf("pages").slice(0, -2)).toEqual(Object.keys(frontmatterSchema.shape));
  });
});

describe("the admin's format for stories", () => {
  it.each(stories.map(({ name, text }) => [name, text]))("reads and writes %s back byte for byte", (_name, text) => {
    expect(mdxToFile(mdxFromFile(text), storyFields)).toBe(text);
  });

  it("changes only the line of a changed field, a group's field included, keeping its quoting", () => {
    for (const { text } of stories) {
      const data = mdxFromFile(text);
      const title = mdxToFile({ ...data, title: "A new headline" }, storyFields);
      expect(changedLines(text, title)).toEqual([expect.stringMatching(/^title: "A new headline"$/)]);
      if (!data.event) continue;
      const event = data.event as Record<string, string>;
      const place = mdxToFile({ ...data, event: { ...event, place: "The new hall" } }, storyFields);
      expect(changedLines(text, place)).toEqual([expect.stringMatching(/^ {2}place: "The new hall"$/)]);
    }
    expect(stories.some(({ text }) => mdxFromFile(text).event)).toBe(true);
  });

  it("writes a new story's fields in its schema's order, the tags on one line, whatever order the editor holds them in", () => {
    const fields = {
      event: {
        address: "1 Main St, Phoenix, AZ 85003",
        place: "The hall",
        end: "2027-03-13T12:00:00-07:00",
        start: "2027-03-13T08:00:00-07:00",
      },
      tags: ["News", "Events"],
      updated: "2026-12-02",
      alt: "A hall",
      image: "hall.jpg",
      author: "Zoë",
      date: "2026-12-01",
      description: "D.",
      title: "T",
      englishVersion: "0123456789ab",
      sample: true,
    };
    const written = mdxToFile({ ...fields, body: "\nHello.\n" }, storyFields);
    expect(keysOf(written)).toEqual(STORY_FIELDS);
    expect(STORY_FIELDS).toEqual(Object.keys(storyFrontmatterSchema.shape));
    expect(Object.keys(mdxFromFile(written).event as object)).toEqual(Object.keys(storyEventSchema.shape));
    expect(written).toContain('\ntags: ["News", "Events"]\n');
    expect(written).toMatch(/\nevent:\n {2}start: "2027-03-13T08:00:00-07:00"\n {2}end: /);
    expect(written.endsWith('"\n---\n\nHello.\n')).toBe(true);
  });

  it("writes a new translated story without the English story it was named from, its fields in the schema's order", () => {
    const spanishFields = fieldsOf("stories_es");
    expect(spanishFields).toContain(ENGLISH_STORY);
    const story = { [ENGLISH_STORY]: "walts-story", title: "T", description: "D.", date: "2026-12-01", tags: ["News"], body: "\nHola.\n" };
    const written = mdxToFile(story, spanishFields);
    expect(keysOf(written)).toEqual(["title", "description", "date", "tags"]);
    expect(written).not.toContain("walts-story");
  });

  it("leaves out an event group left empty, or opened and emptied again, and a field cleared", () => {
    const story = { title: "T", description: "D.", date: "2026-12-01", tags: ["News"], updated: "", body: "\nHello.\n" };
    const emptied = Object.fromEntries(Object.keys(storyEventSchema.shape).map((key) => [key, ""]));
    const expected = '---\ntitle: "T"\ndescription: "D."\ndate: "2026-12-01"\ntags: ["News"]\n---\n\nHello.\n';
    for (const event of [undefined, {}, emptied, { place: "", start: undefined }, { address: null }])
      expect(mdxToFile({ ...story, event }, storyFields)).toBe(expected);
    expect(pruned({ event: emptied, tags: [], alt: "" })).toBeUndefined();
    // A story whose event is emptied in the editor loses the whole group, and only it.
    const withEvent = stories.find(({ text }) => mdxFromFile(text).event)!.text;
    const removed = mdxToFile({ ...mdxFromFile(withEvent), event: emptied }, storyFields);
    expect(removed).toBe(withEvent.replace(/^event:\n(?: {2}.*\n)+/m, ""));
  });

  it("puts a field added to a saved story where its schema's order puts it", () => {
    const withEvent = stories.find(({ text }) => {
      const data = mdxFromFile(text);
      return data.event && !data.updated;
    })!.text;
    const data = mdxFromFile(withEvent);
    const written = mdxToFile({ ...data, updated: "2027-01-02" }, storyFields);
    expect(keysOf(written)).toEqual(STORY_FIELDS.filter((key) => key in data || key === "updated"));
    expect(written.split("\n").filter((line) => !withEvent.split("\n").includes(line))).toEqual(['updated: "2027-01-02"']);
  });
});

describe("the switches", () => {
  /** The page switches the schema has, with what a file without each means. */
  const switches = Object.entries(frontmatterSchema.shape).flatMap(([name, schema]) =>
    schema.safeParse(true).success ? [[name, (z.toJSONSchema(schema) as { default?: boolean }).default ?? false] as const] : [],
  );

  it.each(pages)(
    "%s: each switch left out reads as its meaning, and off and on again (or on and off) writes the file back as it was",
    (name) => {
      const text = read(path.join(PAGES, name));
      const written = parseFrontmatter(text).data as Record<string, unknown>;
      expect(switches.length).toBeGreaterThan(0);
      for (const [key, meaning] of switches) {
        const data = mdxFromFile(text);
        // The entry keeps what the file says; the switch shows a value left out as its meaning (switch-widget.tsx).
        expect(data[key]).toBe(written[key]);
        const shown = switchValue(data[key], meaning);
        expect(shown).toBe(key in written ? written[key] : meaning);
        // In one editing session the entry keeps the text it was opened with: off and on (or on and off) again is no change.
        const flipped = mdxToFile({ ...data, [key]: !shown }, fieldsOf("pages"));
        expect(switchValue(mdxFromFile(flipped)[key], meaning)).toBe(!shown);
        expect(mdxToFile({ ...data, [key]: shown }, fieldsOf("pages"))).toBe(text);
        // Across two saves (the entry then holds the first save's text): flipped, saved, and flipped back gives the
        // file as it was when it had no line for the switch; a line that says the default stays as written.
        const back = mdxToFile({ ...mdxFromFile(flipped), [key]: shown }, fieldsOf("pages"));
        if (!(key in written)) expect(back).toBe(text);
        else expect(switchValue(mdxFromFile(back)[key], meaning)).toBe(shown);
        // A switch set to what its absence means has no line of its own, unless the file wrote it so.
        if (!(key in written) || written[key] !== meaning)
          expect(key in (parseFrontmatter(mdxToFile({ ...data, [key]: meaning }, fieldsOf("pages"))).data as object)).toBe(false);
      }
    },
  );
});
