import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { SEARCH_BUNDLE } from "../../deploy/headers";
import { builtPages, StepInputMissing, type PostBuildStep } from "./step";

/** The attribute the page and story templates put on what the index reads of a page (its main content). */
const SEARCH_BODY = "data-pagefind-body";

/** Pagefind's ready-made interfaces, which the site does not use: its <Search /> talks to pagefind.js alone. */
const UNUSED_FILES = /^pagefind-(ui|component-ui|modular-ui|highlight)\.(js|css)$/;

const hasBody = (html: string) => new RegExp(`<[a-z][^>]*\\s${SEARCH_BODY}[\\s=>]`).test(html);
const isNoindex = (html: string) => /<meta[^>]*name="robots"[^>]*content="[^"]*noindex/.test(html);

/**
 * The search index, by Pagefind (its binary from the npm package, run offline), over the final HTML: after the
 * script loader has rewritten the pages, before the headers and the compressed copies. Pagefind splits it by
 * each page's <html lang>; once one page marks its body, it reads only marked bodies, so the 404 pages and any
 * page the templates leave unmarked stay out. A page both marked and noindex is a contradiction and stops the build.
 */
export const searchIndex: PostBuildStep = {
  name: "search index",
  purpose: "Pagefind's index of every page's and story's main content, one per language, into /pagefind/",
  run: async ({ publicDir }) => {
    const pages = builtPages(publicDir).map((page) => ({ ...page, html: fs.readFileSync(page.file, "utf8") }));
    const marked = pages.filter((page) => hasBody(page.html));
    if (!marked.length)
      throw new StepInputMissing(
        `expected pages marked ${SEARCH_BODY} (src/templates/page.tsx and story.tsx) among the ${pages.length} built pages, and found none`,
      );
    const contradictions = marked.filter((page) => isNoindex(page.html)).map((page) => page.route);
    if (contradictions.length) throw new Error(`${contradictions.join(", ")}: marked for the search index, yet noindex`);

    const output = path.join(publicDir, SEARCH_BUNDLE);
    fs.rmSync(output, { recursive: true, force: true });
    const bin = path.resolve("node_modules/.bin/pagefind");
    await promisify(execFile)(bin, ["--site", publicDir, "--output-subdir", SEARCH_BUNDLE.slice(1), "--silent"]);
    for (const name of fs.readdirSync(output)) if (UNUSED_FILES.test(name)) fs.rmSync(path.join(output, name));

    const entry = JSON.parse(fs.readFileSync(path.join(output, "pagefind-entry.json"), "utf8")) as {
      languages: Record<string, { page_count: number }>;
    };
    const counts = Object.entries(entry.languages).map(([language, { page_count }]) => `${language}: ${page_count}`);
    return `indexed ${marked.length} of ${pages.length} pages (${counts.join(", ")}) into ${SEARCH_BUNDLE.slice(1)}/`;
  },
};
