import { z } from "zod";
import type { Locale } from "../languages";
import { SIGN_IN_ROUTES } from "../routes";
import { ENGLISH_STORY, ORIGINAL } from "./formats";
import { frontmatterSchema, SETTINGS_FILE, settingsSchema, storyFrontmatterSchema } from "./content-rules";

/** Where the admin finds its repository and sign-in; set at build time (see README, "Editing in the browser"). */
export type AdminEnvironment = {
  /** "owner/name" of the GitHub repository the saves open pull requests against. */
  repo: string;
  branch: string;
  /**
   * The sign-in's address when it is another host's (CMS_AUTH_URL: an OAuth proxy); empty for the host's own, which
   * `signIn` names.
   */
  authBaseUrl: string;
  /**
   * Whose sign-in the editor uses when authBaseUrl is empty: "site", the site's own Worker at /api/auth (Cloudflare
   * Workers: src/worker/sign-in.ts), or "netlify", Netlify's OAuth provider (a build on Netlify).
   */
  signIn: "site" | "netlify";
  /**
   * The local backend (decap-server) on a writer's own machine, set only by `npm run cms`; empty in the
   * deployed editor, which then never probes a local port (its policy would refuse it).
   */
  localBackendUrl: string;
};

type Field = Record<string, unknown>;
type JsonSchema = {
  type?: string;
  description?: string;
  default?: unknown;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: string[];
  minItems?: number;
};

/**
 * A field's hint from its description, which the build's messages end with ("…; it must be the route,
 * starting with "/"…"): beside an empty box it reads as a label, "The route, starting with "/"…".
 */
export const editorHint = (description: string) =>
  description
    .replace(/^it must (be )?/, "")
    // A switch's hint says what each position does: "On for pages without…", "Off keeps the page out of…".
    .replace(/^true or false: (true|false) /, (_, position: string) => (position === "true" ? "on " : "off "))
    .replace(/^./, (first) => first.toUpperCase());

/** Words a field's name holds that a writer reads in capitals. */
const ACRONYMS: Record<string, string> = { url: "URL", urls: "URLs", id: "ID", ids: "IDs", ein: "EIN", psa: "PSA", mdx: "MDX" };
/** Fields whose names are a web developer's word, by what a writer calls them. */
const PLAIN_NAMES: Record<string, string> = { slug: "Web address", alt: "Picture description" };
/** The languages' names, for fields named by a language code ("en", "es"). */
const LANGUAGE_NAMES: Record<string, string> = { en: "English", es: "Spanish" };

/**
 * A field's label from its name, as a writer reads it: "solidHeader" gives "Solid header", "postalCode" "Postal code",
 * "siteUrl" "Site URL", "impactAsOf" "Impact as of", "es" "Spanish".
 */
export const fieldLabel = (name: string): string => {
  if (LANGUAGE_NAMES[name] ?? PLAIN_NAMES[name]) return LANGUAGE_NAMES[name] ?? PLAIN_NAMES[name];
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.toLowerCase());
  return words.join(" ").replace(/^./, (first) => first.toUpperCase());
};

/**
 * The Decap fields of a schema's object: names, widgets and required flags from the schema, hints from its
 * descriptions. A list of fixed choices (a story's tags) is a multiple select of those choices. The fields
 * of an optional group (a story's event) are not required by the editor, so the group may stay empty: the
 * build's check, run on save, names a field missing from a group that is filled in.
 */
