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
import { findDuplicateSlugs, validateFrontmatter, type Frontmatter } from "./src/content-checks/frontmatter";
import { readMdx } from "./src/content-checks/read-mdx";
import { validateSettings } from "./src/content-checks/settings";
import { fillSlug } from "./src/founder-route";
import { frontmatterSchema } from "./src/mdx-schema/frontmatter";
import { fillTokens, settings } from "./src/settings";
import type { PageContext } from "./src/templates/page-context";

const PAGE_TEMPLATE = path.resolve("src/templates/page.tsx");
const IMAGES_DIR = path.resolve("content/images");

const relative = (file: string) => path.relative(process.cwd(), file);

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const errors = validateSettings(settings);
  if (errors.length) reporter.panic(`The settings file needs fixing:\n${errors.join("\n")}`);
};

/** GraphQL's type of the frontmatter, from its schema: each field as String or Boolean, required (!) unless optional. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  const { properties, required } = z.toJSONSchema(frontmatterSchema) as {
    properties: Record<string, { type: string }>;
    required: string[];
  };
  const fields = Object.entries(properties).map(
    ([name, { type }]) => `${name}: ${type === "boolean" ? "Boolean" : "String"}${required.includes(name) ? "!" : ""}`,
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

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, reporter }) => {
  if (node.internal.type !== "Mdx") return;
  const file = relative(node.internal.contentFilePath ?? "an MDX file");
  const errors = validateFrontmatter(node.frontmatter, file);
  if (errors.length) reporter.panicOnBuild(`A page's frontmatter needs fixing:\n${errors.join("\n")}`);
};

type PagesQuery = {
  allMdx: {
    nodes: { id: string; frontmatter: Frontmatter; internal: { contentFilePath: string } }[];
  };
};

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
  const pages = result.data.allMdx.nodes.map((node) => ({
    node,
    file: relative(node.internal.contentFilePath),
    slug: fillSlug(node.frontmatter.slug),
    mdx: readMdx(fs.readFileSync(node.internal.contentFilePath, "utf8")),
  }));
  const errors = [...findDuplicateSlugs(pages), ...checkContent(pages, new Set(fs.readdirSync(IMAGES_DIR)))];
  activity.end();
  if (errors.length) {
    reporter.panicOnBuild(`The content needs fixing:\n${errors.join("\n")}`);
    return;
  }

  for (const { node, slug, mdx } of pages) {
    const context: PageContext = {
      id: node.id,
      slug,
      title: fillTokens(node.frontmatter.title),
      images: [...new Set(mdx.images.map((image) => image.name))],
      toc: mdx.toc,
      solidHeader: node.frontmatter.solidHeader ?? false,
    };
    actions.createPage({
      path: slug,
      component: `${PAGE_TEMPLATE}?__contentFilePath=${node.internal.contentFilePath}`,
      context,
    });
  }
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
    ),
  );
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
