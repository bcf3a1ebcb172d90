// `npm run translations`: which pages and stories have no translation yet, and which translations are
// behind their English twin (the English changed after the translation recorded its version).
//
//   npm run translations                       list missing and stale translations
//   npm run translations -- --check            the same, and exit 1 if any translation is stale or unmarked
//   npm run translations -- --mark FILE ...    record in each translated FILE the English version it now matches
//
// The rules (twins by route, versions by hash) are the build's own: src/i18n/translation-state.ts; every file's
// route and frontmatter come from the content reader (src/content-reader/), as the build reads them.
import { readFileSync, writeFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { readContent } from "../src/content-reader/read-content";
import { splitFrontmatter } from "../src/content-reader/frontmatter";
import { translationStatesOf } from "../src/i18n/english-version";
import { localize } from "../src/routes";

/** Every page and story of the checkout at `root` that has a route, as the content reader reads them. */
export function contentEntries(root = ".") {
  return readContent(resolve(root)).entries.filter((entry) => entry.route);
}

/** The translations' state in the checkout at `root` (see translationStates). */
export function translationReport(root = ".") {
  return translationStatesOf(contentEntries(root));
}

/** Writes `englishVersion: "<version>"` into a translated file's frontmatter, replacing the one it had. */
export function markTranslation(file: string, version: string): void {
  const text = readFileSync(file, "utf8");
  const { yaml, block, body } = splitFrontmatter(text);
  if (yaml === undefined) throw new Error(`${file}: no frontmatter between --- lines at the top.`);
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const line = `englishVersion: "${version}"`;
  const updated = /^englishVersion:.*$/m.test(yaml) ? yaml.replace(/^englishVersion:.*$/m, line) : `${yaml}${line}${eol}`;
  writeFileSync(file, `---${eol}${updated}---${block.endsWith(eol) ? eol : ""}${body}`);
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
      `  behind   ${t.file} (${t.status === "stale" ? `translates ${t.english!.file} as it was at ${t.recorded}; it is now ${t.english!.version}` : `does not record which version of ${t.english!.file} it translates`})`,
    );
  for (const m of missing)
    console.log(`  missing  ${m.file} has no ${m.locale} translation (its route would be ${localize(m.route, m.locale)})`);
  for (const t of translations.filter((t) => t.status === "alone"))
    console.log(`  only     ${t.file} (no English twin: shown in its own language only)`);
  if (values.check && behind.length) process.exitCode = 1;
}

// Run as the npm script, not when a test imports the functions (no import.meta: Jest loads this file too).
if (/[/\\]scripts[/\\]translations\.ts$/.test(process.argv[1] ?? "")) main();
