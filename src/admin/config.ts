import settingsFile from "../../content/settings.json";
import { ORIGINAL } from "./formats";
import { FRONTMATTER_FIELDS, SETTINGS_FILE } from "./schema";

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

/** The frontmatter fields the build checks, as Decap fields: same names, required flags and help text. */
const frontmatterFields: Field[] = Object.entries(FRONTMATTER_FIELDS).map(([name, rule]) => ({
  name,
  label: name,
  widget: rule.type === "boolean" ? "boolean" : "string",
  required: rule.required,
  hint: rule.help,
}));

/** Decap fields for a settings value, following the shape of the settings file itself. */
function fieldFor(name: string, value: unknown): Field {
  if (Array.isArray(value)) {
    const first: unknown = value[0];
    return first && typeof first === "object"
      ? { name, label: name, widget: "list", fields: Object.entries(first).map(([k, v]) => fieldFor(k, v)) }
      : { name, label: name, widget: "list" };
  }
  if (value && typeof value === "object")
    return { name, label: name, widget: "object", fields: Object.entries(value).map(([k, v]) => fieldFor(k, v)) };
  if (typeof value === "number") return { name, label: name, widget: "number", value_type: "int" };
  return { name, label: name, widget: "string" };
}

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
        ...frontmatterFields,
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
          fields: [...Object.entries(settingsFile).map(([k, v]) => fieldFor(k, v)), originalText],
        },
      ],
    },
  ],
});
