import path from "node:path";
import { buildAdmin, editorBuildReport } from "../editor-bundle";
import type { PostBuildStep } from "./step";

/**
 * The content editor's files, built with esbuild from the content reader's tree the build planned (plan.tree, not a
 * second read) into public/admin/. A step like the others so the build that writes the site writes the editor too, and
 * before the compressed copies, which must see every final file (/admin's 6 MB script above all). esbuild runs only
 * when the code's inputs changed since the last build (its fingerprint is kept in the cache folder).
 */
export const editorBundle: PostBuildStep = {
  name: "editor bundle",
  purpose: "the content editor (/admin, Decap CMS): its esbuild bundle and index.html into admin/",
  run: async ({ publicDir, cacheDir, plan }) =>
    editorBuildReport(await buildAdmin(path.join(publicDir, "admin"), { content: plan.tree }, cacheDir), publicDir),
};
