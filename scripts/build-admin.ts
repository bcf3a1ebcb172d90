// Builds the content editor (/admin) with esbuild, apart from Gatsby, so the visitors' pages and
// their bundles never include it. `tsx scripts/build-admin.ts` writes public/admin/ after `gatsby build`.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { siteLinks } from "../src/constants";
import { STORIES_DIR } from "../src/content-reader/entry";
import { readContent } from "../src/content-reader/read-content";
import { versionOfText } from "../src/i18n/english-version";
import { localeOf } from "../src/routes";
import { headerFits } from "../src/theme/header-fit";

const ROOT = resolve(fileURLToPath(import.meta.url), "../..");
const SHIM = join(ROOT, "src/admin/gatsby-shim.tsx");

/** Where the admin signs in and saves; see README, "Editing in the browser". */
export const adminEnvironment = (env: NodeJS.ProcessEnv = process.env) => ({
  repo: env.CMS_GITHUB_REPO ?? "your-github-account/yhwh-foundation-site",
  branch: env.CMS_GITHUB_BRANCH ?? "main",
  authBaseUrl: env.CMS_AUTH_URL ?? "",
  // Only `npm run cms` (and its tests) edit through the local backend; they set it themselves.
  localBackendUrl: env.CMS_LOCAL_BACKEND ?? "",
});

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
export function adminBuildOptions(outdir: string, env = adminEnvironment()): esbuild.BuildOptions & { metafile: true } {
  // Every page and story as the build reads them (the content reader), for the preview's menus, pictures and stories.
  const content = readContent(ROOT);
  const settings = content.settingsFile as { organisation: { name: string } };
  // Each story's path under content/stories/ (es/… for a Spanish one) by its title: the preview gets the
  // saved stories' data but not their paths. A story the build would refuse is left to its checks (in the
  // editor too); it just has no entry here.
  const stories = Object.fromEntries(
    content.stories.map((story) => [story.frontmatter.title, story.file.slice(`${STORIES_DIR}/`.length).replace(/\.mdx$/, "")]),
  );
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
  return {
    absWorkingDir: ROOT,
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
    alias: { gatsby: SHIM, "react-helmet": SHIM },
    define: {
      ADMIN_ENV: JSON.stringify(env),
      ADMIN_IMAGES: JSON.stringify([...content.images].filter((name) => !name.startsWith(".")).sort()),
      ADMIN_STORIES: JSON.stringify(stories),
      // The header's and footer's links, each page's route as the content reader read it.
      ADMIN_LINKS: JSON.stringify(siteLinks(content.pages)),
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

/** Builds once into `outdir`, replacing what was there. */
export async function buildAdmin(outdir = join(ROOT, "public/admin"), env?: ReturnType<typeof adminEnvironment>) {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const result = await esbuild.build(adminBuildOptions(outdir, env));
  const bytes = Object.values(result.metafile.outputs).reduce((sum, out) => sum + out.bytes, 0);
  return { outdir, bytes };
}

// Run as a script (tsx runs a .ts file as CommonJS here: no top-level await), not when imported.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  void buildAdmin().then(({ outdir, bytes }) =>
    console.log(`Wrote ${relative(ROOT, outdir)}/ (${Math.round(bytes / 1024)} KiB) in ${Date.now() - started} ms.`),
  );
}
