// First: it runs before Decap's module does.
import "./before-decap";
import CMS from "decap-cms-app/dist/decap-cms-app.js";
import {
  adminConfig,
  collectionOf,
  ENGLISH_STORY_MISSING,
  ENGLISH_STORY_WIDGET,
  ENGLISH_VERSION_WIDGET,
  JSON_FORMAT,
  MDX_FORMAT,
  SWITCH_WIDGET,
  TEXT_WIDGET,
} from "./config";
import { englishStoryControl } from "./english-story-widget";
import { switchControl } from "./switch-widget";
import { textControl } from "./text-widget";
import { written } from "./saved-events";
import { checkEntry, checkSettings } from "./checks";
import { EnglishVersionControl } from "./in-step-widget";
import { ENGLISH_STORY, jsonFromFile, jsonToFile, mdxFromFile, mdxToFile, ORIGINAL, STORY_FIELDS } from "./formats";
import {
  editedEntry,
  forgetSaved,
  isNewEntry,
  knownImages,
  PagePreview,
  savedForCheck,
  SettingsPreview,
  StoryPreview,
  uploadedImages,
  storyPictureMessage,
} from "./preview";
import { asPrettierWrites } from "./prettier-format";
import { forWriter } from "./writer-words";
import { declineBackupOffer, refusal, writerPhrases } from "./decap-words";
import { readEditedFile, SETTINGS_FILE, splitFrontmatter } from "./content-rules";

declare const ADMIN_ENV: Parameters<typeof adminConfig>[0];

type ImmutableData = { toJS(): Record<string, unknown>; set(key: string, value: unknown): ImmutableData };
type Entry = { get(key: string): unknown; getIn(path: string[]): ImmutableData; toJS(): unknown };

CMS.registerCustomFormat(MDX_FORMAT, "mdx", { fromFile: mdxFromFile, toFile: mdxToFile });
CMS.registerCustomFormat(JSON_FORMAT, "json", { fromFile: jsonFromFile, toFile: jsonToFile });
for (const name of ["pages", "pages_es"]) CMS.registerPreviewTemplate(name, PagePreview);
for (const name of ["stories", "stories_es"]) CMS.registerPreviewTemplate(name, StoryPreview);
CMS.registerPreviewTemplate("settings", SettingsPreview);
CMS.registerWidget(ENGLISH_VERSION_WIDGET, EnglishVersionControl);
CMS.registerWidget(ENGLISH_STORY_WIDGET, englishStoryControl(CMS.getWidget("relation").control));
CMS.registerWidget(SWITCH_WIDGET, switchControl(CMS.getWidget("boolean").control));
const code = CMS.getWidget("code");
CMS.registerWidget(TEXT_WIDGET, textControl(code.control), code.preview, code.schema);

// The build's checks gate a save: Decap shows the thrown message and keeps the writer's text. A save that passes is
// written as Prettier writes it, so `npm run lint` passes on what the editor saved.
CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }: { entry: Entry }) => {
    const data = entry.getIn(["data"]).toJS();
    const collection = entry.get("collection");
    const settings = collection === "settings";
    const { story, locale } = collectionOf(collection);
    // The file and its text as the formats write it: the settings' JSON, or a page's or story's as the preview reads it.
    const source = settings ? { file: SETTINGS_FILE, text: jsonToFile(data) } : editedEntry(entry).source;
    let messages: string[];
    if (settings) messages = checkSettings(data);
    // A new translated story is named from the English story it translates (config.ts): without one it has no name.
    else if (story && locale !== "en" && isNewEntry(entry) && !data[ENGLISH_STORY]) messages = [ENGLISH_STORY_MISSING];
    else {
      const images = knownImages(uploadedImages(entry));
      // Without the other pages and stories (the preview never opened) links cannot be judged: check the fields only.
      const saved = await savedForCheck();
      messages = saved ? checkEntry(source, data, saved, images) : readEditedFile(source.file, source.text, images).errors;
    }
    // A story's picture uploaded now, measured in the browser: one narrower than the field's hint asks would be blurred.
    const picture = story ? await storyPictureMessage(entry, data.image) : undefined;
    if (picture) messages.push(picture);
    // The preview's words: what is wrong and where in the text the writer sees, not the file's path.
    if (messages.length) throw refusal(messages.map(forWriter).join("\n"));
    const formatted = await asPrettierWrites(source.file, source.text);
    // Prettier changes how the text is written, not its values: the formats write an entry whose values are those of
    // its original text back as that text, so Prettier's text is carried as the original (and a page's or story's body).
    // Carried even when Prettier changes nothing, so the entry Decap keeps as saved holds the text now in the file.
    const next = entry.getIn(["data"]).set(ORIGINAL, formatted);
    const written = settings ? next : next.set("body", splitFrontmatter(formatted).body);
    const fields = story ? STORY_FIELDS : undefined;
    const text = settings ? jsonToFile(written.toJS()) : mdxToFile(written.toJS(), fields);
    // Should Prettier ever change a value, the entry is saved as the writer left it rather than with other values.
    return text === formatted ? written : undefined;
  },
});

CMS.registerEventListener({
  name: "postSave",
  handler: () => {
    forgetSaved();
    written();
  },
});

const english = CMS.getLocale("en");
CMS.registerLocale("en", writerPhrases(english));
window.confirm = declineBackupOffer(window.confirm.bind(window), english.editor.editor.confirmLoadBackup);

CMS.init({ config: adminConfig(ADMIN_ENV, window.location.origin) });
