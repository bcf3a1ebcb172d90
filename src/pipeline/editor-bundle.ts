// The content editor (/admin, Decap CMS), bundled by esbuild apart from Gatsby, so the visitors' pages and their
// bundles never include it. One copy of its build: the post-build step (editorBundle, below) writes it
// into public/admin/ during `npm run build`, `npm run build:admin` (scripts/build-admin.ts) writes it alone, and
// scripts/cms-session.mjs serves it with the local backend. Node only, and loaded as CommonJS by gatsby-node:
// the code's root is the content tree's (the checkout), not this file's URL.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { basename, join, relative } from "node:path";
import * as esbuild from "esbuild";
import { STORIES_DIR } from "../content-reader/entry";
import type { ContentTree } from "../content-reader/read-content";
import { versionOfText } from "../i18n/english-version";
import { ADMIN_ROUTE, counterpart, localeOf } from "../routes";
import { headerFits } from "./header-fit";
import type { PostBuildStep } from "./post-build/step";
import { writeIfChanged } from "./write-if-changed";

/** Where the admin signs in and saves; see README, "Editing in the browser". */
export const adminEnvironment = (env: NodeJS.ProcessEnv = process.env) => ({
  repo: env.CMS_GITHUB_REPO ?? "your-github-account/yhwh-foundation-site",
  branch: env.CMS_GITHUB_BRANCH ?? "main",
  authBaseUrl: env.CMS_AUTH_URL ?? "",
  // Netlify's builds say so (NETLIFY=true): its own OAuth provider signs the writer in. Elsewhere the site's Worker.
  signIn: env.NETLIFY === "true" ? ("netlify" as const) : ("site" as const),
  // Only `npm run cms` (and its tests) edit through the local backend; they set it themselves.
  localBackendUrl: env.CMS_LOCAL_BACKEND ?? "",
});

/**
 * What the editor is built from: the content reader's tree of a checkout (its pages, stories, pictures and
 * settings go into the preview; its root holds src/admin/), and where it signs in and saves.
 */
export type EditorSource = { content: ContentTree; env?: ReturnType<typeof adminEnvironment> };

const indexHtml = (scripts: string[], title: string) => `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${title}</title>
    <!-- Field labels as they are written ("Postal code"), not in Decap's capitals. -->
    <style>
      label { text-transform: none !important; letter-spacing: normal !important; font-size: 14px !important; }
      [class*="ControlErrorsList"] { text-transform: none !important; font-size: 14px !important; }
      /* The page and story text reads as prose: the editor's own letters at a reading size, not a code font. */
      .CodeMirror { font: 16px/1.6 system-ui, sans-serif !important; }
    </style>
  </head>
  <body>
${scripts.map((script) => `    <script src="${ADMIN_ROUTE}/${script}"></script>\n`).join("")}  </body>
</html>
`;

/** Where the editor's script finds the content's facts: the small script editorContent writes sets it first. */
const CONTENT_GLOBAL = "__ADMIN_CONTENT__";

/**
 * The content's facts the editor's preview needs, apart from its code: the pictures' names, each story's and
 * page's file, and the English entries' versions. They change with every edit, the code does not, so they go in
 * a script of their own (a few KB, named by its content), and the 6 MB script keeps its bytes, its name and its
 * compressed copies from one content change to the next.
 */
export function editorContent({ content }: EditorSource): { name: string; body: string } {
  // Each story's path under content/stories/ (es/… for a Spanish one) by its title: the preview gets the
  // saved stories' data but not their paths. A story the build would refuse is left to its checks (in the
  // editor too); it just has no entry here.
  const stories = Object.fromEntries(
    content.stories.map((story) => [story.frontmatter.title, story.file.slice(`${STORIES_DIR}/`.length).replace(/\.mdx$/, "")]),
  );
  // Each page's file by its frontmatter slug (its route pattern), for the same reason: the preview plans the site from
  // the saved pages, and the header's links name pages by file (src/constants.ts).
  const pages = Object.fromEntries(content.pages.flatMap((page) => (page.frontmatter ? [[page.frontmatter.slug, page.file]] : [])));
  // The English text each translation was brought in step with, by its version: the editor compares it with the
  // English as saved at that moment, to show a writer which English sentences changed since.
  const english = earlierEnglish(content);
  const images = [...content.images].filter((name) => !name.startsWith(".")).sort();
  const body = `window.${CONTENT_GLOBAL}=${JSON.stringify({ images, stories, pages, english })};\n`;
  return { name: `content-${createHash("sha256").update(body).digest("hex").slice(0, 8)}.js`, body };
}

/** How far back an English file's history is searched for the version a translation records. */
const HISTORY_DEPTH = 200;

/**
 * The English texts the translations record (their englishVersion), by version: from the checkout when the English
 * file still has it, else from the file's git history. A version the history does not hold (a shallow clone) is left
 * out: the editor then says the English changed without listing the sentences.
 */
