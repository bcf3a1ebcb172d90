/** @jest-environment node */
import { readFileSync } from "node:fs";
import { z } from "zod";
import settings from "../../content/settings.json";
import { decapSlug } from "../../src/admin/checks";
import {
  adminConfig,
  editorHint,
  ENGLISH_VERSION_WIDGET,
  fieldLabel,
  MDX_FORMAT,
  SWITCH_WIDGET,
  TEXT_WIDGET,
} from "../../src/admin/config";
import { forWriter } from "../../src/admin/writer-words";
import { checkWords, glossaryFile } from "../../src/content-checks/words";
import { MARK_IN_STEP, translationMessage, translationStep, versionInBrowser } from "../../src/admin/translation-notice";
import { versionOfText } from "../../src/i18n/english-version";
import { ENGLISH_STORY, ORIGINAL } from "../../src/admin/formats";
import { frontmatterSchema, settingsSchema, STORY_TAGS, storyFrontmatterSchema } from "../../src/admin/content-rules";
import { STORY_FILE_NAME, storyEventSchema } from "../../src/mdx-schema/story-frontmatter-schema";
import { adminEnvironment } from "../../src/pipeline/editor-bundle";
import { SIGN_IN_ROUTES } from "../../src/routes";

const config = adminConfig({
  repo: "owner/site",
  branch: "main",
  authBaseUrl: "",
  signIn: "site",
  localBackendUrl: "http://localhost:8081/api/v1",
});
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
    const deployed = adminConfig({ repo: "owner/site", branch: "main", authBaseUrl: "", signIn: "site", localBackendUrl: "" });
    expect(deployed).not.toHaveProperty("local_backend");
  });

  it("signs in at the site's own Worker on its own origin, at Netlify's provider on Netlify, and at CMS_AUTH_URL where one is named", () => {
    const env = { repo: "owner/site", branch: "main", authBaseUrl: "", localBackendUrl: "" };
    const origin = "https://site.example.org";
    const site = adminConfig({ ...env, signIn: "site" }, origin).backend;
    expect(site).toMatchObject({ name: "github", base_url: origin });
    // Decap asks base_url + "/" + auth_endpoint: the Worker's address.
    expect(`${site.base_url}/${(site as { auth_endpoint: string }).auth_endpoint}`).toBe(origin + SIGN_IN_ROUTES.auth);
    const netlify = adminConfig({ ...env, signIn: "netlify" }, origin).backend;
    expect(netlify).not.toHaveProperty("base_url");
    expect(netlify).not.toHaveProperty("auth_endpoint");
    const proxy = adminConfig({ ...env, signIn: "site", authBaseUrl: "https://auth.example.org" }, origin).backend;
    expect(proxy).toEqual({ name: "github", repo: "owner/site", branch: "main", base_url: "https://auth.example.org" });
    expect(adminEnvironment({ NETLIFY: "true" }).signIn).toBe("netlify");
    expect(adminEnvironment({}).signIn).toBe("site");
  });

  it("offers the frontmatter fields the build checks, with the same required flags and descriptions, and the MDX as plain text", () => {
    const byName = new Map(pages.fields.map((field) => [field.name, field]));
    for (const [name, schema] of Object.entries(frontmatterSchema.shape)) {
      // An English page translates nothing: its englishVersion is kept, not shown.
      if (name === "englishVersion") {
        expect(byName.get(name)).toMatchObject({ widget: "hidden", required: false });
        continue;
      }
      const widget = schema.safeParse(true).success ? SWITCH_WIDGET : "string";
      expect(byName.get(name)).toMatchObject({
        required: !schema.safeParse(undefined).success,
        widget,
        hint: editorHint(schema.description!),
        label: fieldLabel(name),
      });
      expect(byName.get(name)?.hint).toMatch(/^[A-Z]/);
    }
    expect(byName.get("body")).toMatchObject({ widget: TEXT_WIDGET, output_code_only: true });
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
      expect(byName.get(name)).toMatchObject({
        required: !optional(schema),
        // The picture is chosen or uploaded, not typed: its hint says how, and what picture to choose.
        ...(name !== "image" && { hint: editorHint(descriptionOf(schema)) }),
      });
    expect(byName.get("image")).toMatchObject({ widget: "image", hint: expect.stringMatching(/^Choose a picture/) });
    expect(byName.get("body")).toMatchObject({ widget: TEXT_WIDGET, output_code_only: true });
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

describe("the editor's words for writers", () => {
  it("labels every field in words, never with its raw name", () => {
    expect(fieldLabel("solidHeader")).toBe("Solid header");
    expect(fieldLabel("postalCode")).toBe("Postal code");
    expect(fieldLabel("siteUrl")).toBe("Site URL");
    expect(fieldLabel("impactAsOf")).toBe("Impact as of");
    const all = (fields: Field[]): Field[] => fields.flatMap((f) => [f, ...(f.fields ? all(f.fields) : [])]);
    const shown = [...pages.fields, ...stories.fields, ...settingsCollection.files[0].fields].flatMap((f) => all([f]));
    const visible = shown.filter((f) => f.widget !== "hidden");
    expect(visible.length).toBeGreaterThan(20);
    for (const field of visible) {
      expect(field.label).not.toBe(field.name);
      expect(String(field.label)).toMatch(/^[A-Z]/);
      expect(String(field.label)).not.toMatch(/[a-z][A-Z]/);
    }
  });

  it("says what each position of a switch does, and a check's message without the file's path", () => {
    expect(editorHint("it must be true or false: true for pages without a hero image")).toBe("On for pages without a hero image");
    expect(editorHint("it must be true or false: false keeps the page out of search")).toBe("Off keeps the page out of search");
    const switches = pages.fields.filter((f) => f.widget === SWITCH_WIDGET);
    expect(switches.length).toBeGreaterThan(0);
    for (const f of switches) expect(String(f.hint)).toMatch(/^(On|Off) /);
    expect(forWriter('content/stories/a.mdx:4: frontmatter field "date" is "March 5, 2027"; it must be a date')).toBe(
      'The field “Date” is "March 5, 2027"; it must be a date',
    );
    expect(forWriter('content/settings.json: "contact.phone" is "1"; it must be a phone')).toBe(
      'The setting “Contact › Phone” is "1"; it must be a phone',
    );
    expect(forWriter("content/pages/a.mdx:12:3: line 8 of the text: two sentences on one line.")).toBe(
      "Line 8 of the text: two sentences on one line.",
    );
    // The glossary's reason stays; its file, which the editor does not show, goes.
    const glossary = JSON.parse(readFileSync(glossaryFile("en"), "utf8")) as { terms: { avoid: string[]; why: string }[] };
    const [term] = glossary.terms;
    const words = checkWords("content/pages/a.mdx", `---\ntitle: "T"\n---\n\nWe wrote ${term.avoid[0]} here.\n`, "en");
    const glossaryMessages = words.filter((message) => message.includes(glossaryFile("en")));
    expect(glossaryMessages).toHaveLength(1);
    expect(forWriter(glossaryMessages[0])).not.toContain(glossaryFile("en"));
    expect(forWriter(glossaryMessages[0])).toContain(term.why);
  });

  it("shows a switch left out of a file as what the build reads it as", () => {
    for (const [name, schema] of Object.entries(frontmatterSchema.shape)) {
      if (!schema.safeParse(true).success) continue;
      const field = pages.fields.find((f) => f.name === name)!;
      const meant = (z.toJSONSchema(schema) as { default?: boolean }).default ?? false;
      expect(field.default).toBe(meant);
    }
    expect(pages.fields.find((f) => f.name === "search")?.default).toBe(true);
  });

  it("marks a date typed another way on the field itself, with the field's hint", () => {
    const date = stories.fields.find((f) => f.name === "date")!;
    const [pattern, message] = date.pattern as [string, string];
    expect(new RegExp(pattern).test("2027-03-05")).toBe(true);
    expect(new RegExp(pattern).test("March 5, 2027")).toBe(false);
    expect(message).toBe(date.hint);
  });

  it('applies only patterns that Decap\'s RegExp (no "u" flag) reads as the build does, and the committed settings meet them', () => {
    const check = (fields: Field[], value: unknown): number =>
      fields.reduce((count, f) => {
        const inner = (value as Record<string, unknown> | undefined)?.[f.name];
        if (f.fields)
          return count + (Array.isArray(inner) ? inner.reduce<number>((n, item) => n + check(f.fields!, item), 0) : check(f.fields, inner));
        if (!f.pattern || typeof inner !== "string") return count;
        expect(new RegExp((f.pattern as [string, string])[0]).test(inner)).toBe(true);
        return count + 1;
      }, 0);
    expect(check(settingsCollection.files[0].fields, settings)).toBeGreaterThan(0);
  });

  it("lists pages by title and route, and stories by date and title, without a title twice", () => {
    for (const c of [pages, stories]) expect(String(c.summary).match(/\{\{title\}\}/g)).toHaveLength(1);
    expect(pages.summary).toContain("{{fields.slug}}");
    expect(stories.summary).toContain("{{date}}");
  });
});

describe("the Spanish pages and stories in the editor", () => {
  it.each([
    ["pages_es", pages, "content/pages/es"],
    ["stories_es", stories, "content/stories/es"],
  ] as const)("%s edits the Spanish files beside the English, with the English collection's fields and rules", (name, english, folder) => {
    const spanish = collection(name);
    expect(spanish.folder).toBe(folder);
    const { name: _n, label: _l, label_singular: _s, folder: _f, fields: _fields, slug: _slug, ...rules } = english;
    expect(spanish).toMatchObject(rules);
    // The same fields but the translation's own: englishVersion, which an English entry does not show, and on a
    // story the English story it translates, which names its file (its twin's name, not one from its own title).
    const own = ["englishVersion", ENGLISH_STORY];
    const others = (fields: Field[]) => fields.filter((field) => !own.includes(String(field.name)));
    if (name === "stories_es") {
      expect(spanish.slug).toBe(`{{fields.${ENGLISH_STORY}}}`);
      expect(spanish.fields.find((f) => f.name === ENGLISH_STORY)).toMatchObject({ collection: english.name, value_field: "{{slug}}" });
    } else expect(spanish.slug).toBe(english.slug);
    expect(others(spanish.fields)).toEqual(others(english.fields));
  });

  it("offers each translation's englishVersion through the widget that compares it with the English, and hides it on English entries", () => {
    for (const c of [collection("pages_es"), collection("stories_es")])
      expect(c.fields.find((f) => f.name === "englishVersion")).toMatchObject({ widget: ENGLISH_VERSION_WIDGET, required: false });
    for (const c of [pages, stories]) expect(c.fields.find((f) => f.name === "englishVersion")).toMatchObject({ widget: "hidden" });
  });
});

describe("the editor's translation step", () => {
  const englishBefore = '---\ntitle: "Awareness"\n---\n\nThe first sentence.\nThe second sentence.\n';
  const englishNow = englishBefore.replace("The second sentence.", "A new second sentence.");

  it("reads an English text's version in the browser as the build does", async () => {
    for (const text of [englishBefore, englishNow, "line\r\nending\r\n"]) expect(await versionInBrowser(text)).toBe(versionOfText(text));
  });

  it("compares a translation with its English as saved now, and lists the English sentences changed since it was in step", async () => {
    const saved = [{ route: "/awareness", text: englishNow }];
    const before = versionOfText(englishBefore);
    const step = await translationStep("/es/awareness", before, saved, { [before]: englishBefore });
    expect(step).toMatchObject({ status: "stale", englishRoute: "/awareness", version: versionOfText(englishNow) });
    expect(step?.changes).toEqual({ added: ["A new second sentence."], removed: ["The second sentence."] });
    expect(translationMessage(step)).toContain(MARK_IN_STEP);
    expect(translationMessage(step)).not.toMatch(/npm|--mark/);
    // Marked in step with the English as it is now: nothing to say.
    const current = await translationStep("/es/awareness", versionOfText(englishNow), saved, {});
    expect(current?.status).toBe("current");
    expect(translationMessage(current)).toBeUndefined();
    // Not marked: says so, in words.
    expect((await translationStep("/es/awareness", undefined, saved, {}))?.status).toBe("unmarked");
    // An earlier English the history does not hold: stale, without a list.
    expect((await translationStep("/es/awareness", "aaaaaaaaaaaa", saved, {}))?.changes).toBeUndefined();
  });

  it("says nothing on an English page or a translation without an English twin", async () => {
    const saved = [{ route: "/awareness", text: englishNow }];
    expect(await translationStep("/awareness", undefined, saved, {})).toBeUndefined();
    expect(await translationStep("/es/solo", undefined, saved, {})).toBeUndefined();
  });
});
