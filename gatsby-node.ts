import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import sharp from "sharp";
import { z } from "zod";
import { headerRules, inlineScripts, scriptHash, toHeadersFile } from "./src/deploy/headers";
import { loadScriptsAfterContent } from "./src/deploy/script-loading";
import { precompress } from "./src/deploy/precompress";
import { ICON_SIZES, robotsTxt, sitemapXml, webManifest } from "./src/seo/site-files";
import { checkContent } from "./src/content-checks/check-content";
import { checkStory, storySlug } from "./src/content-checks/story";
import { findDuplicateSlugs, validateFrontmatter, type Frontmatter } from "./src/content-checks/frontmatter";
import { readMdx } from "./src/content-checks/read-mdx";
import { validateSettings } from "./src/content-checks/settings";
import { fillSlug } from "./src/founder-route";
import { frontmatterSchema } from "./src/mdx-schema/frontmatter";
import { storyFrontmatterSchema } from "./src/mdx-schema/story";
import { fillTokens, settings } from "./src/settings";
import { icsFile, rssXml, storyJsonLd } from "./src/seo/story-files";
import {
  feedStories,
  FEED_PATH,
  icsRoute,
  lastModified,
  listingPages,
  storyCard,
  storyRoute,
  tagRoute,
  type Story,
} from "./src/stories/plan";
import { homeBlock, storyContext } from "./src/stories/contexts";
import type { ListingContext, PageContext } from "./src/templates/page-context";

const PAGE_TEMPLATE = path.resolve("src/templates/page.tsx");
const STORY_TEMPLATE = path.resolve("src/templates/story.tsx");
const LISTING_TEMPLATE = path.resolve("src/templates/stories.tsx");
const STORIES_DIR = path.resolve("content/stories");
/** A story's picture as shared: the size link previews ask for. */
const SHARE_SIZE = { width: 1200, height: 630 };
const IMAGES_DIR = path.resolve("content/images");

const relative = (file: string) => path.relative(process.cwd(), file);

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const errors = validateSettings(settings);
  if (errors.length) reporter.panic(`The settings file needs fixing:\n${errors.join("\n")}`);
};

