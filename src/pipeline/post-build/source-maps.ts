import fs from "node:fs";
import path from "node:path";
import { type PostBuildStep } from "./step";

/** Where the build keeps the scripts' source maps, under the cache folder: ours to read, not every host's to serve. */
export const SOURCE_MAPS = "source-maps";

/**
 * Webpack writes a source map beside every script (gatsby-node asks for hidden ones: no comment in the script
 * points a browser at them). They are for us, reading a stack trace against the build, not for visitors: one per
 * story's chunk, each with its Brotli and gzip copies, was half the files a host received. This step moves them
 * into the cache folder, where a host that keeps .cache between builds keeps them too; a map whose bytes are
 * already there is not written again.
 */
export const sourceMaps: PostBuildStep = {
  name: "source maps",
  purpose: "move the scripts' source maps out of public/ into the cache folder, kept for us and served to no one",
  run: ({ publicDir, cacheDir }, files) => {
    const maps = fs
      .readdirSync(publicDir, { recursive: true, encoding: "utf8" })
      .filter((name) => name.endsWith(".js.map") && !name.startsWith(`admin${path.sep}`));
    const kept = path.join(cacheDir, SOURCE_MAPS);
    for (const name of maps) {
      const file = path.join(publicDir, name);
      files.write(path.join(kept, name), fs.readFileSync(file));
      fs.rmSync(file);
    }
    // Webpack writes every script's map on every build (the last ones are gone from public/), so a kept map
    // that this build did not write belongs to a script that is gone. A build that wrote none changed nothing.
    let pruned = 0;
    if (maps.length && fs.existsSync(kept)) {
      const current = new Set(maps);
      for (const name of fs.readdirSync(kept, { recursive: true, encoding: "utf8" }))
        if (name.endsWith(".map") && !current.has(name)) {
          fs.rmSync(path.join(kept, name));
          pruned += 1;
        }
    }
    return `${maps.length} source map(s) moved to ${path.join(path.basename(cacheDir), SOURCE_MAPS)}/, ${pruned} of gone scripts removed`;
  },
};
