// npm run bench:decap-i18n: measures Decap's own i18n (the version in package-lock.json) against our
// byte-exact saves, for the question issue #23 asked: could the Spanish pages be Decap i18n locales of
// the English ones instead of collections of their own? Not part of npm test: it answers a design
// question and is rerun when Decap is upgraded. Writes its table to stdout (copied into bench/LOG.md).
//
// For each file layout Decap offers for a folder collection (multiple_folders, multiple_files; single_file
// cannot hold two MDX bodies in one file), on a temporary git copy of content/:
//   1. the pages are moved into that layout (what the move costs: files renamed);
//   2. the admin is built with our config, its Pages collection given `i18n` (every field translatable)
//      and the Spanish pages' own collection left out;
//   3. every page is opened in the editor and saved twice, as the editor test does: one character added
//      to the English title, then removed; then the same with the Spanish title, in the Spanish pane beside
//      it. After each first save only that line of that file may differ; at the end every file must be as
//      it was. Anything else is reported with the files it touched.
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, expect } from "@playwright/test";
import { parseFrontmatter } from "../../src/content-reader/frontmatter";
import { CHROMIUM_ARGS, PLAYWRIGHT_CHROMIUM_PATH } from "../../scripts/chromium.mjs";
import { startCmsSession } from "../../scripts/cms-session.mjs";

const PAGES = "content/pages";
const LOCALES = ["en", "es"];

/** Where each layout keeps a page's English and Spanish files (Decap's getFilePath, lib/i18n.ts). */
const LAYOUTS = {
  multiple_folders: (name, locale) => `${PAGES}/${locale}/${name}.mdx`,
  multiple_files: (name, locale) => `${PAGES}/${name}.${locale}.mdx`,
};
/** Ours: English at the top of the folder, Spanish in es/ (src/admin/config.ts, PAGE_FOLDERS). */
const ours = (name, locale) => (locale === "en" ? `${PAGES}/${name}.mdx` : `${PAGES}/es/${name}.mdx`);

const pageNames = readdirSync(PAGES)
  .filter((name) => name.endsWith(".mdx"))
  .map((name) => name.replace(/\.mdx$/, ""));

/** The admin's config with Decap i18n on the pages: `CMS.init` is handed the changed config. */
const i18nConfig = (structure) => ({
  name: "decap-i18n",
  setup(build) {
    build.onLoad({ filter: /src[\\/]admin[\\/]index\.tsx$/ }, (args) => {
      const source = readFileSync(args.path, "utf8");
      const call = "CMS.init({ config: adminConfig(ADMIN_ENV) });";
      if (!source.includes(call)) throw new Error(`src/admin/index.tsx no longer calls ${call}; update this bench.`);
      const withI18n = `((config) => ({
        ...config,
        i18n: { structure: ${JSON.stringify(structure)}, locales: ${JSON.stringify(LOCALES)}, default_locale: "en" },
        collections: config.collections
          .filter((c) => c.name !== "pages_es" && c.name !== "stories_es")
          .map((c) => (c.name === "pages" ? { ...c, i18n: true, fields: c.fields.map((f) => ({ ...f, i18n: true })) } : c)),
      }))(adminConfig(ADMIN_ENV))`;
      return { contents: source.replace(call, `CMS.init({ config: ${withI18n} });`), loader: "tsx", resolveDir: join(args.path, "..") };
    });
  },
});

/** Moves every page from our layout into `layout`; returns how many files moved. */
function rearrange(repo, layout) {
  let moved = 0;
  for (const name of pageNames)
    for (const locale of LOCALES) {
      const [from, to] = [ours(name, locale), layout(name, locale)];
      if (from === to) continue;
      mkdirSync(join(repo, to, ".."), { recursive: true });
      renameSync(join(repo, from), join(repo, to));
      moved++;
    }
  if (readdirSync(join(repo, PAGES, "es")).length === 0) rmdirSync(join(repo, PAGES, "es"));
  return moved;
}

