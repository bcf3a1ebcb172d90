import fs from "node:fs";
import path from "node:path";
import { builtPages, type PostBuildStep } from "./step";

/**
 * React 18.3's renderToPipeableStream, which Gatsby renders pages with, writes a stray NUL byte where a
 * multi-byte character (ó, ñ) meets the end of its 2048-byte buffer (react/react#31134, fixed in React 19).
 * No page has a NUL of its own, so each one is the bug's: dropping it restores the text as written.
 */
export const nulBytes: PostBuildStep = {
  name: "NUL bytes",
  purpose: "drop the NUL bytes React 18.3's streaming renderer leaves in pages (react/react#31134)",
  run: ({ publicDir }, files) => {
    const fixed = builtPages(publicDir).flatMap(({ file }) => {
      const html = fs.readFileSync(file, "utf8");
      const count = html.split("\0").length - 1;
      if (!count) return [];
      files.write(file, html.replaceAll("\0", ""));
      return [`${path.relative(publicDir, file)} (${count})`];
    });
    return fixed.length ? `removed NUL bytes from ${fixed.join(", ")}` : "no page had one";
  },
};
