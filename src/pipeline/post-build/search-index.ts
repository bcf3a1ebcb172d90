import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { SEARCH_BUNDLE_ROUTE } from "../../routes";
import { builtPages, StepInputMissing, type PostBuildStep } from "./step";

/** The attribute the page and story templates put on what the index reads of a page (its main content). */
const SEARCH_BODY = "data-pagefind-body";

/** Pagefind's ready-made interfaces, which the site does not use: its <Search /> talks to pagefind.js alone. */
const UNUSED_FILES = /^pagefind-(ui|component-ui|modular-ui|highlight)\.(js|css)$/;

/** Pagefind's version, part of the digest: a new Pagefind indexes again. */
const PAGEFIND_VERSION = (JSON.parse(fs.readFileSync(path.resolve("node_modules/pagefind/package.json"), "utf8")) as { version: string })
  .version;

const hasBody = (html: string) => new RegExp(`<[a-z][^>]*\\s${SEARCH_BODY}[\\s=>]`).test(html);
const isNoindex = (html: string) => /<meta[^>]*name="robots"[^>]*content="[^"]*noindex/.test(html);

/**
 * The search index, by Pagefind (its binary from the npm package, run offline), over the final HTML: after the
 * script loader has rewritten the pages, before the headers and the compressed copies. Pagefind splits it by
 * each page's <html lang>; once one page marks its body, it reads only marked bodies, so the 404 pages and any
 * page the templates leave unmarked stay out. A page both marked and noindex is a contradiction and stops the build.
 *
 * Proportional to change: when no marked page's bytes changed since the last index (a digest kept in the cache
 * folder), Pagefind does not run; when it runs, it writes into a fresh folder and only the files whose bytes
 * differ are copied into public/ (Pagefind names its chunks by content), so the rest keep their compressed copies.
 */
export const searchIndex: PostBuildStep = {
  name: "search index",
  purpose: "Pagefind's index of every page's and story's main content, one per language, into /pagefind/",
  run: async ({ publicDir, cacheDir }, files) => {
    // One page in memory at a time: each is read, checked and folded into the digest.
    const digest = createHash("sha256").update(PAGEFIND_VERSION);
    const pages = builtPages(publicDir);
    const contradictions: string[] = [];
    let marked = 0;
    for (const page of pages) {
      const html = fs.readFileSync(page.file, "utf8");
      if (!hasBody(html)) continue;
      marked += 1;
      if (isNoindex(html)) contradictions.push(page.route);
      digest.update(`${page.route}\0${html}\0`);
    }
    if (!marked)
      throw new StepInputMissing(
        `expected pages marked ${SEARCH_BODY} (src/templates/page.tsx and story.tsx) among the ${pages.length} built pages, and found none`,
      );
    if (contradictions.length) throw new Error(`${contradictions.join(", ")}: marked for the search index, yet noindex`);

    const output = path.join(publicDir, SEARCH_BUNDLE_ROUTE);
    const entryFile = path.join(output, "pagefind-entry.json");
    const digestFile = path.join(cacheDir, "search-index.sha256");
    const hex = digest.digest("hex");
    const indexed = () => {
      const entry = JSON.parse(fs.readFileSync(entryFile, "utf8")) as { languages: Record<string, { page_count: number }> };
      return Object.entries(entry.languages).map(([language, { page_count }]) => `${language}: ${page_count}`);
    };
    if (fs.existsSync(entryFile) && fs.existsSync(digestFile) && fs.readFileSync(digestFile, "utf8") === hex)
      return `${marked} of ${pages.length} pages unchanged since the last index (${indexed().join(", ")}); Pagefind not run`;

    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), "pagefind-"));
    try {
      const bin = path.resolve("node_modules/.bin/pagefind");
      await promisify(execFile)(bin, ["--site", publicDir, "--output-path", fresh, "--silent"]);
      const made = new Set(
        fs
          .readdirSync(fresh, { recursive: true, encoding: "utf8" })
          .filter((name) => !UNUSED_FILES.test(path.basename(name)) && fs.statSync(path.join(fresh, name)).isFile()),
      );
      for (const name of made) files.write(path.join(output, name), fs.readFileSync(path.join(fresh, name)));
      // What the last index had and this one does not (and those files' compressed copies) goes.
      if (fs.existsSync(output))
        for (const name of fs.readdirSync(output, { recursive: true, encoding: "utf8" })) {
          const file = path.join(output, name);
          if (!made.has(name.replace(/\.(br|gz)$/, "")) && fs.statSync(file).isFile()) fs.rmSync(file);
        }
    } finally {
      fs.rmSync(fresh, { recursive: true, force: true });
    }
    fs.mkdirSync(cacheDir, { recursive: true });
    fs.writeFileSync(digestFile, hex);
    return `indexed ${marked} of ${pages.length} pages (${indexed().join(", ")}) into ${SEARCH_BUNDLE_ROUTE.slice(1)}/`;
  },
};
