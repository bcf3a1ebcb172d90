import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import type { PageContext } from "./src/content/page-context";
import { findDuplicateSlugs, headingsOf, imageRefs, lineOf, validateFrontmatter, type Frontmatter } from "./src/content/validate";
import { fillSlug, fillTokens, settings, validateSettings } from "./src/settings";

const PAGE_TEMPLATE = path.resolve("src/templates/page.tsx");
const IMAGES_DIR = path.resolve("content/images");

const relative = (file: string) => path.relative(process.cwd(), file);

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const errors = validateSettings(settings);
  if (errors.length) reporter.panic(`The settings file needs fixing:\n${errors.join("\n")}`);
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type Mdx implements Node {
      frontmatter: MdxFrontmatter!
    }
    type MdxFrontmatter @dontInfer {
      slug: String!
      title: String!
      description: String!
      solidHeader: Boolean
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
    nodes: { id: string; body: string; frontmatter: Frontmatter; internal: { contentFilePath: string } }[];
  };
};

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PagesQuery>(`
    query ContentPages {
      allMdx {
        nodes {
          id
          body
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
  const pages = result.data.allMdx.nodes.map((node) => ({
    node,
    file: relative(node.internal.contentFilePath),
    slug: fillSlug(node.frontmatter.slug),
  }));

  const errors = findDuplicateSlugs(pages);
  for (const { node, file } of pages) {
    const source = fs.readFileSync(node.internal.contentFilePath, "utf8");
    for (const name of imageRefs(node.body)) {
      if (!fs.existsSync(path.join(IMAGES_DIR, name))) {
        errors.push(`${file}:${lineOf(source, `"${name}"`)}: image "${name}" is not in content/images/. Add the file or correct the name.`);
      }
    }
  }
  if (errors.length) {
    reporter.panicOnBuild(`The content needs fixing:\n${errors.join("\n")}`);
    return;
  }

  for (const { node, slug } of pages) {
    const context: PageContext = {
      id: node.id,
      slug,
      title: fillTokens(node.frontmatter.title),
      images: imageRefs(node.body),
      toc: headingsOf(node.body),
      solidHeader: node.frontmatter.solidHeader ?? false,
    };
    actions.createPage({
      path: slug,
      component: `${PAGE_TEMPLATE}?__contentFilePath=${node.internal.contentFilePath}`,
      context,
    });
  }
};