export function earlierEnglish(content: ContentTree): Record<string, string> {
  const byRoute = new Map(content.entries.map((entry) => [entry.route, entry]));
  const texts: Record<string, string> = {};
  for (const entry of content.entries) {
    const recorded = (entry.frontmatter as { englishVersion?: string } | undefined)?.englishVersion;
    const twin = entry.route && localeOf(entry.route) !== "en" ? byRoute.get(counterpart(entry.route, "en")) : undefined;
    if (!recorded || !twin || texts[recorded]) continue;
    if (versionOfText(twin.text) === recorded) texts[recorded] = twin.text;
    else {
      const found = textInHistory(content.root, twin.file, recorded);
      if (found !== undefined) texts[recorded] = found;
    }
  }
  return texts;
}

/** The text `file` had at `version` in the checkout's history, if a recent commit holds it. */
function textInHistory(root: string, file: string, version: string): string | undefined {
  const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  try {
    for (const commit of git("log", `-${HISTORY_DEPTH}`, "--format=%H", "--", file).split("\n").filter(Boolean)) {
      const text = git("show", `${commit}:${file}`);
      if (versionOfText(text) === version) return text;
    }
  } catch {
    // Not a git checkout, or git is not installed: the editor says the English changed without listing the sentences.
  }
  return undefined;
}

/** The content's script and the index.html that loads it, then the editor's script `script` (a name in the same folder). */
export function editorPage(source: EditorSource, script: string): { file: string; contents: string }[] {
  const data = editorContent(source);
  const settings = source.content.settingsFile as { organisation: { name: string } };
  return [
    { file: data.name, contents: data.body },
    { file: "index.html", contents: indexHtml([data.name, script], `Content editor · ${settings.organisation.name}`) },
  ];
}

/** esbuild options for the admin bundle (its code: the content's facts are editorContent's) written into `outdir`. */
export function adminBuildOptions(
  outdir: string,
  { content, env = adminEnvironment() }: EditorSource,
): esbuild.BuildOptions & { metafile: true } {
  const root = content.root;
  // A build that writes its own files (npm run cms's watching one) gets the content's script and index.html
  // beside them; buildAdmin writes all three itself, only where their bytes changed.
  const writePage: esbuild.Plugin = {
    name: "editor-page",
    setup(build) {
      build.onEnd((result) => {
        if (build.initialOptions.write === false || result.errors.length || !result.metafile) return;
        const script = Object.keys(result.metafile.outputs).find((file) => file.endsWith(".js"));
        if (!script) throw new Error("The admin build wrote no script; public/admin/index.html would load nothing.");
        for (const page of editorPage({ content, env }, basename(script))) writeIfChanged(join(outdir, page.file), page.contents);
      });
    },
  };
  const shim = join(root, "src/admin/gatsby-shim.tsx");
  return {
    absWorkingDir: root,
    entryPoints: { admin: "src/admin/index.tsx" },
    // Named by content, because the headers make every *.js immutable for a year.
    entryNames: "[name]-[hash]",
    outdir,
    bundle: true,
    minify: true,
    metafile: true,
    format: "iife",
    target: "es2020",
    jsx: "automatic",
    legalComments: "linked",
    // The site's theme imports its font files for their URL; here they are copied beside the bundle.
    loader: { ".woff2": "file" },
    assetNames: "[name]-[hash]",
    publicPath: `${ADMIN_ROUTE}/`,
    logLevel: "warning",
    // The site's components run outside Gatsby here: Link becomes a plain link, head tags are left alone.
    alias: { gatsby: shim, "react-helmet": shim },
    define: {
      ADMIN_ENV: JSON.stringify(env),
      ADMIN_IMAGES: `window.${CONTENT_GLOBAL}.images`,
      ADMIN_STORIES: `window.${CONTENT_GLOBAL}.stories`,
      ADMIN_PAGES: `window.${CONTENT_GLOBAL}.pages`,
      ADMIN_EARLIER_ENGLISH: `window.${CONTENT_GLOBAL}.english`,
      // The header's breakpoints, as the site's bundles get them (gatsby-node.ts).
      __HEADER_FITS__: JSON.stringify(headerFits()),
      "process.env.NODE_ENV": '"production"',
      "process.env.GATSBY_BUILD_YEAR": JSON.stringify(String(new Date().getFullYear())),
      global: "window",
    },
    plugins: [writePage],
  };
}

/**
 * What one build of the editor holds: each file (from `outdir`) with its bytes, what it wrote and what it removed,
 * and whether esbuild ran (it does not when the code's inputs are those of the build before).
 */
export type EditorBuild = {
  outdir: string;
  files: { file: string; bytes: number }[];
  written: string[];
  removed: string[];
  ms: number;
  bundled: boolean;
};

/**
 * The editor's code as esbuild last built it: its inputs (files from the checkout's root, node_modules too), a
 * fingerprint of them and of the options' defines, and the files it made.
 */
type EditorCode = { fingerprint: string; inputs: string[]; outputs: string[] };

/**
 * A fingerprint of the code's inputs (each file's path, size and modification time: any edit, checkout or
 * install moves it) and of what esbuild is told besides (`define`: where the editor signs in, the header's
 * breakpoints, the year). Undefined when an input is gone, so the code is built again.
 */
