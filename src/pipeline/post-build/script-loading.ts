import fs from "node:fs";
import path from "node:path";
import { builtPages, type PostBuildStep } from "./step";
/** V8's explicit compile hint: every function of a script that starts with it is compiled as it streams in. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** Gatsby's own script files, as it writes them at the end of every page. */
const SCRIPT_FILE = /<script src="([^"]+)" async(?:="")?><\/script>/g;

/**
 * The inline script that adds the given script files once the first screen is on screen, with no clock,
 * so the order holds on any phone however slow: when the browser reports a hero image (an eager one) as
 * a largest paint; or, on a page without one or a browser without that report, after the load event,
 * once the eager images are decoded and a frame has been painted with them (two animation frames). A
 * tap, click or key press before that adds them at once: the visitor wants the menu or a dialog now. It
 * also gives Gatsby the page's own path (window.pagePath) from its tag's data-page-path, so its text is
 * the same on every page.
 */
export function scriptLoader(sources: string[]): string {
  return `(function () {
    var sources = ${JSON.stringify(sources)}, done = false, tag = document.currentScript, wants = ["pointerdown", "keydown"];
    if (tag && tag.hasAttribute("data-page-path")) window.pagePath = tag.getAttribute("data-page-path");
    function go() {
      if (done) return;
      done = true;
      wants.forEach(function (type) { removeEventListener(type, go, true); });
      sources.forEach(function (src) { var script = document.createElement("script"); script.src = src; document.body.appendChild(script); });
    }
    wants.forEach(function (type) { addEventListener(type, go, true); });
    var eager = [].slice.call(document.images).filter(function (img) { return img.getAttribute("loading") !== "lazy"; });
    if (eager.length && window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf("largest-contentful-paint") >= 0) {
      new PerformanceObserver(function (list, observer) {
        if (list.getEntries().some(function (entry) { return eager.indexOf(entry.element) >= 0; })) { observer.disconnect(); setTimeout(go); }
      }).observe({ type: "largest-contentful-paint", buffered: true });
    }
    addEventListener("load", function () {
      Promise.all(eager.map(function (img) { return img.decode().catch(function () {}); })).then(function () {
        requestAnimationFrame(function () { requestAnimationFrame(go); });
      });
    });
  })()`.replace(/\n\s*/g, "");
}

/** The loader's tag's id: a page that has it loads its scripts after the first screen. */
const LOADER_ID = 'id="scripts-after-content"';

/** `pathAttribute`: the page's path as written in the attribute, already escaped for HTML. */
const loaderTag = (sources: string[], pathAttribute?: string) =>
  `<script id="scripts-after-content"${pathAttribute === undefined ? "" : ` data-page-path="${pathAttribute}"`}>${scriptLoader(sources)}</script>`;
/** A loader this function wrote before: Gatsby keeps unchanged pages from the last build. */
const EARLIER_LOADER =
  /<script id="scripts-after-content"(?: data-page-path="([^"]*)")?>\(function \(\) \{var sources = (\[[^\]]*\])[\s\S]*?<\/script>/;
/** The script files a loader found by EARLIER_LOADER adds, in order. */
const sourcesOf = (loader: RegExpMatchArray) => JSON.parse(loader[2]) as string[];
/** The script files a page's loader adds, in order; none on a page without the loader. */
export function loaderSources(html: string): string[] {
  const loader = html.match(EARLIER_LOADER);
  return loader ? sourcesOf(loader) : [];
}
/**
 * Gatsby's inline script that names the page's path, different on every page, so each page would add
 * its own hash to the one Content-Security-Policy every response carries (for every story and every
 * language, a longer header on every script and image). The loader takes the path over instead.
 */
