/** @jest-environment node */
/*
 * A story's body compiles into a tree in every mode Gatsby runs: `gatsby develop` sets NODE_ENV=development before
 * MDX is first loaded, and MDX then compiles for React's development runtime (jsxDEV) unless told otherwise.
 * This file's own module registry loads MDX for the first time with NODE_ENV as `gatsby develop` sets it.
 */
import { contentOf } from "../setup/content";

const stories = contentOf().storyEntries;

it("compiles every story (and a text with components) with NODE_ENV=development as with NODE_ENV=production", async () => {
  const trees = async (mode: string) => {
    process.env.NODE_ENV = mode;
    let compile!: typeof import("../../src/content-reader/compile-tree").compileMdxTree;
    jest.isolateModules(() => {
      ({ compileMdxTree: compile } = jest.requireActual<typeof import("../../src/content-reader/compile-tree")>(
        "../../src/content-reader/compile-tree",
      ));
    });
    // A generated text too, so a checkout with no stories still compiles something with a component in it.
    const texts = [...stories.map((story) => story.text), "---\ntitle: x\n---\n\nA line with <OrgName /> in it.\n"];
    return Promise.all(texts.map((text) => compile(text)));
  };
  const before = process.env.NODE_ENV;
  try {
    const development = await trees("development");
    const production = await trees("production");
    expect(development.length).toBeGreaterThan(0);
    expect(development).toEqual(production);
  } finally {
    process.env.NODE_ENV = before;
  }
});