export function codeFingerprint(root: string, inputs: readonly string[], define: unknown): string | undefined {
  const hash = createHash("sha256").update(JSON.stringify(define));
  for (const input of inputs) {
    const stats = statSync(join(root, input), { throwIfNoEntry: false });
    if (!stats) return undefined;
    hash.update(`${input}\0${stats.size}\0${stats.mtimeMs}\n`);
  }
  return hash.digest("hex");
}

/**
 * Builds once into `outdir`: the code by esbuild, the content's facts (editorContent) and index.html, which loads
 * them in that order. A file whose bytes are already there is not written again, and what an earlier build left
 * and this one did not make (a script of another hash) is removed; so a content edit writes the small content
 * script and index.html, and the 6 MB script is left as it was. An esbuild
 * error throws with esbuild's messages (esbuild.build rejects with them).
 */
export async function buildAdmin(outdir: string, source: EditorSource, cacheDir?: string): Promise<EditorBuild> {
  const started = Date.now();
  mkdirSync(outdir, { recursive: true });
  const options = adminBuildOptions(outdir, source);
  const root = source.content.root;
  // With a cache folder, the code is built only when its inputs changed: a content edit changes none of them, and
  // esbuild's 2 s were most of what a one-sentence rebuild of the editor cost.
  const cacheFile = cacheDir && join(cacheDir, "editor-code.json");
  const last = cacheFile && existsSync(cacheFile) ? (JSON.parse(readFileSync(cacheFile, "utf8")) as EditorCode) : undefined;
  const current =
    last &&
    last.fingerprint === codeFingerprint(root, last.inputs, options.define) &&
    last.outputs.every((file) => existsSync(join(outdir, file)));
  let outputs: { file: string; contents?: Uint8Array }[];
  if (current) outputs = last.outputs.map((file) => ({ file }));
  else {
    const result = await esbuild.build({ ...options, write: false });
    outputs = result.outputFiles.map((output) => ({ file: relative(outdir, output.path), contents: output.contents }));
    if (cacheFile) {
      const inputs = Object.keys(result.metafile.inputs).filter((input) => existsSync(join(root, input)));
      const code: EditorCode = { fingerprint: codeFingerprint(root, inputs, options.define)!, inputs, outputs: outputs.map((o) => o.file) };
      writeIfChanged(cacheFile, JSON.stringify(code));
    }
  }
  const script = outputs.find((output) => output.file.endsWith(".js"));
  if (!script) throw new Error("The admin build wrote no script; public/admin/index.html would load nothing.");
  const made = [...outputs, ...editorPage(source, basename(script.file))];
  const written = made
    .filter((output) => output.contents !== undefined && writeIfChanged(join(outdir, output.file), output.contents))
    .map((output) => output.file);
  const keep = new Set(made.map((output) => output.file));
  const removed: string[] = [];
  for (const name of readdirSync(outdir, { recursive: true, encoding: "utf8" })) {
    if (keep.has(name) || statSync(join(outdir, name)).isDirectory()) continue;
    rmSync(join(outdir, name), { force: true });
    removed.push(name);
  }
  const files = [...keep].sort().map((file) => ({ file, bytes: statSync(join(outdir, file)).size }));
  return { outdir, files, written, removed, ms: Date.now() - started, bundled: !current };
}

/** One line for a log: the files, their KiB, the script's KiB, and the time. */
export function editorBuildReport({ outdir, files, written, removed, ms, bundled }: EditorBuild, from = process.cwd()): string {
  const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;
  const script = files.find((f) => f.file.startsWith("admin-") && f.file.endsWith(".js"));
  const total = files.reduce((sum, f) => sum + f.bytes, 0);
  return (
    `wrote ${relative(from, outdir).split("\\").join("/")}/: ${files.length} files, ${kib(total)}` +
    (script ? ` (${script.file} ${kib(script.bytes)})` : "") +
    ` in ${ms} ms; ${written.length ? `wrote ${written.join(", ")}` : "every file unchanged"}` +
    (removed.length ? `; removed ${removed.length} an earlier build left` : "") +
    (bundled ? "" : "; the code's inputs unchanged, so esbuild did not run")
  );
}

/**
 * The content editor's files, built with esbuild from the content reader's tree the build planned (plan.tree, not a
 * second read) into public/admin/. A step like the others so the build that writes the site writes the editor too, and
 * before the compressed copies, which must see every final file (/admin's 6 MB script above all). esbuild runs only
 * when the code's inputs changed since the last build (its fingerprint is kept in the cache folder).
 */
export const editorBundle: PostBuildStep = {
  name: "editor bundle",
  purpose: "the content editor (/admin, Decap CMS): its esbuild bundle and index.html into admin/",
  run: async ({ publicDir, cacheDir, plan }) =>
    editorBuildReport(await buildAdmin(join(publicDir, "admin"), { content: plan.tree }, cacheDir), publicDir),
};
