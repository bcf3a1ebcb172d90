import { z } from "zod";
import { ORIGINAL } from "./formats";
import { frontmatterSchema, SETTINGS_FILE, settingsSchema } from "./schema";

/** Where the admin finds its repository and sign-in; set at build time (see README, "Editing in the browser"). */
export type AdminEnvironment = {
  /** "owner/name" of the GitHub repository the saves open pull requests against. */
  repo: string;
  branch: string;
  /** The OAuth provider's address (Netlify's, or a small proxy such as decap-proxy); empty for Netlify's own. */
  authBaseUrl: string;
  /**
   * The local backend (decap-server) on a writer's own machine, set only by `npm run cms`; empty in the
   * deployed editor, which then never probes a local port (its policy would refuse it).
   */
  localBackendUrl: string;
};

type Field = Record<string, unknown>;
type JsonSchema = { type?: string; description?: string; properties?: Record<string, JsonSchema>; required?: string[]; items?: JsonSchema };

/**
 * A field's hint from its description, which the build's messages end with ("…; it must be the route,
 * starting with "/"…"): beside an empty box it reads as a label, "The route, starting with "/"…".
 */
export const editorHint = (description: string) => description.replace(/^it must (be )?/, "").replace(/^./, (first) => first.toUpperCase());

/** The Decap fields of a schema's object: names, widgets and required flags from the schema, hints from its descriptions. */
function fieldsOf({ properties = {}, required = [] }: JsonSchema): Field[] {
  return Object.entries(properties).map(([name, schema]) => {
    const field = {
      name,
      label: name,
      required: required.includes(name),
      ...(schema.description && { hint: editorHint(schema.description) }),
    };
    if (schema.type === "object") return { ...field, widget: "object", fields: fieldsOf(schema) };
    if (schema.type === "array")
      return { ...field, widget: "list", ...(schema.items?.type === "object" && { fields: fieldsOf(schema.items) }) };
    if (schema.type === "integer") return { ...field, widget: "number", value_type: "int" };
    return { ...field, widget: schema.type === "boolean" ? "boolean" : "string" };
  });
}
const editorFields = (schema: z.ZodType) => fieldsOf(z.toJSONSchema(schema) as JsonSchema);

/** Carries the file's original text, so a save writes back unchanged bytes as they were. */
const originalText: Field = { name: ORIGINAL, label: ORIGINAL, widget: "hidden", required: false };

export const MDX_FORMAT = "mdx-frontmatter";
export const JSON_FORMAT = "json-in-place";

/** The Decap configuration: pages as MDX text, the settings as one file, pictures in content/images. */
export const adminConfig = (env: AdminEnvironment) => ({
  load_config_file: false,
  backend: { name: "github", repo: env.repo, branch: env.branch, ...(env.authBaseUrl ? { base_url: env.authBaseUrl } : {}) },
  // A save opens a pull request; a reviewer reads and merges it.
  publish_mode: "editorial_workflow",
  ...(env.localBackendUrl ? { local_backend: { url: env.localBackendUrl } } : {}),
  media_folder: "content/images",
  public_folder: "",
  collections: [
    {
      name: "pages",
      label: "Pages",
      label_singular: "Page",
      folder: "content/pages",
      extension: "mdx",
      format: MDX_FORMAT,
      create: true,
      identifier_field: "title",
      summary: "{{title}} ({{slug}})",
      fields: [
        ...editorFields(frontmatterSchema),
        // Plain text, not the rich-text editor: it would escape the JSX of our components.
        { name: "body", label: "Page (MDX: prose and components, one sentence per line)", widget: "text" },
        originalText,
      ],
    },
    {
      name: "settings",
      label: "Settings",
      // Decap reads the format of a file collection here, not on the file.
      format: JSON_FORMAT,
      extension: "json",
      files: [
        {
          name: "settings",
          label: "Site settings (names, contact, forms, donation links)",
          file: SETTINGS_FILE,
          fields: [...editorFields(settingsSchema), originalText],
        },
      ],
    },
  ],
});
