import { contentTree, type ContentEntry, type PageEntry, type StoryEntry } from "../content-reader/entry";
import { pageContext, storyContext, type ContextFacts, type PageContext, type StoryContext } from "../plan/page-context";
import { planSite } from "../plan/site-plan";

/** What the preview knows of the site besides the saved entries: its pictures, its settings, the moment, and its facts. */
export type PreviewSite = { images: Set<string>; settingsFile: unknown; now: number; facts: ContextFacts };

/**
 * The context of an entry being edited, from the builder the build uses (src/plan/page-context.ts), over a plan
 * of the saved content with this entry in place of its saved copy (`original`, the text it was opened with):
 * a page previews with every fact it is built with (its twin, search, the search page's list, the stories).
 */
export function previewContext(entry: PageEntry, saved: readonly ContentEntry[], site: PreviewSite, original?: unknown): PageContext;
export function previewContext(
  entry: StoryEntry,
  saved: readonly ContentEntry[],
  site: PreviewSite,
  original?: unknown,
): StoryContext | undefined;
export function previewContext(entry: PageEntry | StoryEntry, saved: readonly ContentEntry[], site: PreviewSite, original?: unknown) {
  const others = saved.filter((e) => e.file !== entry.file && e.route !== entry.route && (original === undefined || e.text !== original));
  const plan = planSite(contentTree("", [...others, entry], site.images, site.settingsFile), site.now);
  return entry.kind === "page" ? pageContext(plan, entry, site.facts) : storyContext(plan, entry, site.facts);
}
