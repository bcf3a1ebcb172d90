/** @jest-environment node */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { dirtyQueries, pictureQueries, startPictures, type QueryState } from "../../src/pipeline/early-pictures";

/** The templates' own page queries, as Gatsby extracts them: the text between graphql` and `. */
const queryOf = (template: string) => {
  const source = readFileSync(join(__dirname, "../../src/templates", template), "utf8");
  return [...source.matchAll(/graphql`([^`]*)`/g)].map((m) => m[1]).join("\n");
};
const PAGE = "/work/src/templates/page.tsx?__contentFilePath=/work/content/pages/about.mdx";
const STORY = "/work/src/templates/story.tsx?__contentFilePath=/work/content/stories/walk.mdx";
const NOT_FOUND = "/work/src/pages/404.tsx";

const state: QueryState = {
  pages: new Map([
    ["/about/", { path: "/about/", componentPath: PAGE, context: { id: "a", images: ["hero-about.jpg"] } }],
    ["/es/about/", { path: "/es/about/", componentPath: PAGE, context: { id: "b", images: ["hero-about.jpg"] } }],
    ["/stories/walk/", { path: "/stories/walk/", componentPath: STORY, context: { id: "c", images: ["walk.jpg"] } }],
    ["/404/", { path: "/404/", componentPath: NOT_FOUND, context: {} }],
  ]),
  components: new Map([
    [PAGE, { query: queryOf("page.tsx") }],
    [STORY, { query: queryOf("story.tsx") }],
    [NOT_FOUND, { query: "" }],
  ]),
  // What Gatsby will run: /es/about/ and /about/ (the 404 and the walk ran last time; a deleted page's query is dirty
  // but gone).
  queries: {
    trackedQueries: new Map([
      ["/about/", { dirty: 1 }],
      ["/es/about/", { dirty: 4 }],
      ["/stories/walk/", { dirty: 0 }],
      ["/404/", { dirty: 0 }],
      ["/gone/", { dirty: 1 }],
    ]),
    deletedQueries: new Set(["/gone/"]),
  },
};

describe("the pictures started before the bundles", () => {
  it("runs the queries of the pages Gatsby will run that ask for pictures, and no other", () => {
    // The site's templates do ask for pictures: otherwise this would start none.
    expect(queryOf("page.tsx")).toMatch(/gatsbyImageData/);
    const dirty = ["/about/", "/stories/walk/", "/404/", "sq--src-components-static-query-tsx"];
    expect(pictureQueries(state, dirty).map((q) => q.path)).toEqual(["/about/", "/stories/walk/"]);
    expect(pictureQueries(state, [])).toEqual([]);
  });

  it("gives each query the variables Gatsby's query runner gives it: the page's fields, then its context", () => {
    const [about] = pictureQueries(state, ["/about/"]);
    expect(about.query).toBe(state.components.get(PAGE)!.query);
    expect(about.variables).toEqual({ path: "/about/", componentPath: PAGE, id: "a", images: ["hero-about.jpg"] });
  });

  it("knows the queries Gatsby will run from its store: those marked dirty and not deleted", () => {
    expect(dirtyQueries(state)).toEqual(["/about/", "/es/about/"]);
  });

  it("runs the dirty ones that ask for pictures, all of them, and says how many", async () => {
    const ran: unknown[] = [];
    const count = await startPictures(state, async (query, variables) => ran.push([query, variables]));
    expect(count).toBe(2);
    expect(ran).toEqual(pictureQueries(state, ["/about/", "/es/about/"]).map((q) => [q.query, q.variables]));
  });
});