async function measure(structure, port) {
  const layout = LAYOUTS[structure];
  let moved = 0;
  const session = await startCmsSession({
    adminPort: port,
    prepare: (repo) => (moved = rearrange(repo, layout)),
    plugins: [i18nConfig(structure)],
  });
  const git = (...args) => execFileSync("git", args, { cwd: session.repo, encoding: "utf8" });
  const title = (file) => String(parseFrontmatter(readFileSync(join(session.repo, file), "utf8")).data.title);
  const browser = await chromium.launch({ executablePath: PLAYWRIGHT_CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const problems = [];
  let listed = 0;
  let saved = 0;
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    page.on("dialog", (dialog) => dialog.accept());
    const errors = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(session.adminUrl);
    await page.getByRole("button", { name: "Login" }).click();
    await page.goto(`${session.adminUrl}#/collections/pages`);
    await expect(page.getByRole("link", { name: new RegExp(`^${escape(title(layout("terms", "en")))}`) })).toBeVisible({ timeout: 30_000 });
    listed = await page.locator('a[href*="#/collections/pages/entries/"]').count();
    const first = git("rev-parse", "HEAD").trim();

    for (const [side, locale] of LOCALES.entries())
      for (const key of ["x", "Backspace"]) {
        for (const name of pageNames) {
          const file = layout(name, locale);
          await page.goto(`${session.adminUrl}#/collections/pages`);
          await expect(page.getByText("Changes saved")).toBeHidden();
          await page.goto(`${session.adminUrl}#/collections/pages/entries/${name}`);
          // Decap shows the locales side by side, English on the left: the title boxes come in locale order.
          const input = page.getByRole("textbox", { name: "title", exact: true }).nth(side);
          try {
            await expect(input).toHaveValue(title(file), { timeout: 20_000 });
            await input.press("End");
            await input.press(key);
            await page.getByRole("button", { name: "Publish", exact: true }).click();
            await page.getByText("Publish now", { exact: true }).click();
            await expect(page.getByText("Changes saved")).toBeVisible({ timeout: 20_000 });
            saved++;
          } catch (error) {
            const shown = await page
              .locator("[class*=Toast], [role=alert]")
              .allInnerTexts()
              .catch(() => []);
            problems.push(
              `${file} (${key === "x" ? "adding" : "removing"} a character): ${error.message.split("\n")[0]} ${shown.join(" ")}`.trim(),
            );
            continue;
          }
          if (key === "x") {
            const touched = git("diff", "--numstat").trim().split("\n").filter(Boolean);
            if (touched.join() !== `1\t1\t${file}`) problems.push(`${file}: the first save changed ${touched.join("; ") || "nothing"}`);
          }
          git("add", ".");
          git("-c", "user.name=bench", "-c", "user.email=bench@example.org", "commit", "-qm", `${file}: ${key}`, "--allow-empty");
        }
        await page.goto(session.adminUrl);
        await page.reload();
        // After the second save of each title every page's files must be the bytes they were before the first.
        const left = key === "x" ? "" : git("diff", "--stat", first, "--", PAGES).trim();
        if (left) problems.push(`after adding and removing a character in each ${locale} title, compared with the files before:\n${left}`);
      }
    if (errors.length) problems.push(`page errors: ${[...new Set(errors)].join("; ")}`);
  } finally {
    await browser.close();
    await session.stop();
  }
  return { structure, moved, listed, saved, problems };
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const results = [];
let port = 9480;
for (const structure of Object.keys(LAYOUTS)) {
  results.push(await measure(structure, port));
  port += 2;
}
const decap = JSON.parse(readFileSync("node_modules/decap-cms-app/package.json", "utf8")).version;
console.log(
  `\nDecap ${decap} i18n on our ${pageNames.length} pages in two languages (${pageNames.length * 4} saves per layout: a character added to and removed from each title, English, then Spanish):\n`,
);
console.log("| layout | files moved | entries listed | saves done | byte-exact |");
console.log("| --- | ---: | ---: | ---: | --- |");
for (const r of results)
  console.log(`| ${r.structure} | ${r.moved} | ${r.listed} | ${r.saved} / ${pageNames.length * 4} | ${r.problems.length ? "no" : "yes"} |`);
for (const r of results) if (r.problems.length) console.log(`\n${r.structure}:\n- ${r.problems.join("\n- ")}`);
// A layout that is not byte-exact fails the run, so a Decap upgrade that breaks it is noticed.
if (results.some((r) => r.problems.length)) process.exitCode = 1;
