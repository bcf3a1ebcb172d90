// The content editor (/admin, Decap CMS), bundled by esbuild apart from Gatsby, so the visitors' pages and their
// bundles never include it. One copy of its build: the post-build step (./post-build/editor-bundle.ts) writes it
// into public/admin/ during `npm run build`, `npm run build:admin` (scripts/build-admin.ts) writes it alone, and
// scripts/cms-session.mjs serves it with the local backend. Node only, and loaded as CommonJS by gatsby-node:
// the code's root is the content tree's (the checkout), not this file's URL.
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import * as esbuild from "esbuild";
import { STORIES_DIR } from "../content-reader/entry";
import type { ContentTree } from "../content-reader/read-content";
import { versionOfText } from "../i18n/english-version";
import { localeOf } from "../routes";
import { headerFits } from "../theme/header-fit";

/** Where the admin signs in and saves; see README, "Editing in the browser". */
export const adminEnvironment = (env: NodeJS.ProcessEnv = process.env) => ({
  repo: env.CMS_GITHUB_REPO ?? "your-github-account/yhwh-foundation-site",
  branch: env.CMS_GITHUB_BRANCH ?? "main",
  authBaseUrl: env.CMS_AUTH_URL ?? "",
  // Only `npm run cms` (and its tests) edit through the local backend; they set it themselves.
  localBackendUrl: env.CMS_LOCAL_BACKEND ?? "",
});

/**
 * What the editor is built from: the content reader's tree of a checkout (its pages, stories, pictures and
 * settings go into the preview; its root holds src/admin/), and where it signs in and saves.
 */
export type EditorSource = { content: ContentTree; env?: ReturnType<typeof adminEnvironment> };

const indexHtml = (script: string, title: string) => `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${title}</title>
  </head>
  <body>
    <script src="/admin/${script}"></script>
  </body>
</html>
`;

/** esbuild options for the admin bundle written into `outdir` (the folder served as /admin/). */
export function adminBuildOptions(
  outdir: string,
  { content, env = adminEnvironment() }: EditorSource,
): esbuild.BuildOptions & { metafile: true } {
  const root = content.root;
  const settings = content.settingsFile as { organisation: { name: string } };
  // Each story's path under content/stories/ (es/… for a Spanish one) by its title: the preview gets the
  // saved stories' data but not their paths. A story the build would refuse is left to its checks (in the
  // editor too); it just has no entry here.
  const stories = Object.fromEntries(
    content.stories.map((story) => [story.frontmatter.title, story.file.slice(`${STORIES_DIR}/`.length).replace(/\.mdx$/, "")]),
  );
  // Each page's file by its frontmatter slug (its route pattern), for the same reason: the preview plans the site from
  // the saved pages, and the header's links name pages by file (src/constants.ts).
  const pages = Object.fromEntries(content.pages.flatMap((page) => (page.frontmatter ? [[page.frontmatter.slug, page.file]] : [])));
  // The English pages' and stories' versions by route, so the preview warns of a translation that is behind.
  const english = Object.fromEntries(
    content.entries
      .filter((entry) => entry.route && localeOf(entry.route) === "en")
      .map((entry) => [entry.route, { file: entry.file, version: versionOfText(entry.text) }]),
  );
  const writeIndex: esbuild.Plugin = {
    name: "admin-index",
    setup(build) {
      build.onEnd((result) => {
        if (result.errors.length || !result.metafile) return;
        const script = Object.keys(result.metafile.outputs).find((file) => file.endsWith(".js"));
        if (!script) throw new Error("The admin build wrote no script; public/admin/index.html would load nothing.");
        writeFileSync(join(outdir, "index.html"), indexHtml(basename(script), `Content editor · ${settings.organisation.name}`));
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
    publicPath: "/admin/",
    logLevel: "warning",
    // The site's components run outside Gatsby here: Link becomes a plain link, head tags are left alone.
    alias: { gatsby: shim, "react-helmet": shim },
    define: {
      ADMIN_ENV: JSON.stringify(env),
      ADMIN_IMAGES: JSON.stringify([...content.images].filter((name) => !name.startsWith(".")).sort()),
      ADMIN_STORIES: JSON.stringify(stories),
      ADMIN_PAGES: JSON.stringify(pages),
      ADMIN_ENGLISH: JSON.stringify(english),
      // The header's breakpoints, as the site's bundles get them (gatsby-node.ts).
      __HEADER_FITS__: JSON.stringify(headerFits()),
      "process.env.NODE_ENV": '"production"',
      "process.env.GATSBY_BUILD_YEAR": JSON.stringify(String(new Date().getFullYear())),
      global: "window",
    },
    plugins: [writeIndex],
  };
}

/** What one build of the editor wrote: each file (from `outdir`) with its bytes, and what it removed. */
export type EditorBuild = { outdir: string; files: { file: string; bytes: number }[]; removed: string[]; ms: number };

/**
 * Builds once into `outdir`. What an earlier build left there and this one did not write (a script of another
 * hash, and its .br and .gz copies) is removed; what it wrote again keeps its copies, which the precompressed
 * step checks byte for byte, so an unchanged 6 MB script is not compressed again. An esbuild error throws with
 * esbuild's messages (esbuild.build rejects with them).
 */
export async function buildAdmin(outdir: string, source: EditorSource): Promise<EditorBuild> {
  const started = Date.now();
  mkdirSync(outdir, { recursive: true });
  const result = await esbuild.build(adminBuildOptions(outdir, source));
  const written = new Set([
    ...Object.keys(result.metafile.outputs).map((file) => relative(outdir, resolve(source.content.root, file))),
    "index.html",
  ]);
  const removed: string[] = [];
  for (const name of readdirSync(outdir, { recursive: true, encoding: "utf8" })) {
    if (written.has(name) || written.has(name.replace(/\.(br|gz)$/, "")) || statSync(join(outdir, name)).isDirectory()) continue;
    rmSync(join(outdir, name), { force: true });
    removed.push(name);
  }
  const files = [...written].sort().map((file) => ({ file, bytes: statSync(join(outdir, file)).size }));
  return { outdir, files, removed, ms: Date.now() - started };
}

/** One line for a log: the files, their KiB, the script's KiB, and the time. */
export function editorBuildReport({ outdir, files, removed, ms }: EditorBuild, from = process.cwd()): string {
  const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;
  const script = files.find((f) => f.file.endsWith(".js"));
  const total = files.reduce((sum, f) => sum + f.bytes, 0);
  return (
    `wrote ${relative(from, outdir).split("\\").join("/")}/: ${files.length} files, ${kib(total)}` +
    (script ? ` (${script.file} ${kib(script.bytes)})` : "") +
    ` in ${ms} ms` +
    (removed.length ? `; removed ${removed.length} an earlier build left` : "")
  );
}