const PAGE_PATH =
  /<script id="gatsby-script-loader">(?:\/\*<!\[CDATA\[\*\/)?window\.pagePath=("(?:[^"\\]|\\.)*");(?:\/\*\]\]>\*\/)?<\/script>/;
/**
 * Gatsby 5's map of every page component's chunk files, which its slices write into every page as a JSON
 * string (`window.___chunkMapping="{…}"`). Its loader indexes that string as if it were the object, so it
 * never finds an entry (createComponentUrls in gatsby/cache-dir/loader.js): nothing reads the map, and with
 * a component per MDX file it grows by a line per story, 262 KB of every page at 1,000 stories. An empty
 * map keeps the variable, its type and the loader's behaviour as they were.
 */
const CHUNK_MAPPING = /window\.___chunkMapping="(?:[^"\\]|\\.)*";/;
export const EMPTY_CHUNK_MAPPING = 'window.___chunkMapping="{}";';
const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * Every page reads fully as HTML, so its JavaScript waits until the page and its hero image are on
 * screen: on a weak phone signal the words and the picture get the bandwidth first,
 * and the scripts then add the dialogs and the phone menu on top. Replaces Gatsby's
 * `<script src async>` tags with one inline loader (hashed into the CSP like every inline script),
 * the same on every page, and renews a loader an earlier build wrote. Gatsby's chunk map, read by nothing,
 * is emptied (CHUNK_MAPPING).
 */
export function loadScriptsAfterContent(html: string): string {
  const earlier = html.match(EARLIER_LOADER);
  const sources = earlier ? sourcesOf(earlier) : [...html.matchAll(SCRIPT_FILE)].map((match) => match[1]);
  if (sources.length === 0) {
    // A Gatsby page always has scripts: finding none means Gatsby now writes them differently.
    if (GATSBY_PAGE.test(html)) throw new ScriptLoadingError("found no <script src async> tag of Gatsby's to move after the content");
    return html;
  }
  // The page's path: from Gatsby's own script, which goes, or as an earlier build's loader kept it.
  const path = html.match(PAGE_PATH);
  const pathAttribute = path ? escapeAttribute(JSON.parse(path[1]) as string) : earlier?.[1];
  const page = (path ? html.replace(path[0], "") : html).replace(CHUNK_MAPPING, () => EMPTY_CHUNK_MAPPING);
  let first = true;
  const converted = earlier
    ? page.replace(earlier[0], () => loaderTag(sources, pathAttribute))
    : page.replace(SCRIPT_FILE, () => {
        if (!first) return "";
        first = false;
        return loaderTag(sources, pathAttribute);
      });
  const left = converted.match(/<script\b[^>]*\bsrc=[^>]*>/);
  if (left) throw new ScriptLoadingError(`a script tag was left that the loader does not know: ${left[0]}`);
  return converted;
}

/** The marks every page Gatsby renders carries. */
const GATSBY_PAGE = /id="___gatsby"|___webpackCompilationHash/;

/** The build stops on this: a page would ship without its scripts, or with them unmoved. */
class ScriptLoadingError extends Error {
  constructor(problem: string) {
    super(
      `The script loader (src/pipeline/post-build/script-loading.ts) ${problem}. Gatsby's HTML output has probably changed with an upgrade: update SCRIPT_FILE to match it.`,
    );
    this.name = "ScriptLoadingError";
  }
}

/** The post-build step: every built page gets the loader in place of Gatsby's script tags. */
export const scriptLoading: PostBuildStep = {
  name: "script loading",
  purpose: "swap Gatsby's script tags for the loader that runs them after the first screen",
  run: ({ publicDir }, files) => {
    let loaded = 0;
    const pages = builtPages(publicDir);
    for (const { file } of pages) {
      const html = fs.readFileSync(file, "utf8");
      let converted: string;
      try {
        converted = loadScriptsAfterContent(html);
      } catch (error) {
        throw new Error(`${path.relative(publicDir, file)}: ${(error as Error).message}`);
      }
      if (converted.includes(LOADER_ID)) loaded += 1;
      if (converted !== html) files.write(file, converted);
    }
    // Gatsby keeps an unchanged page from the last build, loader and all; a build with no loader at all lost Gatsby's tags.
    if (!loaded) throw new Error(`expected Gatsby's <script src async> tags in the ${pages.length} built pages, and found none to move`);
    return `${loaded} of ${pages.length} pages load their scripts after the first screen`;
  },
};
