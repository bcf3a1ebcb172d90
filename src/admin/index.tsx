import CMS from "decap-cms-app/dist/decap-cms-app.js";
import { adminConfig, JSON_FORMAT, MDX_FORMAT } from "./config";
import { checkPage, checkSettings, frontmatterOf, pageFile, pageSource } from "./checks";
import { jsonFromFile, jsonToFile, mdxFromFile, mdxToFile } from "./formats";
import { forgetSavedPages, knownImages, PagePreview, savedPagesForCheck, SettingsPreview } from "./preview";
import { validateFrontmatter } from "./schema";

declare const ADMIN_ENV: Parameters<typeof adminConfig>[0];

type Entry = { get(key: string): unknown; getIn(path: string[]): { toJS(): Record<string, unknown> } };

CMS.registerCustomFormat(MDX_FORMAT, "mdx", { fromFile: mdxFromFile, toFile: mdxToFile });
CMS.registerCustomFormat(JSON_FORMAT, "json", { fromFile: jsonFromFile, toFile: jsonToFile });
CMS.registerPreviewTemplate("pages", PagePreview);
CMS.registerPreviewTemplate("settings", SettingsPreview);

// The build's checks gate a save: Decap shows the thrown message and keeps the writer's text.
CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }: { entry: Entry }) => {
    const data = entry.getIn(["data"]).toJS();
    let messages: string[];
    if (entry.get("collection") === "settings") {
      messages = checkSettings(data);
    } else {
      const file = pageFile(entry.get("path") as string | undefined, entry.get("slug") as string | undefined);
      const saved = await savedPagesForCheck();
      // Without the other pages (the preview never opened) links cannot be judged: check the fields only.
      messages = saved ? checkPage(pageSource(file, data), data, saved, knownImages()) : validateFrontmatter(frontmatterOf(data), file);
    }
    if (messages.length) throw new Error(messages.join("\n"));
  },
});

CMS.registerEventListener({ name: "postSave", handler: forgetSavedPages });

CMS.init({ config: adminConfig(ADMIN_ENV) });
