import CMS from "decap-cms-app/dist/decap-cms-app.js";
import { adminConfig, folderOf, JSON_FORMAT, MDX_FORMAT } from "./config";
import { checkPage, checkSettings, checkStoryEntry, pageFile, pageSource, storyFile, storySource } from "./checks";
import { jsonFromFile, jsonToFile, mdxFromFile, mdxToFile } from "./formats";
import { forgetSaved, knownImages, PagePreview, savedForCheck, SettingsPreview, StoryPreview, uploadedImages } from "./preview";
import { readEditedFile } from "./content-rules";

declare const ADMIN_ENV: Parameters<typeof adminConfig>[0];

type Entry = { get(key: string): unknown; getIn(path: string[]): { toJS(): Record<string, unknown> } };

CMS.registerCustomFormat(MDX_FORMAT, "mdx", { fromFile: mdxFromFile, toFile: mdxToFile });
CMS.registerCustomFormat(JSON_FORMAT, "json", { fromFile: jsonFromFile, toFile: jsonToFile });
for (const name of ["pages", "pages_es"]) CMS.registerPreviewTemplate(name, PagePreview);
for (const name of ["stories", "stories_es"]) CMS.registerPreviewTemplate(name, StoryPreview);
CMS.registerPreviewTemplate("settings", SettingsPreview);

// The build's checks gate a save: Decap shows the thrown message and keeps the writer's text.
CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }: { entry: Entry }) => {
    const data = entry.getIn(["data"]).toJS();
    let messages: string[];
    const images = knownImages(uploadedImages(entry));
    const collection = entry.get("collection");
    const path = entry.get("path") as string | undefined;
    // Without the other pages and stories (the preview never opened) links cannot be judged: check the fields only.
    const saved = collection === "settings" ? undefined : await savedForCheck();
    if (collection === "settings") {
      messages = checkSettings(data);
    } else if (String(collection).startsWith("stories")) {
      const source = storySource(storyFile(path, data.title, folderOf(collection)), data);
      messages = saved ? checkStoryEntry(source, data, saved, images) : readEditedFile(source.file, source.text, images).errors;
    } else {
      const file = pageFile(path, entry.get("slug") as string | undefined, folderOf(collection));
      const source = pageSource(file, data);
      messages = saved ? checkPage(source, data, saved, images) : readEditedFile(file, source.text, images).errors;
    }
    if (messages.length) throw new Error(messages.join("\n"));
  },
});

CMS.registerEventListener({ name: "postSave", handler: forgetSaved });

CMS.init({ config: adminConfig(ADMIN_ENV) });
