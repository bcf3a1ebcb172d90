/**
 * A content file's body as data: what its MDX renders, with each element named by its tag ("p", "h2") or by
 * the site's component ("ScriptureQuote"), and its props as written (text, flags, the ids the build gives).
 * The build compiles a story into this once (src/content-reader/compile-tree.ts) and hands it to the story
 * template in its page context, which renders it with the MDX map (src/components/render-tree.tsx): so the
 * stories add data to the site, not code, and the site's scripts stay one size however many there are.
 */
export type MdxTreeNode = string | MdxTreeElement;
export type MdxTreeElement = { type: string; props: Record<string, string | number | boolean>; children: MdxTreeNode[] };

/** The type of a fragment (what MDX wraps a body in); no tag or component has this name. */
export const MDX_FRAGMENT = "#fragment";
