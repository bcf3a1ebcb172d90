// The launch-day site: the test suite must not care which foundation's details are in the settings.
// `makeLaunchDayCopy()` copies the working tree (as git sees it) to a folder and writes there the settings
// made by launch-day-settings.mjs (another foundation, a founder named José, every value unlike the
// committed one); `buildLaunchDay()` builds that copy. In `npm test` (scripts/test.mjs) Jest runs the unit
// tests in the copy while it is built (its titles reworded and a closing sentence added to every page and story), Playwright's launch-day project runs the @settings tests against it,
// and Jest checks its built files last. Its stories are 25 generated ones (story-fixtures.mjs), not the samples.
//
// `npm run test:launch-day` runs those steps on their own and removes the copy (--keep keeps it).
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { buildMark } from "./launch-day-mark.mjs";
import { launchDaySettings } from "./launch-day-settings.mjs";
import { generatedStories, imagesIn } from "./story-fixtures.mjs";

const ROOT = resolve(import.meta.dirname, "..");
/** How many stories the launch-day copy has: enough for three listing pages and a feed that leaves some out. */
export const STORY_COUNT = 25;

/** Copies the working tree (as git sees it) into `dir`, with this checkout's node_modules linked in; returns `dir`. */
export function copyWorkingTree(dir) {
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT })
    .toString()
    .split("\0")
    .filter((file) => file && existsSync(join(ROOT, file)));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(join(ROOT, file), join(dir, file));
  }
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  return dir;
}

/** Puts `count` generated stories (story-fixtures.mjs) in place of the copy's stories. */
export function replaceStories(dir, count) {
  rmSync(join(dir, "content/stories"), { recursive: true, force: true });
  mkdirSync(join(dir, "content/stories"));
  for (const { name, text } of generatedStories(count, { images: imagesIn(dir) })) writeFileSync(join(dir, "content/stories", name), text);
}

/** Copies the working tree into `dir` with the launch-day settings; returns `dir`. */
export function makeLaunchDayCopy(dir = mkdtempSync(join(tmpdir(), "launch-day-"))) {
  copyWorkingTree(dir);
  const committed = JSON.parse(readFileSync(join(ROOT, "content/settings.json"), "utf8"));
  writeFileSync(join(dir, "content/settings.json"), `${JSON.stringify(launchDaySettings(committed), null, 2)}\n`);
  // The foundation's own stories in place of the samples: 25 made now, so listing pages, tag pages and the
  // feed's limit are built and checked with more stories than one page holds.
  replaceStories(dir, STORY_COUNT);
  // A writer's day too: every title reworded and a closing sentence added, in both languages; the tests
  // read what they expect from the content, so they must not notice (__tests__/setup/rewrite-words.ts).
  execFileSync(process.execPath, ["--import", "tsx", join(ROOT, "__tests__/setup/rewrite-words.ts"), dir], { cwd: ROOT, stdio: "inherit" });
  // Launch day replaced every sample (the settings, the stories, and above the marked pages and testimonials),
  // brought each translation in step with the reworded English, and a person confirmed every fact the launch
  // check lists, as CONTENT.md's "Before launch" asks: the check must then pass, as the copy's launch build
  // (buildLaunchDay) checks again.
  const tsx = (script, args) =>
    execFileSync(process.execPath, ["--import", "tsx", join(ROOT, script), ...args], {
      cwd: dir,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    });
  const { behind } = JSON.parse(tsx("scripts/launch-check.ts", ["--json"]));
  if (behind.length) tsx("scripts/translations.ts", ["--mark", ...behind]);
  const { unconfirmed } = JSON.parse(tsx("scripts/launch-check.ts", ["--json"]));
  tsx("scripts/launch-check.ts", ["--confirm", ...unconfirmed.map((fact) => fact.id), "--by", "Launch-day test"]);
  tsx("scripts/launch-check.ts", []);
  return dir;
}

/**
 * Builds the copy, starting from what this checkout's build left that the copy's can use, when it is there:
 * - its pictures (public/static/): the same files, so the same digests, and gatsby-plugin-sharp keeps a picture whose
 *   file is already there (patches/gatsby-plugin-sharp+5.16.0.patch), so the copy makes none again;
 * - webpack's cache (.cache/webpack/, which Gatsby keeps when it clears the rest of .cache). Webpack keys a module by
 *   its absolute path and checks its files before it uses an entry: the packages, linked into the copy, are the same
 *   files at the same real paths and are not compiled again; the copy's own code and content are at other paths and
 *   are (bench/README.md: 70.5 to 58-62 busy processor-seconds).
 * The rest of .cache is not copied: its records are keyed by absolute paths too, and every page is written anew. The
 * launch-day built-file checks confirm each page carries the launch-day settings.
 */
export async function buildLaunchDay(dir, { onOutput } = {}) {
  // A launch build, as the host's production context runs it: it refuses to build while any sample remains.
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", LAUNCH_BUILD: "1" };
  for (const kept of ["public/static", ".cache/webpack"])
    if (existsSync(join(ROOT, kept))) cpSync(join(ROOT, kept), join(dir, kept), { recursive: true });
  // Its output to this process's, or to `onOutput` (npm test prefixes each line with the stage's name).
  const build = spawn(join(dir, "node_modules/.bin/gatsby"), ["build"], {
    cwd: dir,
    env,
    stdio: ["ignore", onOutput ? "pipe" : "inherit", onOutput ? "pipe" : "inherit"],
  });
  if (onOutput) onOutput(build.stdout, build.stderr);
  const [status] = await once(build, "close");
  const failure = status !== 0 && `launch day: the launch build failed (exit ${status}) with the launch-day settings in ${dir}`;
  writeFileSync(buildMark(dir), failure || "built");
  if (failure) throw new Error(failure);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const keep = process.argv.includes("--keep");
  const dir = makeLaunchDayCopy();
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", LAUNCH_DAY_DIR: dir, LAUNCH_DAY_ONLY: "1", CI: "true" };
  const steps = [
    ["unit tests", ["jest", "--selectProjects", "launch-day unit"]],
    ["browser tests that read the settings", ["playwright", "test", "--project=launch-day"]],
    ["built-file checks", ["jest", "--selectProjects", "launch-day built"]],
  ];
  try {
    await buildLaunchDay(dir);
    for (const [title, args] of steps) {
      const run = spawnSync("npx", args, { cwd: ROOT, stdio: "inherit", env });
      if (run.status !== 0) throw new Error(`launch day: ${title} failed (exit ${run.status})`);
    }
    console.log("\nlaunch day: the site builds and passes its tests with another foundation's settings.");
  } catch (error) {
    console.error(`\n${error.message}${keep ? `; the copy is kept in ${dir}` : " (run with --keep to inspect the copy)"}`);
    process.exitCode = 1;
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}
