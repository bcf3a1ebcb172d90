import { absoluteUrl, localeOf } from "./src/routes";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { CreatePagesArgs, GatsbyNode } from "gatsby";
import { z } from "zod";
import { writeHeroCrops } from "./src/pipeline/hero-crops";
import { pageRequests } from "./src/pipeline/page-requests";
import { storyTrees } from "./src/pipeline/story-trees";
import { chrome, SHARE_SIZE } from "./src/plan/page-context";
import { POST_BUILD_STEPS, runSteps } from "./src/pipeline/post-build/steps";
import { checkSite } from "./src/plan/check-site";
import { planSite, type SitePlan } from "./src/plan/site-plan";
import { validateSettings } from "./src/content-checks/check-settings";
import { isLaunchBuild, isPreview } from "./src/content-checks/samples";
import { launchCheck, launchReady, launchReport, readLaunchInputs } from "./src/content-checks/sign-off";
import { checkDataWords } from "./src/content-checks/words";
import type { Story } from "./src/content-reader/entry";
import { readContent } from "./src/content-reader/read-content";
import { siteLinks } from "./src/constants";
import { checkStrings } from "./src/i18n/strings";
import { frontmatterSchema } from "./src/mdx-schema/page-frontmatter-schema";
import { storyFrontmatterSchema } from "./src/mdx-schema/story-frontmatter-schema";
import { settingsFile } from "./src/settings";
import { DEFAULT_LOCALE } from "./src/languages";
import { COMPILE_HINT } from "./src/pipeline/post-build/script-loading";
import { headerFits } from "./src/pipeline/header-fit";
import { startPictures, type QueryState } from "./src/pipeline/early-pictures";
import { installDigest } from "./src/pipeline/webpack-cache";

// Wires Gatsby to the site's own modules: checks before anything, GraphQL's frontmatter type, one page per
// route from the content reader's plan (src/pipeline/), and the post-build steps (src/pipeline/post-build/).

/** The moment the listing's "upcoming" and "past" are decided: now, or BUILD_TIME (ISO) to build another day. */
const BUILD_NOW = process.env.BUILD_TIME ? Date.parse(process.env.BUILD_TIME) : Date.now();

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const errors = validateSettings(settingsFile);
  if (errors.length) reporter.panic(`The settings file needs fixing:\n${errors.join("\n")}`);
  const strings = checkStrings();
  if (strings.length) reporter.panic(`The interface strings need fixing:\n${strings.join("\n")}`);
  const words = checkDataWords((file) => readFileSync(path.resolve(file), "utf8"));
  if (words.length) reporter.panic(`The words a visitor reads need fixing:\n${words.join("\n")}`);
  // A launch build (LAUNCH_BUILD=1 or the host's production context) publishes nothing invented, no fact a
  // person has not confirmed, and no translation behind its English (`npm run launch-check` gives the same list).
  if (isLaunchBuild()) {
    const { entries, settingsText, signOff } = readLaunchInputs(process.cwd());
    const check = launchCheck(entries, settingsText, signOff);
    if (!launchReady(check)) reporter.panic(`This is a launch build, and it must wait:\n${launchReport(check)}`);
  }
};

/** The heroes' portrait crops, before Gatsby reads the files (their folder is one of its sources). */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const { crops, written } = await writeHeroCrops(readContent());
  reporter.info(`Hero portrait crops: ${crops.length} (${written.length} cut now).`);
};

/**
 * GraphQL's type of the pages' frontmatter, from its schema: each field as String or Boolean. Stories
 * share the type, so only the fields a story has too (title, description) are required (!).
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  const { properties, required } = z.toJSONSchema(frontmatterSchema) as {
    properties: Record<string, { type: string }>;
    required: string[];
  };
  const fields = Object.entries(properties).map(
    ([name, { type }]) =>
      `${name}: ${type === "boolean" ? "Boolean" : "String"}${required.includes(name) && name in storyFrontmatterSchema.shape ? "!" : ""}`,
  );
  actions.createTypes(`
    type Mdx implements Node {
      frontmatter: MdxFrontmatter!
    }
    type MdxFrontmatter @dontInfer {
      ${fields.join("\n")}
    }
  `);
};

/**
 * Tells V8 to compile every function of the site's scripts as they stream in, on another core, instead
 * of one function at a time on the main thread as each is first called: on a slow phone that compiling
 * was half of the longest task after the first paint, and nearly all of it runs on every page anyway.
 * Other engines read the line as a comment. The banner goes in after Terser, which would strip it
 * (webpack's PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE is 400), and before the content hash.
 */
