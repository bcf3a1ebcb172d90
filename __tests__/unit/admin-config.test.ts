/** @jest-environment node */
import { z } from "zod";
import settings from "../../content/settings.json";
import { decapSlug } from "../../src/admin/checks";
import { adminConfig, editorHint, MDX_FORMAT } from "../../src/admin/config";
import { translationNotice } from "../../src/admin/translation-notice";
import { ORIGINAL } from "../../src/admin/formats";
import { frontmatterSchema, settingsSchema, STORY_TAGS, storyFrontmatterSchema } from "../../src/admin/content-rules";
import { STORY_FILE_NAME, storyEventSchema } from "../../src/mdx-schema/story-frontmatter-schema";

const config = adminConfig({ repo: "owner/site", branch: "main", authBaseUrl: "", localBackendUrl: "http://localhost:8081/api/v1" });
type Field = { name: string; widget: string; required?: boolean; hint?: string; fields?: Field[]; [option: string]: unknown };
type Collection = { name: string; folder?: string; fields: Field[]; files: { file: string; fields: Field[] }[]; [option: string]: unknown };
const collection = (name: string) => (config.collections as unknown as Collection[]).find((c) => c.name === name)!;
const [pages, stories, settingsCollection] = ["pages", "stories", "settings"].map(collection);
/** Whether a schema takes a missing value (an optional field). */
const optional = (schema: z.ZodType) => schema.safeParse(undefined).success;
/** A field's description: its own, or an optional field's inner one. */
const descriptionOf = (schema: z.ZodType): string => schema.description ?? (schema as z.ZodOptional<z.ZodType>).unwrap().description!;

describe("the editor's configuration", () => {
  it("opens pull requests on GitHub and keeps pictures in content/images", () => {
    expect(config.backend).toMatchObject({ name: "github", repo: "owner/site", branch: "main" });
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.media_folder).toBe("content/images");
  });

  it("uses the local backend only where one is named (npm run cms), never in the deployed editor", () => {
    expect(config.local_backend).toEqual({ url: "http://localhost:8081/api/v1" });
    const deployed = adminConfig({ repo: "owner/site", branch: "main", authBaseUrl: "", localBackendUrl: "" });
    expect(deployed).not.toHaveProperty("local_backend");
  });

  it("offers the frontmatter fields the build checks, with the same required flags and descriptions, and the MDX as plain text", () => {
    const byName = new Map(pages.fields.map((field) => [field.name, field]));
    for (const [name, schema] of Object.entries(frontmatterSchema.shape)) {
      const widget = schema.safeParse(true).success ? "boolean" : "string";
      expect(byName.get(name)).toMatchObject({
        required: !schema.safeParse(undefined).success,
        widget,
        hint: editorHint(schema.description!),
      });
      expect(byName.get(name)?.hint).toMatch(/^[A-Z]/);
    }
    expect(byName.get("body")?.widget).toBe("text");
    expect(pages.folder).toBe("content/pages");
  });

  it("edits every setting in content/settings.json", () => {
    const names = (fields: Field[]): string[] => fields.flatMap((f) => [f.name, ...(f.fields ? names(f.fields) : [])]);
    const keys = (value: unknown): string[] =>
      value && typeof value === "object"
        ? Object.entries(value).flatMap(([k, v]) => [...(Array.isArray(value) ? [] : [k]), ...keys(v)])
        : [];
    const [file] = settingsCollection.files;
    expect(file.file).toBe("content/settings.json");
    expect(new Set(names(file.fields))).toEqual(new Set([...keys(settings), "originalText", "social"]));
    // Widgets, required flags and hints come from the settings' schema, whose descriptions the build's messages use too.
    const field = (...path: string[]) =>
      path.reduce<Field | undefined>((f, name) => (f?.fields ?? file.fields).find((x) => x.name === name), undefined);
    expect(field("contact", "phone")).toMatchObject({
      widget: "string",
      required: true,
      hint: editorHint(settingsSchema.shape.contact.shape.phone.description!),
    });
    expect(field("organisation", "foundingYear")).toMatchObject({ widget: "number", value_type: "int" });
    expect(field("social")).toMatchObject({ widget: "list", fields: [{ name: "network" }, { name: "url" }] });
  });
});

