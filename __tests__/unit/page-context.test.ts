/** @jest-environment node */
import { previewContext, type PreviewSite } from "../../src/admin/preview-context";
import { contentTree, readEntry, type PageEntry, type Story, type StoryEntry } from "../../src/content-reader/entry";
import { pageRequests } from "../../src/pipeline/page-requests";
import { planSite } from "../../src/plan/site-plan";
import { LOCALES } from "../../src/languages";
import { localeOf } from "../../src/routes";
import { launchDaySettings } from "../../scripts/launch-day-settings.mjs";
import { contentOf } from "../setup/content";

/*
 * One builder of page contexts (src/plan/page-context.ts) for the build and the editor's preview: a page of each
 * kind, in each language, gets the same context through gatsby-node's page requests and through the preview's
 * plan of the saved content, so a page previews with every fact it is built with.
 */
const tree = contentOf();
const NOW = Date.parse("2027-03-01T12:00:00Z");
const shareImage = (story: Story) => `https://images.example.org/${story.frontmatter.image}`;
const idOf = (file: string) => `node:${file}`;
// Each story's body as the build gives it, a tree (the preview renders the text being typed instead): here a marker.
const trees = new Map(tree.storyEntries.map((e) => [e.file, [`the body of ${e.file}`]]));
const requests = pageRequests(planSite(tree, NOW), {
  nodeIds: new Map(tree.entries.map((e) => [e.file, idOf(e.file)])),
  shareImage,
  trees,
});
const site: PreviewSite = { images: tree.images, settingsFile: tree.settingsFile, now: NOW, facts: { idOf, shareImage } };
const built = (route: string) => {
  const context = requests.find((request) => request.path === route)?.context;
  if (!context || !("body" in context)) return context;
  const { body, ...rest } = context;
  expect(body).toEqual([`the body of ${tree.storyEntries.find((e) => e.route === route)?.file}`]);
  return rest;
};
const uses = (entry: PageEntry, component: string) => entry.mdx.components.some((use) => use.name === component);

/** A page of each kind in a language: the one with the newest stories, the search page, one with a hero, one without, and a story. */
function kindsIn(locale: (typeof LOCALES)[number]) {
  const pages = tree.pages.filter((page) => page.locale === locale);
  const kinds: [string, PageEntry | StoryEntry | undefined][] = [
    ["the page with the newest stories", pages.find((page) => uses(page, "LatestStories"))],
    ["the search page", pages.find((page) => uses(page, "Search"))],
    ["a page with a hero", pages.find((page) => uses(page, "Hero") && !uses(page, "LatestStories"))],
    ["a page without a hero", pages.find((page) => page.frontmatter?.solidHeader)],
    ["a story", tree.storyEntries.find((story) => story.locale === locale && story.frontmatter)],
  ];
  return kinds.filter((kind): kind is [string, PageEntry | StoryEntry] => kind[1] !== undefined);
}

describe.each(LOCALES)("page contexts in %s", (locale) => {
  const kinds = kindsIn(locale);

  it("has a page of every kind to compare (stories only where the language has them)", () => {
    expect(kinds.map(([kind]) => kind)).toEqual(expect.arrayContaining(["the search page", "a page with a hero", "a page without a hero"]));
  });

  it.each(kinds)("%s: the preview's context is the build's", (_kind, entry) => {
    const context = entry.kind === "page" ? previewContext(entry, tree.entries, site) : previewContext(entry, tree.entries, site);
    expect(context).toBeDefined();
    expect(context).toEqual(built(entry.route));
  });
});

it("the preview plans with the entry as edited, in place of its saved copy", () => {
  const page = tree.pages.find((p) => uses(p, "Hero") && p.frontmatter)!;
  const retitled = page.text.replace(/^title: .*$/m, 'title: "A title being typed"');
  const edited = readEntry({ file: page.file, text: retitled }, { settings: tree.settingsFile as never, images: tree.images }) as PageEntry;
  const context = previewContext(edited, tree.entries, site, page.text);
  expect(context.title).toBe("A title being typed");
  expect({ ...context, title: built(page.route)!.title }).toEqual(built(page.route));
});

it("builds every context from the settings its tree carries, not from the committed file", () => {
  // Another foundation's settings (the launch-day generator's: every value unlike these), in the same content.
  const other = launchDaySettings(tree.settingsFile);
  const otherTree = contentTree(tree.root, tree.entries, tree.images, other);
  const otherRequests = pageRequests(planSite(otherTree, NOW), {
    nodeIds: new Map(tree.entries.map((e) => [e.file, idOf(e.file)])),
    shareImage,
    trees,
  });
  const listings = otherRequests.filter((request) => request.context && "tags" in request.context);
  expect(listings.length).toBeGreaterThan(0);
  for (const listing of listings) {
    const name = otherTree.settingsIn(localeOf(listing.path)).organisation.name;
    expect(name).not.toBe(tree.settingsIn(localeOf(listing.path)).organisation.name);
    expect((listing.context as { description: string }).description).toContain(name);
  }
  const stories = otherRequests.filter((request) => request.context && "jsonLd" in request.context);
  expect(stories).toHaveLength(tree.stories.length);
  for (const story of stories)
    expect(JSON.stringify((story.context as { jsonLd: unknown }).jsonLd)).toContain(otherTree.settingsIn("en").organisation.name);
});
