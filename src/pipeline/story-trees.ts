import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { compileMdxTree } from "../content-reader/compile-tree";
import type { MdxTreeNode } from "../mdx-schema/mdx-tree";
import { writeIfChanged } from "./write-if-changed";

/**
 * What a story's tree depends on besides its text: MDX's version and the site's own code that compiles it
 * (the compiler, the remark plugin that gives headings their ids, the components' names).
 */
const COMPILER_FILES = ["src/content-reader/compile-tree.ts", "src/content-reader/mdx-facts.ts", "src/mdx-schema/component-props.ts"];

function compilerKey(root: string): string {
  const mdx = JSON.parse(fs.readFileSync(path.join(root, "node_modules/@mdx-js/mdx/package.json"), "utf8")) as { version: string };
  const hash = createHash("sha256").update(mdx.version);
  for (const file of COMPILER_FILES) hash.update(fs.readFileSync(path.join(root, file)));
  return hash.digest("hex");
}

type Cache = { compiler: string; trees: Record<string, MdxTreeNode[]> };

/**
 * Each story's tree (src/mdx-schema/mdx-tree.ts), by file, compiled once per text: the trees are kept in
 * `cacheDir` between builds, by the digest of each text, so a rebuild compiles only the stories that changed
 * (about 8 ms each) and the cache forgets the texts no story has any more. A story MDX cannot compile stops
 * the build with its file and line.
 */
export async function storyTrees(
  stories: { file: string; text: string }[],
  { root, cacheDir }: { root: string; cacheDir: string },
): Promise<{ trees: Map<string, MdxTreeNode[]>; compiled: number }> {
  const cacheFile = path.join(cacheDir, "story-trees.json");
  const compiler = compilerKey(root);
  let cached: Cache = { compiler, trees: {} };
  try {
    const read = JSON.parse(fs.readFileSync(cacheFile, "utf8")) as Cache;
    if (read.compiler === compiler) cached = read;
  } catch {
    // No cache yet (a clean build), or one that cannot be read: every story is compiled.
  }
  const kept: Cache = { compiler, trees: {} };
  const trees = new Map<string, MdxTreeNode[]>();
  let compiled = 0;
  for (const { file, text } of stories) {
    const digest = createHash("sha256").update(text).digest("hex");
    let tree = cached.trees[digest];
    if (!tree) {
      try {
        tree = await compileMdxTree(text);
      } catch (error) {
        const e = error as { message: string; line?: number };
        throw new Error(`${file}${e.line ? `:${e.line}` : ""}: the story cannot be compiled: ${e.message}`);
      }
      compiled++;
    }
    kept.trees[digest] = tree;
    trees.set(file, tree);
  }
  writeIfChanged(cacheFile, JSON.stringify(kept));
  return { trees, compiled };
}
