import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The version of webpack's persistent caches (Gatsby keeps one a bundle under .cache/webpack/): a digest of what
 * is installed (package-lock.json) and of the patches applied to it (patches/).
 *
 * To know when the build's own code changed, webpack follows the requires of every loader and of Gatsby's config,
 * and on a clean build that walked the whole of Gatsby: some 15,000 resolves on the main thread while the HTML
 * renderer was being bundled, about 10 s of a 60 s build (bench/README.md, "The clean build").
 * patches/webpack+5.98.0.patch stops it following them into node_modules, where each package is known by its
 * version; this version stands for the rest, so an install that changes any package, or a changed patch, starts
 * the caches anew. The site's own code (src/, gatsby-node) is still followed file by file.
 */
export function installDigest(root: string): string {
  const hash = createHash("sha256").update(readFileSync(path.join(root, "package-lock.json")));
  const patches = path.join(root, "patches");
  if (existsSync(patches))
    for (const name of readdirSync(patches).sort()) hash.update(`\0${name}\0`).update(readFileSync(path.join(patches, name)));
  return hash.digest("hex").slice(0, 16);
}
