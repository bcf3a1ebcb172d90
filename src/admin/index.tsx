// First: it runs before Decap's module does.
import "./before-decap";
import CMS from "decap-cms-app/dist/decap-cms-app.js";
import { adminConfig, ENGLISH_VERSION_WIDGET, folderOf, JSON_FORMAT, MDX_FORMAT } from "./config";
import { checkPage, checkSettings, checkStoryEntry, pageFile, pageSource, storyFile, storySource } from "./checks";
import { EnglishVersionControl } from "./in-step-widget";
import { jsonFromFile, jsonToFile, mdxFromFile, mdxToFile, ORIGINAL, STORY_FIELDS } from "./formats";
import { forgetSaved, knownImages, PagePreview, savedForCheck, SettingsPreview, StoryPreview, uploadedImages } from "./preview";
import { asPrettierWrites } from "./prettier-format";
import { readEditedFile, splitFrontmatter } from "./content-rules";

declare const ADMIN_ENV: Parameters<typeof adminConfig>[0];

type ImmutableData = { toJS(): Record<string, unknown>; set(key: string, value: unknown): ImmutableData };
type Entry = { get(key: string): unknown; getIn(path: string[]): ImmutableData };

CMS.registerCustomFormat(MDX_FORMAT, "mdx", { fromFile: mdxFromFile, toFile: mdxToFile });
CMS.registerCustomFormat(JSON_FORMAT, "json", { fromFile: jsonFromFile, toFile: jsonToFile });
for (const name of ["pages", "pages_es"]) CMS.registerPreviewTemplate(name, PagePreview);
for (const name of ["stories", "stories_es"]) CMS.registerPreviewTemplate(name, StoryPreview);
CMS.registerPreviewTemplate("settings", SettingsPreview);
CMS.registerWidget(ENGLISH_VERSION_WIDGET, EnglishVersionControl);

/** The file an entry is saved to and its text as the editor's formats write it. */
function savedFile(entry: Entry, data: Record<string, unknown>) {
  const collection = entry.get("collection");
  const path = entry.get("path") as string | undefined;
  if (collection === "settings") return { file: path ?? "content/settings.json", text: jsonToFile(data) };
  if (String(collection).startsWith("stories")) return storySource(storyFile(path, data.title, folderOf(collection)), data);
  return pageSource(pageFile(path, entry.get("slug") as string | undefined, folderOf(collection)), data);
}

// The build's checks gate a save: Decap shows the thrown message and keeps the writer's text. A save that passes is
// written as Prettier writes it, so `npm run lint` passes on what the editor saved.
CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }: { entry: Entry }) => {
    const data = entry.getIn(["data"]).toJS();
    let messages: string[];
    const images = knownImages(uploadedImages(entry));
    const collection = entry.get("collection");
    const source = savedFile(entry, data);
    // Without the other pages and stories (the preview never opened) links cannot be judged: check the fields only.
    const saved = collection === "settings" ? undefined : await savedForCheck();
    if (collection === "settings") messages = checkSettings(data);
    else if (String(collection).startsWith("stories"))
      messages = saved ? checkStoryEntry(source, data, saved, images) : readEditedFile(source.file, source.text, images).errors;
    else messages = saved ? checkPage(source, data, saved, images) : readEditedFile(source.file, source.text, images).errors;
    if (messages.length) throw new Error(messages.join("\n"));
    const formatted = await asPrettierWrites(source.file, source.text);
    if (formatted === source.text) return undefined;
    // Prettier changes how the text is written, not its values: the formats write an entry whose values are those of
    // its original text back as that text, so Prettier's text is carried as the original (and a page's or story's body).
    const next = entry.getIn(["data"]).set(ORIGINAL, formatted);
    const written = collection === "settings" ? next : next.set("body", splitFrontmatter(formatted).body);
    const fields = String(collection).startsWith("stories") ? STORY_FIELDS : undefined;
    const text = collection === "settings" ? jsonToFile(written.toJS()) : mdxToFile(written.toJS(), fields);
    // Should Prettier ever change a value, the entry is saved as the writer left it rather than with other values.
    return text === formatted ? written : undefined;
  },
});

CMS.registerEventListener({ name: "postSave", handler: forgetSaved });

CMS.init({ config: adminConfig(ADMIN_ENV) });
