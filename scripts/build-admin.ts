// Builds the content editor (/admin) with esbuild, apart from Gatsby, so the visitors' pages and
// their bundles never include it. `node scripts/build-admin.mjs` writes public/admin/ after `gatsby build`.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { parseDocument } from "yaml";
import { requireTs } from "./review/load-ts.mjs";
import { contentEntries } from "./translations.mjs";

const ROOT = resolve(fileURLToPath(import.meta.url), "../..");
const SHIM = join(ROOT, "src/admin/gatsby-shim.tsx");
/** The founder's route, spelt by the site's own helper (as gatsby-config.ts does for the pages). */
const founderRoute = () => requireTs(join(ROOT, "src/founder-route.ts")).founderSlug();

/** Where the admin signs in and saves; see README, "Editing in the browser". */
export const adminEnvironment = (env = process.env) => ({
  repo: env.CMS_GITHUB_REPO ?? "your-github-account/yhwh-foundation-site",
  branch: env.CMS_GITHUB_BRANCH ?? "main",
  authBaseUrl: env.CMS_AUTH_URL ?? "",
  // Only `npm run cms` (and its tests) edit through the local backend; they set it themselves.
  localBackendUrl: env.CMS_LOCAL_BACKEND ?? "",
});

const indexHtml = (script, title) => `<!DOCTYPE html>
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

/** Each English page's and story's file and version, by route (what a translation records as englishVersion). */
function englishVersions() {
  const { localeOf } = requireTs(join(ROOT, "src/i18n/locales.ts"));
  const { versionOfFile } = requireTs(join(ROOT, "src/i18n/english-version.ts"));
  return Object.fromEntries(
    contentEntries(ROOT)
      .filter((entry) => localeOf(entry.route) === "en")
      .map((entry) => [entry.route, { file: entry.file, version: versionOfFile(join(ROOT, entry.file)) }]),
  );
}

/** esbuild options for the admin bundle written into `outdir` (the folder served as /admin/). */
export function adminBuildOptions(outdir, env = adminEnvironment()) {
  const images = readdirSync(join(ROOT, "content/images")).filter((name) => !name.startsWith("."));
  const settings = JSON.parse(readFileSync(join(ROOT, "content/settings.json"), "utf8"));
  // Each story's path under content/stories/ by its title (es/… for a Spanish one): the preview gets the
  // saved stories' data but not their paths.
  const storiesDir = join(ROOT, "content/stories");
  const stories = Object.fromEntries(
    (existsSync(storiesDir) ? readdirSync(storiesDir, { recursive: true, encoding: "utf8" }) : [])
      .filter((name) => name.endsWith(".mdx"))
      .map((name) => name.split("\\").join("/"))
      .flatMap((name) => {
        const frontmatter = /^---\n([\s\S]*?\n)?---\n/.exec(readFileSync(join(storiesDir, name), "utf8"))?.[1] ?? "";
        // A story the build would refuse is left to its checks (in the editor too); it just has no entry here.
        const title = parseDocument(frontmatter).get("title");
        return typeof title === "string" ? [[title, name.replace(/\.mdx$/, "")]] : [];
      }),
  );
  const writeIndex = {
    name: "admin-index",
    setup(build) {
      build.onEnd((result) => {
        if (result.errors.length) return;
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
      ADMIN_IMAGES: JSON.stringify(images),
      ADMIN_STORIES: JSON.stringify(stories),
      // The English pages' and stories' versions, so the preview warns of a translation that is behind.
      ADMIN_ENGLISH: JSON.stringify(englishVersions()),
      "process.env.NODE_ENV": '"production"',
      "process.env.GATSBY_BUILD_YEAR": JSON.stringify(String(new Date().getFullYear())),
      "process.env.GATSBY_FOUNDER_ROUTE": JSON.stringify(founderRoute()),
      global: "window",
    },
    plugins: [writeIndex],
  };
}

/** Builds once into `outdir`, replacing what was there. */
export async function buildAdmin(outdir = join(ROOT, "public/admin"), env) {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const result = await esbuild.build(adminBuildOptions(outdir, env));
  const bytes = Object.values(result.metafile.outputs).reduce((sum, out) => sum + out.bytes, 0);
  return { outdir, bytes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const { outdir, bytes } = await buildAdmin();
  console.log(`Wrote ${relative(ROOT, outdir)}/ (${Math.round(bytes / 1024)} KiB) in ${Date.now() - started} ms.`);
}