/** Measured once per build: Gatsby asks for each of its webpack stages' configurations in turn. */
let fits: ReturnType<typeof headerFits> | undefined;
let installed: string | undefined;

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, getConfig }) => {
  // The header's breakpoints, measured from its labels in the fonts (src/pipeline/header-fit.ts), in every bundle.
  fits ??= headerFits();
  // Webpack's caches are known by what is installed, not by walking node_modules (src/pipeline/webpack-cache.ts).
  if ((getConfig() as { cache?: { type?: string } }).cache?.type === "filesystem")
    actions.setWebpackConfig({ cache: { version: (installed ??= installDigest(process.cwd())) } });
  actions.setWebpackConfig({ plugins: [plugins.define({ __HEADER_FITS__: `(${JSON.stringify(fits)})` })] });
  // The HTML renderer renders the search page without suspending (src/components/search-slot.tsx says why).
  if (stage === "build-html" || stage === "develop-html")
    actions.setWebpackConfig({ plugins: [plugins.normalModuleReplacement(/^\.\/search-slot$/, "./search-slot.ssr")] });
  if (stage !== "build-javascript" && stage !== "develop") return;
  // src/routes.ts, which every page imports for its language rule, also spells the founder's and the tags' routes
  // with @sindresorhus/slugify, at build time only. Its packages have no side effects but do not say so, so
  // webpack kept them (and their transliteration tables, 13 KB) in every page's script; saying so lets it drop them.
  actions.setWebpackConfig({
    module: {
      rules: [{ test: /[\\/]node_modules[\\/](@sindresorhus[\\/](slugify|transliterate)|escape-string-regexp)[\\/]/, sideEffects: false }],
    },
  });
  // Source maps for us, not the visitors: no comment in a script names its map, and the post-build step
  // "source maps" (src/pipeline/post-build/source-maps.ts) moves the maps out of public/ into .cache/.
  if (stage === "build-javascript")
    actions.setWebpackConfig({
      devtool: "hidden-source-map",
      plugins: [plugins.banner({ banner: COMPILE_HINT, raw: true, test: /\.js$/, stage: 401 })],
    });
};

/**
 * styled-components' Babel plugin: the same class names on the server and in the browser (each component's id from
 * its file and name, not from the order modules load), and while developing the components' names in them
 * ("header__Nav"); a visitor's script carries none. The styles are written into each page by gatsby-ssr.tsx. (Not
 * gatsby-plugin-styled-components: its browser half put styled-components into the script every page starts with,
 * to wrap the root in a StyleSheetManager that does nothing in styled-components 6.)
 */
export const onCreateBabelConfig: GatsbyNode["onCreateBabelConfig"] = ({ stage, actions }) => {
  actions.setBabelPlugin({
    name: "babel-plugin-styled-components",
    options: { ssr: stage === "build-html" || stage === "build-javascript", displayName: stage === "develop" || stage === "develop-html" },
  });
};

/**
 * Query.imageFiles(names, sources): the image files a page names, each found on its own (nodeModel.findOne), which
 * the templates query for their pictures. A page's query then depends on those files alone; with `allFile` it
 * depended on every File, and a story's MDX file is a File too, so one sentence edited in one story ran every
 * page's query again (15 s at 1,000 stories, bench/LOG.md). A name no file has is left out, as allFile left it.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Query: {
      imageFiles: {
        type: "[File!]!",
        args: { names: "[String!]!", sources: "[String!]!" },
        resolve: async (
          _source: unknown,
          { names, sources }: { names: string[]; sources: string[] },
          context: { nodeModel: { findOne: (args: object) => Promise<object | null> } },
        ) => {
          const filter = (name: string) => ({ relativePath: { eq: name }, sourceInstanceName: { in: sources } });
          const files = await Promise.all(
            names.map((name) => context.nodeModel.findOne({ type: "File", query: { filter: filter(name) } })),
          );
          return files.filter((file) => file !== null);
        },
      },
    },
  });
};

type Graphql = CreatePagesArgs["graphql"];
type SiteQuery = {
  allMdx: { nodes: { id: string; internal: { contentFilePath: string } }[] };
  shareImages: {
    nodes: { relativePath: string; childImageSharp: { gatsbyImageData: { images: { fallback?: { src: string } } } } | null }[];
  };
};

/**
 * The site, for createPages and onPostBuild alike: the content reader's tree planned at BUILD_NOW, each
 * MDX file's node id, and each story's share picture (1200 x 630) as the image pipeline made it.
 */