/**
 * GraphQL's type of the pages' frontmatter, from its schema: each field as String or Boolean. Stories
 * share the type (their frontmatter is read from the file, see createPages), so only the fields a story
 * has too (title, description) are required (!).
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

const isStory = (contentFilePath: string) => path.resolve(contentFilePath).startsWith(STORIES_DIR + path.sep);

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, reporter }) => {
  if (node.internal.type !== "Mdx") return;
  // A story's frontmatter is checked with its lines in createPages (checkStory).
  if (node.internal.contentFilePath && isStory(node.internal.contentFilePath)) return;
  const file = relative(node.internal.contentFilePath ?? "an MDX file");
  const errors = validateFrontmatter(node.frontmatter, file);
  if (errors.length) reporter.panicOnBuild(`A page's frontmatter needs fixing:\n${errors.join("\n")}`);
};

type PagesQuery = {
  allMdx: {
    nodes: { id: string; frontmatter: Frontmatter; internal: { contentFilePath: string } }[];
  };
  shareImages: {
    nodes: { relativePath: string; childImageSharp: { gatsbyImageData: { images: { fallback?: { src: string } } } } | null }[];
  };
};

/** What createPages learnt of the stories, for the files onPostBuild writes beside the pages. */
let built: { stories: Story[]; shareImage: (story: Story) => string; lastmod: Map<string, string> } | undefined;

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PagesQuery>(`
    query ContentPages {
      allMdx {
        nodes {
          id
          frontmatter {
            slug
            title
            description
            solidHeader
          }
          internal {
            contentFilePath
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the pages under content/pages/.", result.errors);
    return;
  }
  // Each file is read from disk (so positions count its frontmatter) and parsed once; the check,
  // the table of contents and the images to query all come from that one reading. Timed, because
  // the check must stay cheap (the build log shows it).
  const activity = reporter.activityTimer("Read and check the content");
  activity.start();
  const images = new Set(fs.readdirSync(IMAGES_DIR));
  const nodes = result.data.allMdx.nodes;
  const pages = nodes
    .filter((node) => !isStory(node.internal.contentFilePath))
    .map((node) => ({
      node,
      file: relative(node.internal.contentFilePath),
      slug: fillSlug(node.frontmatter.slug),
      mdx: readMdx(fs.readFileSync(node.internal.contentFilePath, "utf8")),
    }));
  const errors: string[] = [];
  const stories = nodes
    .filter((node) => isStory(node.internal.contentFilePath))
    .map((node) => {
      const file = relative(node.internal.contentFilePath);
      const text = fs.readFileSync(node.internal.contentFilePath, "utf8");
      const checked = checkStory({ file, text }, images);
      errors.push(...checked.errors);
      const slug = storySlug(file);
      return {
        node,
        file,
        slug: storyRoute(slug),
        mdx: readMdx(text),
        story: checked.frontmatter && { slug, file, frontmatter: checked.frontmatter },
      };
    })
    .sort((a, b) => a.slug.localeCompare(b.slug));
  // The moment the listing's "upcoming" and "past" are decided: now, or BUILD_TIME (ISO) to build another day.
  const now = process.env.BUILD_TIME ? Date.parse(process.env.BUILD_TIME) : Date.now();
  const collection = stories.flatMap((entry) => (entry.story ? [entry.story] : []));
  const listings = listingPages(collection, now);
  // Links may lead to the listing's routes and the feed, which no MDX file makes.
  const generated = [...listings.map((listing) => listing.route), FEED_PATH];
  errors.push(
    ...findDuplicateSlugs([...pages, ...stories, ...listings.map((l) => ({ slug: l.route, file: "the story listing" }))]),
    ...checkContent([...pages, ...stories], images, generated),
  );
  activity.end();
  if (errors.length) {
    reporter.panicOnBuild(`The content needs fixing:\n${errors.join("\n")}`);
    return;
  }

  // The stories' share pictures, for their pages' head, their structured data and the feed.
  const shares = await graphql<Pick<PagesQuery, "shareImages">>(
    `
      query ShareImages($images: [String!]!) {
        shareImages: allFile(filter: { sourceInstanceName: { eq: "images" }, relativePath: { in: $images } }) {
          nodes {
            relativePath
            childImageSharp {
              gatsbyImageData(
                layout: FIXED
                width: ${SHARE_SIZE.width}
                height: ${SHARE_SIZE.height}
                formats: [JPG]
                placeholder: NONE
                outputPixelDensities: [1]
                transformOptions: { cropFocus: CENTER }
              )
            }
          }
        }
      }
    `,
    { images: [...new Set(collection.map((story) => story.frontmatter.image))] },
  );
  const shareSrc = new Map(
    (shares.data?.shareImages.nodes ?? []).map((n) => [n.relativePath, n.childImageSharp?.gatsbyImageData.images.fallback?.src]),
  );
  const shareImage = (story: Story) => `${settings.siteUrl}${shareSrc.get(story.frontmatter.image) ?? "/og-image.png"}`;

  const home = homeBlock(collection, now);
  for (const { node, slug, mdx } of pages) {
    const showsStories = mdx.components.some((use) => use.name === "LatestStories");
    const context: PageContext = {
      id: node.id,
      slug,
      title: fillTokens(node.frontmatter.title),
      images: [...new Set([...mdx.images.map((image) => image.name), ...(showsStories ? home.images : [])])],
      toc: mdx.toc,
      solidHeader: node.frontmatter.solidHeader ?? false,
      ...(showsStories && { stories: home.stories }),
    };
    actions.createPage({
      path: slug,
      component: `${PAGE_TEMPLATE}?__contentFilePath=${node.internal.contentFilePath}`,
      context,
    });
  }

  const lastmod = new Map<string, string>();
  for (const { node, slug, mdx, story } of stories) {
    if (!story) continue;
    const context = storyContext(story, collection, now, {
      id: node.id,
      toc: mdx.toc,
      bodyImages: mdx.images.map((image) => image.name),
      share: { url: shareImage(story), width: SHARE_SIZE.width, height: SHARE_SIZE.height },
      jsonLd: storyJsonLd(story, shareImage(story), settings),
    });
    lastmod.set(slug, lastModified(story));
    actions.createPage({ path: slug, component: `${STORY_TEMPLATE}?__contentFilePath=${node.internal.contentFilePath}`, context });
  }
  const usedTags = listings.flatMap((l) => (l.tag && l.page === 1 ? [{ name: l.tag, route: tagRoute(l.tag) }] : []));
  for (const listing of listings) {
    const { route, stories: onPage, ...rest } = listing;
    const name = listing.tag ? `Stories: ${listing.tag}` : "Stories, news and events";
    const title = listing.pages > 1 ? `${name}, page ${listing.page} of ${listing.pages}` : name;
    const context: ListingContext = {
      ...rest,
      slug: route,
      title,
      description: listing.tag
        ? `Stories, news and events from ${settings.organisation.name} tagged ${listing.tag}${listing.pages > 1 ? `, page ${listing.page} of ${listing.pages}` : ""}.`
        : `Survivors' stories, news, events and advocacy from ${settings.organisation.name}${listing.pages > 1 ? `, page ${listing.page} of ${listing.pages}` : ""}.`,
      stories: onPage.map((story) => storyCard(story, now)),
      images: [...new Set(onPage.map((story) => story.frontmatter.image))],
      solidHeader: true,
      tags: usedTags,
    };
    const newest = onPage.map(lastModified).sort().at(-1);
    if (newest) lastmod.set(route, newest);
    actions.createPage({ path: route, component: LISTING_TEMPLATE, context });
  }
  built = { stories: collection, shareImage, lastmod };
};

