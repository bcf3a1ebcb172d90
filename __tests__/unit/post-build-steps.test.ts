/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { readContent, type ContentTree } from "../../src/content-reader/read-content";
import { codeFingerprint } from "../../src/pipeline/editor-bundle";
import { POST_BUILD_STEPS } from "../../src/pipeline/post-build/steps";
import { runSteps, StepFiles, StepInputMissing, type PostBuildInput, type PostBuildStep } from "../../src/pipeline/post-build/step";

/*
 * The build's post-build steps (src/pipeline/post-build/) on small temporary public/ folders, never the
 * real build: each reports what it did, and one whose input is missing fails naming what it expected.
 */
const dirs: string[] = [];
/** An empty public/ folder of our own, with these files in it (path from public/ -> text). */
function publicDir(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), "post-build-"));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, ".."), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}
afterAll(() => dirs.forEach((dir) => [dir, `${dir}-cache`].forEach((d) => rmSync(d, { recursive: true, force: true }))));

/** Each file under `dir` (not directories) with its modification time: what a step that wrote nothing leaves as it was. */
const filesAndTimes = (dir: string) =>
  new Map(
    readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((name) => statSync(join(dir, name)).isFile())
      .map((name) => [name, statSync(join(dir, name)).mtimeMs]),
  );

/** The steps read only publicDir (and a cache folder of their own) here; the rest of the input is the build's and not needed. */
const inputFor = (dir: string) => ({ publicDir: dir, cacheDir: join(dir, "..", `${basename(dir)}-cache`) }) as PostBuildInput;
/** The checkout's content as the build's plan holds it (plan.tree), read once for the editor's tests. */
let tree: ContentTree | undefined;
const editorInput = (dir: string, root?: string) => {
  tree ??= readContent();
  return { ...inputFor(dir), plan: { tree: root ? { ...tree, root } : tree } } as PostBuildInput;
};
/** Runs one step as runSteps does, with a fresh writer that counts what it wrote; resolves to its report and the writer. */
function runStep(name: string, input: PostBuildInput) {
  return step(name).run(input, new StepFiles(input.publicDir));
}
/** A step as the build runs it, by its name. */
const step = (name: string): PostBuildStep => {
  const found = POST_BUILD_STEPS.find((s) => s.name === name);
  if (!found) throw new Error(`no post-build step "${name}"; the steps are ${POST_BUILD_STEPS.map((s) => s.name).join(", ")}`);
  return found;
};

