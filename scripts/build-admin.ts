// `npm run build:admin`: the content editor alone into public/admin/, without the site (the build's "editor bundle"
// post-build step writes it in `npm run build`; the logic of both is src/pipeline/editor-bundle.ts). A failure prints
// esbuild's messages and exits 1.
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { readContent } from "../src/content-reader/read-content";
import { buildAdmin, editorBuildReport } from "../src/pipeline/editor-bundle";

const ROOT = resolve(fileURLToPath(import.meta.url), "../..");
buildAdmin(resolve(ROOT, "public/admin"), { content: readContent(ROOT) }).then(
  (build) => console.log(`${editorBuildReport(build)}.`),
  (error: Error) => {
    console.error(`The editor's build failed: ${error.message}`);
    process.exitCode = 1;
  },
);
