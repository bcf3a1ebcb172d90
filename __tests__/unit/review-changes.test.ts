/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import { changedPages, pagesOf, reach, slugOf, translationsLeftBehind } from "../../scripts/review/changes";
import { summaryMarkdown } from "../../scripts/review/report.mjs";
import { founderRoute, pageRoute } from "../../src/routes";
import { settings } from "../../src/settings";
import { generatedStories, imagesIn } from "../../scripts/story-fixtures.mjs";
import { contentOf, readStories } from "../setup/content";
import * as listing from "../../src/stories/listing-pages";
import * as order from "../../src/stories/order";
import * as picks from "../../src/stories/picks";
import type { Story } from "../../src/content-reader/entry";
import { listingPageRoute, STORIES_PATH } from "../../src/routes";

// The site as it stands: every page file in every language with its source, read from content/pages/.
const files = readdirSync("content/pages", { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".mdx"))
  .map((name) => ({ file: `content/pages/${name}`, source: readFileSync(`content/pages/${name}`, "utf8") }));
/** What a side's routes depend on besides its files: its settings and its pictures (here, the committed ones). */
const context = { settings, images: contentOf().images };
const pages = pagesOf(files, context);
const same = { base: pages, head: pages };
const everyRoute = [...pages.values()].map((page) => page.route).sort();
const routesOf = (changed: string[]) => changedPages(changed, same).pages.map((page) => page.head);

describe("which routes a change touches", () => {
  it("reads every page's route from its frontmatter slug, with the founder's name from the settings", () => {
    expect(pages.size).toBe(files.length);
    const founder = [...pages.values()].find((page) => slugOf(page.source)?.includes("{founder}"));
    expect(founder?.route).toBe(founderRoute(settings));
  });

  it.each(files.map(({ file }) => file))("a change to %s touches its route only", (file) => {
    const slug = slugOf(readFileSync(file, "utf8"))!;
    expect(routesOf([file])).toEqual([pageRoute(slug, settings)]);
  });

  it.each(["content/settings.json", "src/components/header.tsx", "src/theme/global-styles.ts", "gatsby-config.ts", "package-lock.json"])(
    "a change to %s touches every route",
    (file) => {
      expect(routesOf([file]).sort()).toEqual(everyRoute);
      expect(changedPages([file], same).every).toBe(file);
    },
  );

  it("touches no route for tests, docs and tooling", () => {
    const tooling = ["README.md", "__tests__/unit/seo.test.ts", "scripts/review.mjs", ".github/workflows/review.yml", "eslint.config.mjs"];
    for (const file of tooling) expect(reach(file)).toBe("none");
    expect(routesOf(tooling)).toEqual([]);
  });

  it("maps a replaced image to the pages that place it", () => {
    const [file, page] = [...pages].find(([, p]) => /image="([^"]+)"/.test(p.source))!;
    const image = page.source.match(/image="([^"]+)"/)![1];
    const placing = [...pages].filter(([, p]) => p.source.includes(`"${image}"`));
    expect(placing.map(([f]) => f)).toContain(file);
    expect(routesOf([`content/images/${image}`]).sort()).toEqual(placing.map(([, p]) => p.route).sort());
  });

  it("follows a page whose slug changed, and one that is new", () => {
    const [file, page] = [...pages][0];
    const moved = new Map(pages).set(file, { ...page, route: "/moved-for-the-test" });
    expect(changedPages([file], { base: pages, head: moved }).pages).toEqual([{ file, base: page.route, head: "/moved-for-the-test" }]);
    const added = new Map(pages).set("content/pages/new.mdx", { route: "/new-for-the-test", source: "" });
    expect(changedPages(["content/pages/new.mdx"], { base: pages, head: added }).pages).toEqual([
      { file: "content/pages/new.mdx", base: undefined, head: "/new-for-the-test" },
    ]);
  });
});

describe("which routes a changed story touches", () => {
  const NOW = Date.parse("2026-06-15T12:00:00Z");
  const stories = generatedStories(25, { now: NOW, images: imagesIn(".") }).map(({ name, text }) => ({
    file: `content/stories/${name}`,
    source: text,
  }));
  const site = pagesOf([...files, ...stories], context, NOW);
  const sides = { base: site, head: site };
  const valid = readStories(
    stories.map(({ file, source }) => ({ file, text: source })),
    imagesIn("."),
  );
  const listingsOf = (story: Story) =>
    listing
      .listingPages(valid, NOW)
      .filter((listing) => listing.stories.some((s) => s.file === story.file))
      .map((listing) => listing.route);

  it("touches the story, the listing and tag pages it is on, the home page when it is among the newest, and the feed", () => {
    const home = picks.homeStories(valid, NOW);
    const newest = home.latest[0];
    const { pages: touched, feed } = changedPages([newest.file], sides);
    expect(touched.map((p) => p.head).sort()).toEqual([newest.route, ...listingsOf(newest), "/"].sort());
    expect(feed).toBe(true);
  });

  it("leaves the home page and the feed alone for an old story, which is on the listing's last page", () => {
    const oldest = order.listingOrder(valid, NOW).at(-1)!;
    const { pages: touched, feed } = changedPages([oldest.file], sides);
    expect(touched.map((p) => p.head)).not.toContain("/");
    expect(touched.map((p) => p.head)).toContain(listingPageRoute(STORIES_PATH, 3));
    expect(touched.map((p) => p.head).sort()).toEqual([oldest.route, ...listingsOf(oldest)].sort());
    expect(feed).toBe(false);
  });
});

describe("translations a change leaves behind", () => {
  const page = (file: string, slug: string) => ({ file, source: `---\nslug: "${slug}"\ntitle: "T"\ndescription: "D"\n---\n\nText.\n` });
  const head = pagesOf(
    [
      page("content/pages/awareness.mdx", "/awareness"),
      page("content/pages/es/awareness.mdx", "/es/awareness"),
      page("content/pages/terms.mdx", "/terms"),
    ],
    context,
  );

  it("names the translation of an English page changed without it", () => {
    expect(translationsLeftBehind(["content/pages/awareness.mdx"], head)).toEqual([
      { english: "content/pages/awareness.mdx", translation: "content/pages/es/awareness.mdx" },
    ]);
  });

  it("names none when the translation changed too, when only the translation changed, or when there is none", () => {
    expect(translationsLeftBehind(["content/pages/awareness.mdx", "content/pages/es/awareness.mdx"], head)).toEqual([]);
    expect(translationsLeftBehind(["content/pages/es/awareness.mdx"], head)).toEqual([]);
    expect(translationsLeftBehind(["content/pages/terms.mdx"], head)).toEqual([]);
  });

  it("puts them at the top of the pull request's summary", () => {
    const summary = summaryMarkdown({
      baseLabel: "main",
      pages: [],
      every: undefined,
      changedFiles: ["content/pages/awareness.mdx"],
      behind: [{ english: "content/pages/awareness.mdx", translation: "content/pages/es/awareness.mdx" }],
    });
    expect(summary).toMatch(
      /Translations left behind[\s\S]*`content\/pages\/es\/awareness\.mdx` translates `content\/pages\/awareness\.mdx`/,
    );
  });
});