async function readSite(graphql: Graphql): Promise<{ plan: SitePlan; nodeIds: Map<string, string>; shareImage: (story: Story) => string }> {
  const plan = planSite(readContent(), BUILD_NOW);
  const result = await graphql<SiteQuery>(
    `
      query Site($images: [String!]!) {
        allMdx {
          nodes {
            id
            internal {
              contentFilePath
            }
          }
        }
        shareImages: allFile(filter: { sourceInstanceName: { eq: "images" }, relativePath: { in: $images } }) {
          nodes {
            relativePath
            childImageSharp {
              gatsbyImageData(layout: FIXED, width: ${SHARE_SIZE.width}, height: ${SHARE_SIZE.height}, formats: [JPG], placeholder: NONE, outputPixelDensities: [1], transformOptions: { cropFocus: CENTER })
            }
          }
        }
      }
    `,
    { images: [...new Set(plan.stories.map((story) => story.frontmatter.image))] },
  );
  if (result.errors || !result.data) throw new Error(`GraphQL could not read the content: ${JSON.stringify(result.errors)}`);
  const nodeIds = new Map(
    result.data.allMdx.nodes.map((node) => [
      path.relative(plan.tree.root, node.internal.contentFilePath).split(path.sep).join("/"),
      node.id,
    ]),
  );
  const shareSrc = new Map(
    result.data.shareImages.nodes.map((n) => [n.relativePath, n.childImageSharp?.gatsbyImageData.images.fallback?.src]),
  );
  const shareImage = (story: Story) => {
    const src = shareSrc.get(story.frontmatter.image);
    if (!src) throw new Error(`${story.file}: no share picture was made of "${story.frontmatter.image}".`);
    return absoluteUrl(src, plan.tree.settingsIn(DEFAULT_LOCALE).siteUrl);
  };
  return { plan, nodeIds, shareImage };
}

/**
 * The site as createPages read it, for the steps of the same build: onCreatePage and onPostBuild run in the
 * process that ran createPages, and reading and planning a thousand stories again cost each of them seconds.
 */
let site: Awaited<ReturnType<typeof readSite>> | undefined;
/** createPages's GraphQL, for onPostBootstrap, which Gatsby gives none. */
let runQuery: Graphql | undefined;

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  runQuery = graphql;
  const activity = reporter.activityTimer("Read, check and plan the content");
  activity.start();
  site = await readSite(graphql);
  const { plan, nodeIds, shareImage } = site;
  const { errors, warnings } = checkSite(plan);
  for (const warning of warnings) reporter.warn(warning);
  activity.end();
  if (errors.length) {
    reporter.panicOnBuild(`The content needs fixing:\n${errors.join("\n")}`);
    return;
  }
  const stories = new Set(plan.stories.map((story) => story.file));
  let trees;
  try {
    const compiling = reporter.activityTimer("Compile the stories' bodies");
    compiling.start();
    const result = await storyTrees(
      plan.tree.storyEntries.filter((entry) => stories.has(entry.file)),
      { root: process.cwd(), cacheDir: path.resolve(".cache") },
    );
    compiling.setStatus(`${result.compiled} of ${result.trees.size} compiled, the rest unchanged`);
    compiling.end();
    trees = result.trees;
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  const requests = pageRequests(plan, { nodeIds, shareImage, trees });
  for (const request of requests) actions.createPage(request);
  reporter.info(`Created ${requests.length} pages from ${plan.tree.entries.length} content files.`);
};

/** The pages' pictures start before webpack bundles, not after it (src/pipeline/early-pictures.ts says why). */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ store, reporter }) => {
  if (process.env.gatsby_executing_command !== "build" || !runQuery) return;
  const state = store.getState();
  const started = await startPictures(state as QueryState, runQuery);
  reporter.info(`Pictures: started by ${started} page ${started === 1 ? "query" : "queries"} before the bundles.`);
};

/** The pages of src/pages/ (the 404s) get the menu and the words of their language as the content pages do. */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.context && "links" in page.context) return;
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, ...chrome(chromePlan(), localeOf(page.path)) } });
};

/** What chrome() needs of the plan: the build's, where it is made already, else read from the content now. */
function chromePlan(): Pick<SitePlan, "links" | "preview"> {
  if (site) return site.plan;
  const tree = readContent();
  return { links: siteLinks(tree.pages), preview: isPreview(tree) };
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const { plan, shareImage } = site ?? (await readSite(graphql));
  const adminAuthOrigin = process.env.CMS_AUTH_URL ? new URL(process.env.CMS_AUTH_URL).origin : undefined;
  try {
    await runSteps(
      POST_BUILD_STEPS,
      {
        publicDir: path.resolve("public"),
        cacheDir: path.resolve(".cache"),
        plan,
        shareImage,
        adminAuthOrigin,
        warn: (line) => reporter.warn(line),
      },
      (line) => reporter.info(line),
    );
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
};
