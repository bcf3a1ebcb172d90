import fs from "node:fs";
import path from "node:path";
import { LOADER_ID, loadScriptsAfterContent } from "../../deploy/script-loading";
import { builtPages, type PostBuildStep } from "./step";

export const scriptLoading: PostBuildStep = {
  name: "script loading",
  purpose: "swap Gatsby's script tags for the loader that runs them after the first screen",
  run: ({ publicDir }, files) => {
    let loaded = 0;
    const pages = builtPages(publicDir);
    for (const { file } of pages) {
      const html = fs.readFileSync(file, "utf8");
      let converted: string;
      try {
        converted = loadScriptsAfterContent(html);
      } catch (error) {
        throw new Error(`${path.relative(publicDir, file)}: ${(error as Error).message}`);
      }
      if (converted.includes(LOADER_ID)) loaded += 1;
      if (converted !== html) files.write(file, converted);
    }
    // Gatsby keeps an unchanged page from the last build, loader and all; a build with no loader at all lost Gatsby's tags.
    if (!loaded) throw new Error(`expected Gatsby's <script src async> tags in the ${pages.length} built pages, and found none to move`);
    return `${loaded} of ${pages.length} pages load their scripts after the first screen`;
  },
};
