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
import { checkStory, storyLocale, storySlug } from "./src/content-checks/story";
import { findDuplicateSlugs, validateFrontmatter, type Frontmatter } from "./src/content-checks/frontmatter";
import { readMdx } from "./src/content-checks/read-mdx";
import { validateSettings } from "./src/content-checks/settings";
import { fillSlug } from "./src/founder-route";
import { frontmatterSchema } from "./src/mdx-schema/frontmatter";
import { storyFrontmatterSchema } from "./src/mdx-schema/story";
import { fillTokens, settings, settingsFile, settingsIn } from "./src/settings";
import { icsFile, rssXml, storyJsonLd } from "./src/seo/story-files";
import { counterpart, DEFAULT_LOCALE, LOCALES, localeOf, localize, type Locale } from "./src/i18n/locales";
import { checkStrings, translate } from "./src/i18n/strings";
import { translationError, translationStates, translationWarning } from "./src/i18n/translations";
import { versionOfFile } from "./src/i18n/english-version";
import {
  feedRoute,
  feedStories,
  generatedRoutes,
  icsRoute,
  lastModified,
  listingsByLocale,
  storyCard,
  storyRoute,
  tagName,
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
  const errors = validateSettings(settingsFile);
  if (errors.length) reporter.panic(`The settings file needs fixing:\n${errors.join("\n")}`);
  const strings = checkStrings();
  if (strings.length) reporter.panic(`The interface strings need fixing:\n${strings.join("\n")}`);
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
let built: { stories: Story[]; shareImage: (story: Story) => string; lastmod: Map<string, string>; twins: Map<string, string> } | undefined;

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
            englishVersion
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
      const locale = storyLocale(file);
      return {
        node,
        file,
        slug: storyRoute(slug, locale),
        mdx: readMdx(text),
        story: checked.frontmatter && { slug, file, locale, frontmatter: checked.frontmatter },
      };
    })
    .sort((a, b) => a.slug.localeCompare(b.slug));
  // The moment the listing's "upcoming" and "past" are decided: now, or BUILD_TIME (ISO) to build another day.
  const now = process.env.BUILD_TIME ? Date.parse(process.env.BUILD_TIME) : Date.now();
  const collection = stories.flatMap((entry) => (entry.story ? [entry.story] : []));
  // Each language's stories are a collection of their own: /es lists, feeds and relates only Spanish ones.
  const byLocale = new Map(LOCALES.map((locale) => [locale, collection.filter((story) => story.locale === locale)]));
  const storiesIn = (locale: Locale) => byLocale.get(locale)!;
  const listings = listingsByLocale(collection, now);
  // Links may lead to the listing's routes and the feeds, which no MDX file makes.
  const generated = generatedRoutes(listings);
  errors.push(
    ...findDuplicateSlugs([...pages, ...stories, ...listings.map((l) => ({ slug: l.route, file: "the story listing" }))]),
    ...checkContent([...pages, ...stories], images, generated),
  );
  // Translations against their English twins: one behind is a warning naming both files, not a stop, so
  // an urgent English fix can go out before its translation; `npm run translations` lists them all.
  const { translations } = translationStates(
    [...pages, ...stories].map((entry) => ({
      file: entry.file,
      route: entry.slug,
      englishVersion: entry.node.frontmatter.englishVersion,
    })),
    versionOfFile,
    LOCALES,
  );
  errors.push(...translations.flatMap((state) => translationError(state) ?? []));
  for (const state of translations) {
    const warning = translationWarning(state);
    if (warning) reporter.warn(warning);
  }
  // Each route's twin in the other language, where there is one (the language link and hreflang).
  const routes = new Set<string>([...pages, ...stories].map((entry) => entry.slug).concat(listings.map((l) => l.route)));
  const twins = new Map(
    [...routes].flatMap((route) => {
      const twin = LOCALES.filter((l) => l !== localeOf(route))
        .map((l) => counterpart(route, l))
        .find((candidate) => routes.has(candidate));
      return twin ? [[route, twin] as const] : [];
    }),
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

  const homes = new Map(LOCALES.map((locale) => [locale, homeBlock(storiesIn(locale), now)]));
  for (const { node, slug, mdx } of pages) {
    const showsStories = mdx.components.some((use) => use.name === "LatestStories");
    const home = homes.get(localeOf(slug))!;
    const context: PageContext = {
      id: node.id,
      slug,
      translation: twins.get(slug),
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
    const context = storyContext(story, storiesIn(story.locale), now, {
      id: node.id,
      toc: mdx.toc,
      bodyImages: mdx.images.map((image) => image.name),
      share: { url: shareImage(story), width: SHARE_SIZE.width, height: SHARE_SIZE.height },
      jsonLd: storyJsonLd(story, shareImage(story), settings),
    });
    lastmod.set(slug, lastModified(story));
    actions.createPage({
      path: slug,
      component: `${STORY_TEMPLATE}?__contentFilePath=${node.internal.contentFilePath}`,
      context: { ...context, translation: twins.get(slug) },
    });
  }
  for (const listing of listings) {
    const { route, stories: onPage, locale, ...rest } = listing;
    const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) => translate(locale, key, vars);
    const tag = listing.tag && tagName(listing.tag, locale);
    const name = tag ? t("stories.tagTitle", { tag }) : t("stories.title");
    const suffix = listing.pages > 1 ? t("stories.pageSuffix", { page: listing.page, pages: listing.pages }) : "";
    const orgName = settingsIn(locale).organisation.name;
    const description = tag ? t("stories.tagDescription", { name: orgName, tag }) : t("stories.description", { name: orgName });
    const context: ListingContext = {
      ...rest,
      slug: route,
      translation: twins.get(route),
      title: `${name}${suffix}`,
      // The page's words before the full stop, then the page number.
      description: suffix ? `${description.replace(/\.$/, "")}${suffix}.` : description,
      stories: onPage.map((story) => storyCard(story, now)),
      images: [...new Set(onPage.map((story) => story.frontmatter.image))],
      solidHeader: true,
      tagName: tag,
      tags: listings.flatMap((l) =>
        l.locale === locale && l.tag && l.page === 1 ? [{ name: tagName(l.tag, locale), route: l.base }] : [],
      ),
    };
    const newest = onPage.map(lastModified).sort().at(-1);
    if (newest) lastmod.set(route, newest);
    actions.createPage({ path: route, component: LISTING_TEMPLATE, context });
  }
  built = { stories: collection, shareImage, lastmod, twins };
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
  // Each language's 404 page where hosts look for it: public/es/404.html beside public/404.html. Gatsby writes
  // the root one both as 404.html and 404/index.html, the others only as es/404/index.html, which stays (a
  // later build reads it again). Cloudflare Pages and npm start serve the nearest 404.html up the path;
  // Netlify follows the _redirects rule written here.
  const redirects: string[] = [];
  for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
    const prefix = localize("/", locale);
    const dir = path.resolve(`public${prefix}/404`);
    if (!fs.existsSync(path.join(dir, "index.html"))) continue;
    fs.copyFileSync(path.join(dir, "index.html"), path.resolve(`public${prefix}/404.html`));
    redirects.push(`${prefix}/*  ${prefix}/404.html  404`);
  }
  fs.writeFileSync(path.resolve("public/_redirects"), redirects.map((line) => `${line}\n`).join(""));
  const pages = builtPages(path.resolve("public"));
  fs.writeFileSync(
    path.resolve("public/sitemap.xml"),
    sitemapXml(
      pages.map((page) => page.route),
      settings,
      built?.lastmod,
      built?.twins,
    ),
  );
  // Each language's feed (its 20 newest stories) and each event's calendar file, beside its page.
  for (const locale of LOCALES) {
    const stories = (built?.stories ?? []).filter((story) => story.locale === locale);
    fs.mkdirSync(path.dirname(path.resolve(`public${feedRoute(locale)}`)), { recursive: true });
    fs.writeFileSync(
      path.resolve(`public${feedRoute(locale)}`),
      rssXml(feedStories(stories), built?.shareImage ?? (() => ""), settingsIn(locale), locale),
    );
  }
  for (const story of built?.stories ?? [])
    if (story.frontmatter.event)
      fs.writeFileSync(path.resolve(`public${icsRoute(story.slug, story.locale)}`), icsFile(story, settingsIn(story.locale)));
  fs.writeFileSync(path.resolve("public/robots.txt"), robotsTxt(settings));
  fs.writeFileSync(path.resolve("public/manifest.webmanifest"), webManifest(settings));
  const icon = fs.readFileSync(path.resolve("static/icon.svg"));
  for (const [name, size] of Object.entries(ICON_SIZES)) {
    await sharp(icon, { density: 300 }).resize(size, size).png().toFile(path.resolve("public", name));
  }

  // One pass over the pages: swap in the script loader, then hash the inline scripts as written.
  const scriptHashes = pages.flatMap(({ file }) => {
    // React 18.3's renderToPipeableStream, which Gatsby renders pages with, writes a stray NUL byte where a
    // multi-byte character (ó, ñ) meets the end of its 2048-byte buffer (react/react#31134, fixed in React 19).
    // No page has a NUL of its own, so each one is the bug's: dropping it restores the text as written.
    let html = fs.readFileSync(file, "utf8").replaceAll("\0", "");
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