function fieldsOf({ properties = {}, required = [] }: JsonSchema, groupRequired = true): Field[] {
  return Object.entries(properties).map(([name, schema]) => {
    const field = {
      name,
      label: fieldLabel(name),
      required: groupRequired && required.includes(name),
      ...(schema.description && { hint: editorHint(schema.description) }),
    };
    if (schema.type === "object")
      return { ...field, widget: "object", ...(!field.required && { collapsed: true }), fields: fieldsOf(schema, field.required) };
    if (schema.type === "array" && schema.items?.enum)
      return { ...field, widget: "select", multiple: true, options: schema.items.enum, ...(schema.minItems && { min: schema.minItems }) };
    if (schema.type === "array")
      return { ...field, widget: "list", ...(schema.items?.type === "object" && { fields: fieldsOf(schema.items) }) };
    if (schema.type === "integer") return { ...field, widget: "number", value_type: "int" };
    // A switch shows what a file without the field means (the schema's default, else off); formats.ts reads the same default.
    if (schema.type === "boolean") return { ...field, widget: SWITCH_WIDGET, default: schema.default ?? false };
    // A rule with a shape of its own (a date, a time, a route) marks the field itself when it is not met, with the field's hint.
    // Decap compiles a pattern without the "u" flag, so one that needs it (letters by Unicode class) is left to the save's check.
    const shaped = schema.pattern && schema.pattern !== "\\S" && !/\\[pPu]\{/.test(schema.pattern) && schema.description;
    return { ...field, widget: "string", ...(shaped && { pattern: [schema.pattern, editorHint(schema.description!)] }) };
  });
}
/** The widget of a translation's englishVersion field (registered in index.tsx). */
export const ENGLISH_VERSION_WIDGET = "english-version";
/** An on/off field that shows a value left out of the file as its default (switch-widget.tsx). */
export const SWITCH_WIDGET = "switch";

/** The widget of a page's or story's text (text-widget.tsx). */
export const TEXT_WIDGET = "mdx-text";

/**
 * The MDX of a page or story, as text with numbered lines, not the rich-text editor (it would escape the JSX of our
 * components): the text is saved as typed, a string (output_code_only), coloured as Markdown.
 */
const textField = (label: string, hint: string) => ({
  name: "body",
  label,
  hint,
  widget: TEXT_WIDGET,
  output_code_only: true,
  default_language: "markdown",
  allow_language_selection: false,
});

/** A schema's fields for the editor; `widgets` replaces the widget of the fields it names. */
const editorFields = (schema: z.ZodType, widgets: Record<string, Field> = {}) =>
  fieldsOf(z.toJSONSchema(schema) as JsonSchema).map(({ pattern, ...field }) => ({
    ...field,
    // A widget of its own checks its own value: the schema's pattern is the string box's.
    ...(widgets[field.name as string] ?? (pattern ? { pattern } : {})),
  }));

/** Carries the file's original text, so a save writes back unchanged bytes as they were. */
const originalText: Field = { name: ORIGINAL, label: ORIGINAL, widget: "hidden", required: false };

export const MDX_FORMAT = "mdx-frontmatter";
export const STORIES_FOLDER = "content/stories";
/** Where each language's pages and stories live: English at the top of the folder, others in a folder named by the language. */
export const PAGE_FOLDERS: Record<Locale, string> = { en: "content/pages", es: "content/pages/es" };
export const STORIES_FOLDERS: Record<Locale, string> = { en: STORIES_FOLDER, es: `${STORIES_FOLDER}/es` };
/** The folder of an entry's collection ("pages", "stories_es", …), for the file name of a new entry. */
export const folderOf = (collection: unknown): string => {
  const { story, locale } = collectionOf(collection);
  return (story ? STORIES_FOLDERS : PAGE_FOLDERS)[locale] ?? PAGE_FOLDERS.en;
};

/** What a collection's name ("pages", "stories_es", …) says: whether it holds stories, and in which language. */
export const collectionOf = (collection: unknown): { story: boolean; locale: Locale } => {
  const [kind, locale = "en"] = String(collection).split("_");
  return { story: kind === "stories", locale: locale as Locale };
};

/** A folder of MDX entries that writers add to, named by their title. */
const mdxFolder = (name: string, label: string, label_singular: string, folder: string) => ({
  name,
  label,
  label_singular,
  folder,
  extension: "mdx",
  format: MDX_FORMAT,
  create: true,
  identifier_field: "title",
});

/**
 * The field that records which English version a translation is in step with: kept as it is and not shown on an
 * English entry, which translates nothing; on a translation, the widget that compares it with the English (english-version.tsx).
 */
const englishVersionField = (locale: Locale): Field =>
  locale === "en"
    ? { name: "englishVersion", label: "English version", widget: "hidden", required: false }
    : {
        name: "englishVersion",
        label: "In step with the English",
        widget: ENGLISH_VERSION_WIDGET,
        required: false,
        hint: "Compares this translation with its English page as it is saved now. When you have brought the changes in, press “Mark as in step”.",
      };

/** A folder of pages: the frontmatter's fields, then the MDX as text. */
const pagesCollection = (name: string, label: string, label_singular: string, locale: Locale) => ({
  ...mdxFolder(name, label, label_singular, PAGE_FOLDERS[locale]),
  // The route names the page (a translation's, its English page's route under /es); the title is the list's heading.
  summary: "{{title}} · {{fields.slug}}",
  sortable_fields: ["title", "slug"],
  fields: [
    ...editorFields(frontmatterSchema, { englishVersion: englishVersionField(locale) }),
    textField("Page text", "One sentence per line; the components (<Section>, <Figure>, …) are in CONTENT.md"),
    originalText,
  ],
});

export const ENGLISH_STORY_WIDGET = "english-story";

/**
 * A translated story's file is named as its English story's (that is how the two are twins, and how the site links
 * them), so a new one is named from the English story picked here (Decap's relation widget, english-story-widget.tsx),
 * not from its own title; a saved one shows whose twin it is. Never written to the file (formats.ts).
 */
const englishStoryField: Field = {
  name: ENGLISH_STORY,
  label: "English story",
  widget: ENGLISH_STORY_WIDGET,
  collection: "stories",
  value_field: "{{slug}}",
  search_fields: ["title"],
  display_fields: ["title"],
  required: false,
  // Not required of Decap: a saved story has no value here. A new one's save asks for it (index.tsx).
  hint: "Needed for a new story: the English story this one translates. The Spanish story takes its web address, with /es in front, and each page links to the other.",
};

/** What a save of a new translated story says when no English story was picked. */
export const ENGLISH_STORY_MISSING =
  "Choose the English story this one translates, under “English story”: a Spanish story takes its English story's web address, and the two pages link to each other.";

/** The narrowest picture a story takes: its page shows it across the text, two device pixels to a point on a sharp screen. */
export const STORY_PICTURE_WIDTH = 2000;

/** What a save says of an uploaded story picture narrower than that. */
export const pictureTooSmall = (name: string, width: number, height: number) =>
  `The picture “${name}” is ${width} × ${height} pixels: a story's picture needs to be at least ${STORY_PICTURE_WIDTH} pixels wide to stay sharp on large screens. Choose a larger photo, 3:2 in shape (landscape).`;

/** What a save of a new translated story says when its English story has a translation already. */
export const englishStoryTaken = (title: string) =>
  `The English story you picked has its Spanish story already, “${title}”. To change it, open that story from the list of Spanish stories; to write another, pick another English story.`;

/** What a new English story says when a saved story has the web address its title gives. */
export const storyExists = (title: string) =>
  `A story with this web address exists already, “${title}”: the address comes from the title, so give this story another title, or open that story from the list to change it.`;

/** A folder of stories: their fields in the schema's order, then the MDX as text. */
const storiesCollection = (name: string, label: string, label_singular: string, locale: Locale) => ({
  ...mdxFolder(name, label, label_singular, STORIES_FOLDERS[locale]),
  delete: true,
  // The file name, which is the story's route, from the title when the story is first saved; a translation's, its English story's.
  slug: locale === "en" ? "{{slug}}" : `{{fields.${ENGLISH_STORY}}}`,
  summary: "{{date}} · {{title}}",
  // Newest first is the list's own order (index.tsx sets it until the writer picks another).
  sortable_fields: ["date", "title"],
  fields: [
    ...(locale === "en" ? [] : [englishStoryField]),
    // Dates stay text boxes, typed as the hint shows: Decap's datetime widget writes a local time marked as
    // UTC ("2026-03-14T09:00:00.000Z") unless given a format, and with one the browser's offset, not Phoenix's
    // -07:00; the build wants "2026-03-14" and "2026-03-14T09:00:00-07:00".
    ...editorFields(storyFrontmatterSchema, {
      // Picked from or uploaded to content/images/; writes the file name alone.
      image: {
        widget: "image",
        choose_url: false,
        hint: `Choose a picture, or upload one: a photo 3:2 in shape (landscape) and at least ${STORY_PICTURE_WIDTH} pixels wide`,
      },
      englishVersion: englishVersionField(locale),
    }),
    textField("Story text", "One sentence per line, a blank line between paragraphs"),
    originalText,
  ],
});
export const JSON_FORMAT = "json-in-place";

/** Where the editor signs in: another host's proxy, the site's own Worker (on the page's own origin), or Netlify's. */
const signInOf = (env: AdminEnvironment, origin: string) => {
  if (env.authBaseUrl) return { base_url: env.authBaseUrl };
  return env.signIn === "site" ? { base_url: origin, auth_endpoint: SIGN_IN_ROUTES.auth.slice(1) } : {};
};

/**
 * The Decap configuration: pages as MDX text, the settings as one file, pictures in content/images. `origin` is the
 * editor page's own (window.location.origin), where the site's sign-in answers.
 */
export const adminConfig = (env: AdminEnvironment, origin = "") => ({
  load_config_file: false,
  backend: { name: "github", repo: env.repo, branch: env.branch, ...signInOf(env, origin) },
  // A save opens a pull request; a reviewer reads and merges it.
  publish_mode: "editorial_workflow",
  ...(env.localBackendUrl ? { local_backend: { url: env.localBackendUrl } } : {}),
  media_folder: "content/images",
  // The image widget writes the bare file name, as the build's check and the components read it.
  public_folder: "",
  // File names made from titles (a new story's is its route; a new page's) and uploaded pictures' names:
  // lower-case ASCII, accents dropped, "'" dropped, other characters as hyphens ("Père José's Café" gives
  // pere-joses-cafe; the default "unicode" kept père-josés-café). Existing files keep their names.
  slug: { encoding: "ascii", clean_accents: true },
  collections: [
    pagesCollection("pages", "Pages", "Page", "en"),
    storiesCollection("stories", "Stories", "Story", "en"),
    // The Spanish pages and stories beside the English, as collections of their own (CONTENT.md, "En español").
    // Listed by their Spanish names; the editor's own words around them are English ("New Spanish story").
    pagesCollection("pages_es", "Páginas en español", "Spanish page", "es"),
    storiesCollection("stories_es", "Historias en español", "Spanish story", "es"),
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
