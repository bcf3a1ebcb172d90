import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { contentTree, readEntry, PAGES_DIR, STORIES_DIR, type ContentTree } from "./entry";
export type { ContentTree };
import type { FounderSettings } from "../routes";

/**
 * The content reader, given the content tree of a checkout: every page and story read by ./entry.ts, with
 * the pictures in content/images/ and the settings file as written. The build, the scripts and the tests
 * read content through this, so they agree on every file's kind, language and route.
 */

/** The .mdx files under a folder, as paths from the root with forward slashes, in a fixed order. */
function mdxFiles(root: string, dir: string): string[] {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => `${dir}/${name.split("\\").join("/")}`)
    .sort();
}

export function readContent(root: string = process.cwd()): ContentTree {
  const settingsFile: unknown = JSON.parse(readFileSync(join(root, "content/settings.json"), "utf8"));
  const images = new Set(existsSync(join(root, "content/images")) ? readdirSync(join(root, "content/images")) : []);
  const settings = settingsFile as FounderSettings;
  const entries = [...mdxFiles(root, PAGES_DIR), ...mdxFiles(root, STORIES_DIR)].map((file) =>
    readEntry({ file, text: readFileSync(join(root, file), "utf8") }, { settings, images }),
  );
  return contentTree(root, entries, images, settingsFile);
}
