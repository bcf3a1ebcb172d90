/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import { changedPages, pagesOf, reach, slugOf } from "../../scripts/review/changes.mjs";
import { fillSlug, founderSlug } from "../../src/founder-route";
import { settings } from "../../src/settings";

// The site as it stands: every page file with its source, read from content/pages/.
const files = readdirSync("content/pages").map((name) => ({
  file: `content/pages/${name}`,
  source: readFileSync(`content/pages/${name}`, "utf8"),
}));
const pages = pagesOf(files, settings, fillSlug);
const same = { base: pages, head: pages };
const everyRoute = [...pages.values()].map((page) => page.route).sort();
const routesOf = (changed: string[]) => changedPages(changed, same).pages.map((page) => page.head);

describe("which routes a change touches", () => {
  it("reads every page's route from its frontmatter slug, with the founder's name from the settings", () => {
    expect(pages.size).toBe(files.length);
    const founder = [...pages.values()].find((page) => slugOf(page.source)?.includes("{founder}"));
    expect(founder?.route).toBe(founderSlug(settings));
  });

  it.each(files.map(({ file }) => file))("a change to %s touches its route only", (file) => {
    const slug = slugOf(readFileSync(file, "utf8"))!;
    expect(routesOf([file])).toEqual([fillSlug(slug, settings)]);
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
