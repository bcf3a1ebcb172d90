import { useMDXComponents } from "@mdx-js/react";
import { createElement, Fragment, type ElementType, type ReactNode } from "react";
import { MDX_FRAGMENT, type MdxTreeNode } from "../mdx-schema/mdx-tree";

// Written here, not taken from a library: the tree is the site's own format (src/mdx-schema/mdx-tree.ts), made
// by MDX itself at build time, so rendering it is a lookup in the MDX map and React's createElement.

type Components = Record<string, ElementType | undefined>;

function render(node: MdxTreeNode, components: Components): ReactNode {
  if (typeof node === "string") return node;
  const type = node.type === MDX_FRAGMENT ? Fragment : (components[node.type] ?? node.type);
  // The children as arguments, as compiled JSX passes them: React then asks for no keys.
  return createElement(type, node.props, ...node.children.map((child) => render(child, components)));
}

/**
 * A content file's body from its tree, through the MDX map the layout provides (the site's components, and
 * its own h2 and a): what the compiled MDX would render, element for element, on the server and in the browser.
 */
export function MdxTree({ tree }: { tree: MdxTreeNode[] }) {
  const components = useMDXComponents() as Components;
  return createElement(Fragment, null, ...tree.map((node) => render(node, components)));
}
