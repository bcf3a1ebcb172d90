/** @jest-environment node */
import settings from "../../content/settings.json";
import { adminConfig } from "../../src/admin/config";
import { FRONTMATTER_FIELDS } from "../../src/admin/schema";

const config = adminConfig({ repo: "owner/site", branch: "main", authBaseUrl: "", localBackendUrl: "http://localhost:8081/api/v1" });
type Field = { name: string; widget: string; required?: boolean; fields?: Field[] };
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

  it("offers the frontmatter fields the build checks, with the same required flags, and the MDX as plain text", () => {
    const byName = new Map(pages.fields.map((field) => [field.name, field]));
    for (const [name, rule] of Object.entries(FRONTMATTER_FIELDS)) {
      expect(byName.get(name)).toMatchObject({ required: rule.required, widget: rule.type === "boolean" ? "boolean" : "string" });
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
  });
});
