/** @jest-environment node */
import settings from "../../content/settings.json";
import { adminConfig, editorHint } from "../../src/admin/config";
import { frontmatterSchema, settingsSchema } from "../../src/admin/schema";

const config = adminConfig({ repo: "owner/site", branch: "main", authBaseUrl: "", localBackendUrl: "http://localhost:8081/api/v1" });
type Field = { name: string; widget: string; required?: boolean; hint?: string; fields?: Field[] };
const [pages, settingsCollection] = config.collections as unknown as [
  { folder: string; fields: Field[] },
  { files: { file: string; fields: Field[] }[] },
];

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

describe("editorHint", () => {
  it("turns the build's expectation into a label", () => {
    expect(editorHint('it must be the route, starting with "/", such as /awareness')).toBe(
      'The route, starting with "/", such as /awareness',
    );
    expect(editorHint("it must say when the line answers")).toBe("Say when the line answers");
  });
});
