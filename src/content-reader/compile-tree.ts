import { MDX_PROPS } from "../mdx-schema/component-props";
import { MDX_FRAGMENT, type MdxTreeElement, type MdxTreeNode } from "../mdx-schema/mdx-tree";
import { MDX_OPTIONS, withoutFrontmatter } from "./mdx-facts";

/**
 * Compiles a content file's body into its tree (src/mdx-schema/mdx-tree.ts) at build time: MDX itself
 * compiles and runs it, as gatsby-plugin-mdx would (same version, same options), but with a JSX runtime that
 * builds data instead of React elements, and each of the site's components given as its own name. So the
 * tree says exactly what the compiled page would render, and the editor's MDX rules are the build's.
 */

/** Every component a content file may use, standing for itself; content files import nothing (the checks say so). */
const COMPONENTS = Object.fromEntries(Object.keys(MDX_PROPS).map((name) => [name, name]));

type Child = MdxTreeNode | number | boolean | null | undefined | Child[];

/** Children as the runtime hands them (one, none, or a list, perhaps with nothing in places) as a flat list. */
const childrenOf = (children: Child): MdxTreeNode[] =>
  Array.isArray(children)
    ? children.flatMap(childrenOf)
    : children === null || children === undefined || typeof children === "boolean"
      ? []
      : [typeof children === "number" ? String(children) : children];

/** The JSX runtime's one function: an element as data. A prop that is not text, a number or a flag cannot be data. */
function element(type: string, { children, ...props }: Record<string, unknown>): MdxTreeElement {
  for (const [name, value] of Object.entries(props))
    if (!["string", "number", "boolean"].includes(typeof value))
      throw new Error(`<${type}> has a prop "${name}" that is code, not text; a content file's props are written as text.`);
  return { type, props: props as MdxTreeElement["props"], children: childrenOf(children as Child) };
}

/** A content file's body (its whole text, frontmatter and all: errors keep the file's line numbers) as a tree. */
export async function compileMdxTree(text: string): Promise<MdxTreeNode[]> {
  // Imported when first needed: MDX's packages are ES modules only, and gatsby-node runs as CommonJS.
  const { evaluate } = await import("@mdx-js/mdx");
  // `development: false`: MDX otherwise follows NODE_ENV, and under `gatsby develop` (NODE_ENV=development) it compiles for
  // React's development runtime, calling `jsxDEV`, which a tree of data has no use for. The tree is the same in every mode.
  const runtime = { Fragment: MDX_FRAGMENT, jsx: element, jsxs: element, development: false };
  const { default: Content } = await evaluate(withoutFrontmatter(text), { ...MDX_OPTIONS, ...runtime } as unknown as Parameters<
    typeof evaluate
  >[1]);
  const root = Content({ components: COMPONENTS as never }) as unknown as MdxTreeNode;
  return typeof root === "object" && root.type === MDX_FRAGMENT ? root.children : [root];
}