describe("the admin's stories", () => {
  const byName = new Map(stories.fields.map((field) => [field.name, field]));

  it("is a folder of MDX files in content/stories, named from the title, that writers add and delete, listed by date", () => {
    expect(stories).toMatchObject({
      folder: "content/stories",
      extension: "mdx",
      format: MDX_FORMAT,
      create: true,
      delete: true,
      slug: "{{slug}}",
      identifier_field: "title",
      sortable_fields: ["date", "title"],
    });
    expect(stories.summary).toMatch(/\{\{date\}\}.*\{\{title\}\}/);
  });

  it("offers the story's frontmatter fields in its schema's order, with its required flags and hints, then the MDX", () => {
    expect(stories.fields.map((field) => field.name)).toEqual([...Object.keys(storyFrontmatterSchema.shape), "body", ORIGINAL]);
    for (const [name, schema] of Object.entries(storyFrontmatterSchema.shape))
      expect(byName.get(name)).toMatchObject({ required: !optional(schema), hint: editorHint(descriptionOf(schema)) });
    expect(byName.get("body")).toMatchObject({ widget: "text" });
    expect(byName.get(ORIGINAL)).toMatchObject({ widget: "hidden" });
  });

  it("picks the tags from the site's list, one or more", () => {
    expect(byName.get("tags")).toMatchObject({ widget: "select", multiple: true, options: [...STORY_TAGS], min: 1 });
  });

  it("picks or uploads the picture into content/images and writes its file name alone", () => {
    expect(byName.get("image")).toMatchObject({ widget: "image", choose_url: false });
    expect(config).toMatchObject({ media_folder: "content/images", public_folder: "" });
  });

  it("takes dates as text, as the build reads them", () => {
    const event = byName.get("event")!;
    for (const field of [byName.get("date"), byName.get("updated"), ...event.fields!.filter((f) => ["start", "end"].includes(f.name))])
      expect(field).toMatchObject({ widget: "string" });
  });

  it("keeps the event an optional group that can stay empty: collapsed, none of its fields required by the editor", () => {
    const event = byName.get("event")!;
    expect(event).toMatchObject({ widget: "object", required: false, collapsed: true });
    expect(event.fields!.map((field) => field.name)).toEqual(Object.keys(storyEventSchema.shape));
    for (const field of event.fields!) expect(field).toMatchObject({ widget: "string", required: false });
    // The build's check still names a field missing from a group that is filled in.
    expect(storyFrontmatterSchema.shape.event.safeParse({ place: "A hall" }).success).toBe(false);
  });
});

describe("the file names the admin makes from titles and uploads", () => {
  it("are lower-case ASCII: accents dropped, other characters as hyphens", () => {
    expect(config.slug).toEqual({ encoding: "ascii", clean_accents: true });
    // Measured in the editor (with the default "unicode" encoding it was josé’s-café_day-ünïcode-5.mdx).
    expect(decapSlug("José’s Café_Day. Ünïcode 5")).toBe("jose-s-cafe_day-unicode-5");
    expect(decapSlug("Walt's Story: A Ride, a Grocery Card")).toBe("walts-story-a-ride-a-grocery-card");
    expect(`${decapSlug("Père José’s Screening Day at the Café")}.mdx`).toMatch(STORY_FILE_NAME);
  });
});

describe("editorHint", () => {
  it("turns the build's expectation into a label", () => {
    expect(editorHint('it must be the route, starting with "/", such as /awareness')).toBe(
      'The route, starting with "/", such as /awareness',
    );
    expect(editorHint("it must say when the line answers")).toBe("Say when the line answers");
  });
});

describe("the Spanish pages and stories in the editor", () => {
  it.each([
    ["pages_es", pages, "content/pages/es"],
    ["stories_es", stories, "content/stories/es"],
  ] as const)("%s edits the Spanish files beside the English, with the English collection's fields and rules", (name, english, folder) => {
    const spanish = collection(name);
    expect(spanish.folder).toBe(folder);
    const { name: _n, label: _l, label_singular: _s, folder: _f, ...rules } = english;
    expect(spanish).toMatchObject(rules);
    expect(spanish.fields).toEqual(english.fields);
  });

  it("offers each translation's englishVersion as a field, so the round can be done in the editor", () => {
    for (const c of [collection("pages_es"), collection("stories_es")]) expect(c.fields.map((f) => f.name)).toContain("englishVersion");
  });
});

describe("the preview's translation notice", () => {
  const english = { "/awareness": { file: "content/pages/awareness.mdx", version: "aaaaaaaaaaaa" } };

  it("warns on a Spanish page whose English has changed, naming both files, and not when it is in step", () => {
    const notice = translationNotice("content/pages/es/awareness.mdx", "/es/awareness", "bbbbbbbbbbbb", english);
    expect(notice).toContain("content/pages/es/awareness.mdx");
    expect(notice).toContain("content/pages/awareness.mdx");
    expect(translationNotice("content/pages/es/awareness.mdx", "/es/awareness", "aaaaaaaaaaaa", english)).toBeUndefined();
  });

  it("says nothing on an English page or a Spanish page without an English twin", () => {
    expect(translationNotice("content/pages/awareness.mdx", "/awareness", undefined, english)).toBeUndefined();
    expect(translationNotice("content/pages/es/solo.mdx", "/es/solo", undefined, english)).toBeUndefined();
  });
});
