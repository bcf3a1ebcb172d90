import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { readEntry, PAGES_DIR, STORIES_DIR, storiesOf, type ContentEntry, type PageEntry, type Story, type StoryEntry } from "./entry";
import type { FounderSettings as FounderSettings } from "../routes";

/**
 * The content reader, given the content tree of a checkout: every page and story read by ./entry.ts, with
 * the pictures in content/images/ and the settings file as written. The build, the scripts and the tests
 * read content through this, so they agree on every file's kind, language and route.
 */
export type ContentTree = {
  root: string;
  entries: ContentEntry[];
  pages: PageEntry[];
  /** Every story file, valid or not (each carries its errors). */
  storyEntries: StoryEntry[];
  /** The stories that passed their checks. */
  stories: Story[];
  images: Set<string>;
  /** content/settings.json as written (the build checks it with its schema). */
  settingsFile: unknown;
  /** Every file's place, name and frontmatter errors. */
  errors: string[];
};

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
  const storyEntries = entries.filter((entry): entry is StoryEntry => entry.kind === "story");
  return {
    root,
    entries,
    pages: entries.filter((entry): entry is PageEntry => entry.kind === "page"),
    storyEntries,
    stories: storiesOf(storyEntries),
    images,
    settingsFile,
    errors: entries.flatMap((entry) => entry.errors),
  };
}