/** Every built HTML file under public/, with the route it answers. */
function builtPages(dir: string, root = dir): { file: string; route: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    // Gatsby's _gatsby/ folder holds fragments it stitches into the pages, not pages; admin/ is the
    // content editor (scripts/build-admin.mjs), never in the sitemap nor under the site's policy.
    if (entry.isDirectory()) return entry.name === "_gatsby" || (dir === root && entry.name === "admin") ? [] : builtPages(file, root);
    if (!entry.name.endsWith(".html")) return [];
    const rel = "/" + path.relative(root, file).split(path.sep).join("/");
    return [{ file, route: rel === "/index.html" ? "/" : rel.replace(/\/index\.html$/, "") }];
  });
}

/**
 * Writes the files that sit beside the pages: sitemap, robots.txt, web manifest and icons (from
 * static/icon.svg); makes each page load its scripts after its content; then public/_headers:
 * security headers with a CSP that hashes the inline scripts of the pages, and caching rules.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const pages = builtPages(path.resolve("public"));
  fs.writeFileSync(
    path.resolve("public/sitemap.xml"),
    sitemapXml(
      pages.map((page) => page.route),
      settings,
      built?.lastmod,
    ),
  );
  // The feed (the 20 newest stories) and each event's calendar file, beside its page.
  fs.writeFileSync(
    path.resolve(`public${FEED_PATH}`),
    rssXml(feedStories(built?.stories ?? []), built?.shareImage ?? (() => ""), settings),
  );
  for (const story of built?.stories ?? [])
    if (story.frontmatter.event) fs.writeFileSync(path.resolve(`public${icsRoute(story.slug)}`), icsFile(story, settings));
  fs.writeFileSync(path.resolve("public/robots.txt"), robotsTxt(settings));
  fs.writeFileSync(path.resolve("public/manifest.webmanifest"), webManifest(settings));
  const icon = fs.readFileSync(path.resolve("static/icon.svg"));
  for (const [name, size] of Object.entries(ICON_SIZES)) {
    await sharp(icon, { density: 300 }).resize(size, size).png().toFile(path.resolve("public", name));
  }

  // One pass over the pages: swap in the script loader, then hash the inline scripts as written.
  const scriptHashes = pages.flatMap(({ file }) => {
    let html = fs.readFileSync(file, "utf8");
    try {
      html = loadScriptsAfterContent(html);
    } catch (error) {
      reporter.panicOnBuild(`${relative(file)}: ${(error as Error).message}`);
    }
    fs.writeFileSync(file, html);
    return inlineScripts(html).map(scriptHash);
  });
  const rules = headerRules({
    scriptHashes,
    formVendor: { frameOrigin: new URL(settings.forms.hostedFormUrl).origin, scriptOrigin: new URL(settings.forms.embedScriptUrl).origin },
    newsletterOrigin: new URL(settings.newsletter.action).origin,
    htmlPaths: pages.map((page) => page.route),
    adminAuthOrigin: process.env.CMS_AUTH_URL ? new URL(process.env.CMS_AUTH_URL).origin : undefined,
  });
  fs.writeFileSync(path.resolve("public/_headers"), toHeadersFile(rules));
  reporter.info(`Wrote public/_headers: ${rules.length} rules, ${new Set(scriptHashes).size} inline script hashes.`);
  // Last, once every file is final: Brotli and gzip copies for the server, as a CDN keeps them.
  reporter.info(`Precompressed ${await precompress(path.resolve("public"))} text files (.br, .gz).`);
};
