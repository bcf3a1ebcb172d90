// `npm run translations`: which pages and stories have no translation yet, and which translations are
// behind their English twin (the English changed after the translation recorded its version).
//
//   npm run translations                       list missing and stale translations
//   npm run translations -- --check            the same, and exit 1 if any translation is stale or unmarked
//   npm run translations -- --mark FILE ...    record in each translated FILE the English version it now matches
//
// The rules (twins by route, versions by hash) are the build's own: src/i18n/translations.ts.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { parse } from "yaml";
import { requireTs } from "./review/load-ts.mjs";

const FRONTMATTER = /^---\r?\n([\s\S]*?\r?\n)?---(?:\r?\n|$)/;

const mdxFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".mdx"))
    .map((entry) => join(entry.parentPath, entry.name));

/** Every page and story of the checkout at `root`: its file (relative), route and recorded English version. */
export function contentEntries(root = ".") {
  const { fillSlug } = requireTs(join(root, "src/founder-route.ts"));
  const { storyLocale, storySlug } = requireTs(join(root, "src/content-checks/story.ts"));
  const { storyRoute } = requireTs(join(root, "src/stories/plan.ts"));
  const read = (abs) => {
    const file = relative(root, abs).split("\\").join("/");
    const yaml = FRONTMATTER.exec(readFileSync(abs, "utf8"))?.[1];
    let data = {};
    try {
      data = (yaml && parse(yaml)) || {};
    } catch {
      // A file whose frontmatter does not parse has its message from the build; here it has no version.
    }
    return { file, data };
  };
  const pages = mdxFiles(resolve(root, "content/pages")).map(read);
  const stories = mdxFiles(resolve(root, "content/stories")).map(read);
  return [
    ...pages
      .filter(({ data }) => typeof data.slug === "string")
      .map(({ file, data }) => ({ file, route: fillSlug(data.slug), englishVersion: data.englishVersion })),
    ...stories.map(({ file, data }) => ({
      file,
      route: storyRoute(storySlug(file), storyLocale(file)),
      englishVersion: data.englishVersion,
    })),
  ];
}

/** The translations' state in the checkout at `root` (see translationStates). */
export function translationReport(root = ".") {
  const { translationStates } = requireTs(join(root, "src/i18n/translations.ts"));
  const { versionOfFile } = requireTs(join(root, "src/i18n/english-version.ts"));
  const { LOCALES } = requireTs(join(root, "src/i18n/locales.ts"));
  return translationStates(contentEntries(root), (file) => versionOfFile(join(root, file)), LOCALES);
}

/** Writes `englishVersion: "<version>"` into a translated file's frontmatter, replacing the one it had. */
export function markTranslation(file, version) {
  const text = readFileSync(file, "utf8");
  const match = FRONTMATTER.exec(text);
  if (!match) throw new Error(`${file}: no frontmatter between --- lines at the top.`);
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const yaml = match[1] ?? "";
  const line = `englishVersion: "${version}"`;
  const updated = /^englishVersion:.*$/m.test(yaml) ? yaml.replace(/^englishVersion:.*$/m, line) : `${yaml}${line}${eol}`;
  writeFileSync(file, text.replace(match[0], `---${eol}${updated}---${match[0].endsWith(eol) ? eol : ""}`));
}

function main() {
  const { values, positionals } = parseArgs({ options: { check: { type: "boolean" }, mark: { type: "boolean" } }, allowPositionals: true });
  const { translations, missing } = translationReport();
  if (values.mark) {
    if (!positionals.length)
      throw new Error("--mark needs the translated files, e.g. npm run translations -- --mark content/pages/es/awareness.mdx");
    for (const file of positionals.map((f) => relative(".", resolve(f)).split("\\").join("/"))) {
      const state = translations.find((t) => t.file === file);
      if (!state?.english)
        throw new Error(
          `${file} is not a translation of an English page or story (its English twin would be at ${state ? "a route no file has" : "…: is it under content/pages/es or content/stories/es?"}).`,
        );
      markTranslation(file, state.english.version);
      console.log(`${file}: marked as translating ${state.english.file} at version ${state.english.version}.`);
    }
    return;
  }
  const behind = translations.filter((t) => t.status === "stale" || t.status === "unmarked");
  console.log(
    `Translations: ${translations.filter((t) => t.status === "current").length} in step, ${behind.length} behind, ${missing.length} missing.`,
  );
  for (const t of behind)
    console.log(
      `  behind   ${t.file} (${t.status === "stale" ? `translates ${t.english.file} as it was at ${t.recorded}; it is now ${t.english.version}` : `does not record which version of ${t.english.file} it translates`})`,
    );
  for (const m of missing)
    console.log(
      `  missing  ${m.file} has no ${m.locale} translation (its route would be ${requireTs("src/i18n/locales.ts").localize(m.route, m.locale)})`,
    );
  for (const t of translations.filter((t) => t.status === "alone"))
    console.log(`  only     ${t.file} (no English twin: shown in its own language only)`);
  if (values.check && behind.length) process.exitCode = 1;
}

// Run as the npm script, not when a test imports the functions (no import.meta: Jest loads this file too).
if (/[/\\]scripts[/\\]translations\.mjs$/.test(process.argv[1] ?? "")) main();