describe("post-build steps", () => {
  it("the 404 step, on a public/ with no Spanish 404 page, fails naming the file it expected", () => {
    const run = () => runStep("404 pages", inputFor(publicDir()));
    expect(run).toThrow(StepInputMissing);
    expect(run).toThrow(/expected es\/404\/index\.html \(src\/pages\/es\/404\.tsx\) to copy/);
  });

  it("the 404 step copies each language's 404 page and writes its _redirects rule", () => {
    const dir = publicDir({ "es/404/index.html": "<p>404</p>" });
    expect(runStep("404 pages", inputFor(dir))).toBe("1 404 page(s) copied; _redirects (1 rule(s))");
    expect(readFileSync(join(dir, "es/404.html"), "utf8")).toBe("<p>404</p>");
    expect(readFileSync(join(dir, "_redirects"), "utf8")).toBe("/es/*  /es/404.html  404\n");
  });

  it("the script-loading step, on pages without Gatsby's script tags, fails saying it expected them", () => {
    const dir = publicDir({ "index.html": "<html><body><p>No scripts here.</p></body></html>" });
    expect(() => runStep("script loading", inputFor(dir))).toThrow(
      /^expected Gatsby's <script src async> tags in the 1 built pages, and found none to move$/,
    );
  });

  it("the script-loading step refuses a Gatsby page whose script tags are gone, naming the page", () => {
    const dir = publicDir({ "about/index.html": '<html><body><div id="___gatsby"></div></body></html>' });
    expect(() => runStep("script loading", inputFor(dir))).toThrow(/^about\/index\.html: .*found no <script src async> tag of Gatsby's/);
  });

  it("the NUL-bytes step removes the NUL bytes of a page and reports the page and how many", () => {
    const dir = publicDir({ "es/index.html": "<p>Espa\0ñol\0</p>", "index.html": "<p>clean</p>", "data.json": "\0" });
    expect(runStep("NUL bytes", inputFor(dir))).toBe(`removed NUL bytes from ${join("es", "index.html")} (2)`);
    expect(readFileSync(join(dir, "es/index.html"), "utf8")).toBe("<p>Español</p>");
    expect(readFileSync(join(dir, "index.html"), "utf8")).toBe("<p>clean</p>");
    expect(runStep("NUL bytes", inputFor(dir))).toBe("no page had one");
  });

  it("runSteps logs each step's report line with its seconds, and stops at the first that fails, naming it and its purpose", async () => {
    const dir = publicDir({ "index.html": "<p>a\0b</p>" });
    const log: string[] = [];
    const after: PostBuildStep = { name: "after", purpose: "never reached", run: () => "ran" };
    const failing = step("404 pages");
    await expect(runSteps([step("NUL bytes"), failing, after], inputFor(dir), (line) => log.push(line))).rejects.toThrow(
      new RegExp(
        `^Post-build step "${failing.name}" \\(${failing.purpose.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}\\) failed: expected es/404/index\\.html`,
      ),
    );
    // The report, what the step wrote through its writer, and the seconds, which npm run bench:scale reads.
    expect(log).toEqual([
      expect.stringMatching(/^NUL bytes: removed NUL bytes from index\.html \(1\); 1 file\(s\) written, 0 unchanged \(\d+\.\d\d s\)$/),
    ]);
    expect(existsSync(join(dir, "_redirects"))).toBe(false);
  });

  it("runs the search index over the final pages: after the script loader's rewrite, before the headers", () => {
    const order = POST_BUILD_STEPS.map((s) => s.name);
    expect(order.indexOf("search index")).toBeGreaterThan(order.indexOf("script loading"));
    expect(order.indexOf("search index")).toBeLessThan(order.indexOf("_headers"));
  });

  it("counts the files against the host's limits last, when every file is final (the editor's 6 MB script too)", () => {
    const order = POST_BUILD_STEPS.map((s) => s.name);
    expect(order.indexOf("editor bundle")).toBeGreaterThan(-1);
    expect(order.indexOf("editor bundle")).toBeLessThan(order.indexOf("_headers"));
    expect(order.at(-1)).toBe("host limits");
  });

  // A checkout whose editor is a few lines (src/admin/index.tsx and the shim it is built with): the step's own work
  // (report, page, old scripts, when esbuild runs) is the same for any entry, and esbuild takes milliseconds, not the
  // 6 MB editor's seconds. The real editor is bundled by the build, and its page checked in __tests__/built/pages.test.ts.
  const editorCheckout = () =>
    publicDir({
      "src/admin/index.tsx": 'document.getElementById("nc-root")?.append("the editor");\n',
      "src/admin/gatsby-shim.tsx": "export {};\n",
    });

  it("the editor-bundle step writes the editor into admin/, reports its files, KiB and time, and clears an earlier build's script", async () => {
    const dir = publicDir({ "admin/admin-OLDHASH.js": "old", "admin/content-OLDHASH.js": "old" });
    const root = editorCheckout();
    const report = await runStep("editor bundle", editorInput(dir, root));
    expect(report).toMatch(
      /^wrote admin\/: \d+ files, \d+ KiB \(admin-[A-Z0-9]+\.js \d+ KiB\) in \d+ ms; wrote .*index\.html.*; removed 2 an earlier build left$/,
    );
    const script = report.match(/\((admin-[A-Z0-9]+\.js) /)![1];
    expect(readFileSync(join(dir, "admin", script), "utf8")).toContain("the editor");
    // The content's facts load first, from their own script; then the editor's code.
    const scripts = [...readFileSync(join(dir, "admin/index.html"), "utf8").matchAll(/<script src="\/admin\/([^"]+)"><\/script>/g)].map(
      (m) => m[1],
    );
    expect(scripts).toEqual([expect.stringMatching(/^content-[0-9a-f]+\.js$/), script]);
    expect(existsSync(join(dir, "admin/admin-OLDHASH.js"))).toBe(false);
    expect(existsSync(join(dir, "admin/content-OLDHASH.js"))).toBe(false);

    // Built again from the same content, it writes nothing and esbuild does not run; from content with one more
    // picture, only the facts and index.html: the editor's script keeps its name, bytes and time.
    const times = filesAndTimes(join(dir, "admin"));
    expect(await runStep("editor bundle", editorInput(dir, root))).toMatch(
      /; every file unchanged; the code's inputs unchanged, so esbuild did not run$/,
    );
    expect(filesAndTimes(join(dir, "admin"))).toEqual(times);
    const edited = { ...editorInput(dir, root) };
    edited.plan = { ...edited.plan, tree: { ...edited.plan.tree, images: new Set([...edited.plan.tree.images, "a-new-photo.jpg"]) } };
    expect(await runStep("editor bundle", edited)).toMatch(
      /; wrote content-[0-9a-f]+\.js, index\.html; removed 1 an earlier build left; the code's inputs unchanged/,
    );
    const after = filesAndTimes(join(dir, "admin"));
    expect(after.get(script)).toBe(times.get(script));
    expect([...after.keys()].filter((name) => after.get(name) !== times.get(name)).sort()).toEqual([
      expect.stringMatching(/^content-[0-9a-f]+\.js$/),
      "index.html",
    ]);
  }, 180_000);

  it("the editor's code fingerprint moves with any input's bytes or time and with what esbuild is told, and is lost with an input", () => {
    const root = publicDir({ "a.ts": "export const a = 1;", "b.ts": "export const b = 2;" });
    const inputs = ["a.ts", "b.ts"];
    const first = codeFingerprint(root, inputs, { ADMIN_ENV: "x" });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(codeFingerprint(root, inputs, { ADMIN_ENV: "x" })).toBe(first);
    expect(codeFingerprint(root, inputs, { ADMIN_ENV: "y" })).not.toBe(first);
    const later = new Date(statSync(join(root, "b.ts")).mtimeMs + 5_000);
    utimesSync(join(root, "b.ts"), later, later);
    expect(codeFingerprint(root, inputs, { ADMIN_ENV: "x" })).not.toBe(first);
    expect(codeFingerprint(root, [...inputs, "gone.ts"], { ADMIN_ENV: "x" })).toBeUndefined();
  });

  it("the editor-bundle step, when esbuild fails, stops the build naming the step, with esbuild's message", async () => {
    // A checkout with the content but no src/admin/: esbuild cannot find the editor's entry.
    const dir = publicDir();
    await expect(runSteps([step("editor bundle")], editorInput(dir, publicDir()), () => {})).rejects.toThrow(
      /^Post-build step "editor bundle" \(.*\) failed: Build failed with 1 error:\n.*Could not resolve "src\/admin\/index\.tsx"/,
    );
  });

  it("the host-limits step counts public/ against the deploy plan: passes within it, warns within 10 %, fails naming the limit past it", () => {
    const headers = Array.from({ length: 95 }, (_, i) => `/rule-${i}\n  X-A: b`).join("\n\n");
    const dir = publicDir({ "index.html": "home", "a/index.html": "page", _headers: headers, _redirects: "/es/*  /es/404.html  404\n" });
    const warnings: string[] = [];
    const input = { ...inputFor(dir), warn: (line: string) => warnings.push(line) };
    // Unset, the build is held to the strictest plan: Cloudflare Workers' free one, the host it is made for.
    delete process.env.DEPLOY_PLAN;
    try {
      expect(runStep("host limits", input)).toMatch(
        /^4 files \(largest _headers, \d+ KiB\); 95 header rules, 1 redirects, within workers-free$/,
      );
      // 95 of Cloudflare's 100 header rules: within 10 % of the limit.
      expect(warnings).toEqual([
        expect.stringMatching(
          /^host limits: 95 headerRules, within 10 % of the limit of Cloudflare Workers static assets: 100 rules in _headers\.$/,
        ),
      ]);
      // An existing Pages site names its plan; the same rules hold there.
      process.env.DEPLOY_PLAN = "cloudflare-free";
      expect(runStep("host limits", input)).toMatch(/within cloudflare-free$/);
      writeFileSync(join(dir, "_headers"), `${headers}\n\n${Array.from({ length: 6 }, (_, i) => `/more-${i}\n  X-A: b`).join("\n\n")}`);
      expect(() => runStep("host limits", input)).toThrow(
        /would be refused:\n {2}101 headerRules, over the limit of Cloudflare Pages: 100 rules in _headers\./,
      );
      // Netlify publishes no such limits: the same output passes there.
      process.env.DEPLOY_PLAN = "netlify";
      expect(runStep("host limits", input)).toMatch(/within netlify$/);
      process.env.DEPLOY_PLAN = "nowhere";
      expect(() => runStep("host limits", input)).toThrow(
        /DEPLOY_PLAN is "nowhere"; it must be one of workers-free, workers-paid, cloudflare-free, cloudflare-paid, netlify/,
      );
    } finally {
      delete process.env.DEPLOY_PLAN;
    }
  });

  it("the host-limits step removes the compressed copies an earlier build wrote, and no other file", () => {
    const dir = publicDir({ "index.html": "home", "index.html.br": "old", "app.js.gz": "old", "app.js": "a()", "archive.gz": "data" });
    expect(runStep("host limits", { ...inputFor(dir), warn: () => {} })).toMatch(/; removed 2 compressed copies an earlier build wrote$/);
    expect(readdirSync(dir).sort()).toEqual(["app.js", "archive.gz", "index.html"]);
  });

  it("the source-maps step moves the scripts' maps into the cache folder, writes an unchanged one no more, and drops a gone script's", () => {
    const dir = publicDir({ "app-1.js": "a()", "app-1.js.map": '{"a":1}', "chunk-2.js.map": '{"b":2}' });
    const input = inputFor(dir);
    const kept = join(input.cacheDir, "source-maps");
    expect(runStep("source maps", input)).toMatch(/^2 source map\(s\) moved to .*source-maps\/, 0 of gone scripts removed$/);
    expect(readdirSync(dir).sort()).toEqual(["app-1.js"]);
    expect(readFileSync(join(kept, "app-1.js.map"), "utf8")).toBe('{"a":1}');
    // The next build: webpack writes the same map for app-1.js again, and chunk-2.js is gone.
    const time = statSync(join(kept, "app-1.js.map")).mtimeMs;
    writeFileSync(join(dir, "app-1.js.map"), '{"a":1}');
    const files = new StepFiles(dir);
    expect(step("source maps").run(input, files)).toMatch(/, 1 of gone scripts removed$/);
    expect([files.written, files.unchanged]).toEqual([0, 1]);
    expect(statSync(join(kept, "app-1.js.map")).mtimeMs).toBe(time);
    expect(readdirSync(kept)).toEqual(["app-1.js.map"]);
  });

  it("the search-index step, on pages none of which is marked for search, fails saying it expected them", async () => {
    const dir = publicDir({ "index.html": '<html lang="en"><body><main><h1>Home</h1></main></body></html>' });
    await expect(Promise.resolve().then(() => runStep("search index", inputFor(dir)))).rejects.toThrow(StepInputMissing);
  });

  // Pagefind runs twice here (about half a second each on a quiet machine, many times that beside a build): a
  // generous limit, as for the editor's bundle, so a loaded machine does not fail it.
  it("the search-index step indexes the marked bodies of each language apart, and refuses a page marked yet noindex", async () => {
    const body = (lang: string, words: string) =>
      `<html lang="${lang}"><head><title>t</title></head><body><header>Menu</header><main data-pagefind-body><h1>${words}</h1></main></body></html>`;
    const dir = publicDir({
      "index.html": body("en", "Welcome home"),
      "about/index.html": body("en", "About us"),
      "es/index.html": body("es", "Bienvenido"),
      "404.html": '<html lang="en"><head><meta name="robots" content="noindex"></head><body><h1>Not found</h1></body></html>',
    });
    expect(await runStep("search index", inputFor(dir))).toBe("indexed 3 of 4 pages (en: 2, es: 1) into pagefind/");
    const entry = JSON.parse(readFileSync(join(dir, "pagefind/pagefind-entry.json"), "utf8"));
    expect(
      Object.fromEntries(Object.entries(entry.languages).map(([lang, facts]) => [lang, (facts as { page_count: number }).page_count])),
    ).toEqual({
      en: 2,
      es: 1,
    });
    // Pagefind's ready-made interfaces are not the site's; only its API, worker and index are served.
    expect(existsSync(join(dir, "pagefind/pagefind.js"))).toBe(true);
    expect(existsSync(join(dir, "pagefind/pagefind-ui.js"))).toBe(false);

    // Run again over the same pages, Pagefind does not run and nothing under pagefind/ is touched.
    const times = filesAndTimes(join(dir, "pagefind"));
    expect(await runStep("search index", inputFor(dir))).toMatch(
      /^3 of 4 pages unchanged since the last index \(en: 2, es: 1\); Pagefind not run$/,
    );
    expect(filesAndTimes(join(dir, "pagefind"))).toEqual(times);
    // One page's words changed: it indexes again, writes what differs, and Pagefind's own script, the same bytes, stays as it was.
    writeFileSync(join(dir, "about/index.html"), body("en", "About our brothers"));
    const files = new StepFiles(dir);
    expect(await step("search index").run(inputFor(dir), files)).toBe("indexed 3 of 4 pages (en: 2, es: 1) into pagefind/");
    expect(files.written).toBeGreaterThan(0);
    expect(files.unchanged).toBeGreaterThan(0);
    expect(statSync(join(dir, "pagefind/pagefind.js")).mtimeMs).toBe(times.get("pagefind.js"));

    writeFileSync(
      join(dir, "about/index.html"),
      body("en", "About us").replace("<title>", '<meta name="robots" content="noindex"><title>'),
    );
    await expect(Promise.resolve().then(() => runStep("search index", inputFor(dir)))).rejects.toThrow(
      /^\/about: marked for the search index, yet noindex$/,
    );
  }, 120_000);
});
