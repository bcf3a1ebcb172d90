// `npm run bench:scale` (issue 41): what the site costs as the stories grow, on the way to 1,000. For each count
// of stories (default 0 200 1000) a copy of the working tree (copyWorkingTree; nothing generated is ever
// committed) gets that many generated stories, each with its own photograph made now (photo.mjs: 2400×1600,
// about 500 KB) and about 450 words under four headings, and with --spanish <share> a Spanish twin for that
// share of them (content/stories/es/, same file names, recording the English version). Then, in that copy:
//
//   clean build           `gatsby build` with no .cache and no public/
//   (a) one sentence      one story's first sentence changed, rebuilt on top
//   (b) one new story     a story with a new photograph added, rebuilt on top
//   (c) one shared photo  content/images/hero-home.jpg (the home page's hero, both languages) replaced by a new
//                         picture of the same size under the same name, rebuilt on top
//
// Each build is timed whole and by phase: Gatsby's `success <phase> - <n>s` lines and our post-build steps'
// `info <step>: … (<n> s)` lines (src/pipeline/post-build/step.ts). Its peak memory is the largest sum of the
// resident sets (VmRSS) of the build's whole process tree (npx, Gatsby and every worker it starts), read from
// /proc every 250 ms; shared pages count once per process, so it is an upper bound on what the tree holds.
// After each build: public/ in MB and in files (what a host counts against its plan: docs/deploy.md, "Limits"),
// public/pagefind/ in bytes, public/_headers in bytes and rules.
//
//   node tools/bench/scale.mjs [N …] [--spanish 0.2] [--json out.json] [--keep]
//   node tools/bench/scale.mjs --tables out.json      (prints the tables of an earlier run again, building nothing)
//
// Prints a table per N and a summary across N with the cost per story (the slope between successive counts).
// Build logs stay in a folder it names; --keep keeps the copies too. Not part of `npm test`: a 1,000-story run
// makes 1,000 photographs and builds for a long time, so run it on a quiet machine.
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { tsImport } from "tsx/esm/api";
import { copyWorkingTree, replaceStories } from "../../scripts/launch-day.mjs";
import { generatedStories } from "../../scripts/story-fixtures.mjs";
import { photograph } from "./photo.mjs";

/** @type {typeof import("../../src/i18n/english-version")} */
const { versionOfText } = await tsImport("../../src/i18n/english-version.ts", import.meta.url);
/** @type {typeof import("../../src/pipeline/post-build/host-limits")} */
const { headerRuleCount } = await tsImport("../../src/pipeline/post-build/host-limits.ts", import.meta.url);

const WORDS = 450;
/** The shared picture rebuild (c) replaces: the home page's hero, in both languages. */
const SHARED_PHOTO = "hero-home.jpg";
const SAMPLE_MS = 250;

// ---- Arguments ---------------------------------------------------------------------------------------------

function parseArguments(argv) {
  const options = { counts: [], spanish: 0, json: undefined, keep: false, tables: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--spanish") options.spanish = Number(argv[++i]);
    else if (arg === "--json") options.json = argv[++i];
    else if (arg === "--keep") options.keep = true;
    else if (arg === "--tables") options.tables = argv[++i];
    else if (/^\d+$/.test(arg)) options.counts.push(Number(arg));
    else
      throw new Error(
        `bench:scale: unknown argument "${arg}"; usage: node tools/bench/scale.mjs [N …] [--spanish 0.2] [--json out.json] [--keep], or --tables out.json`,
      );
  }
  if (!(options.spanish >= 0 && options.spanish <= 1)) throw new Error("bench:scale: --spanish is a share between 0 and 1, such as 0.2");
  if (options.json === undefined && argv.includes("--json")) throw new Error("bench:scale: --json needs a file name");
  if (options.counts.length === 0) options.counts = [0, 200, 1000];
  return options;
}

// ---- The copy's content ------------------------------------------------------------------------------------

/** The i-th generated story's own photograph (0-based). */
const photoName = (i) => `scale-story-${String(i + 1).padStart(4, "0")}.jpg`;

/** Whether the i-th story has a Spanish twin: `share` of them, spread evenly (0.2: the 5th, 10th, …). */
const hasTwin = (i, share) => Math.floor((i + 1) * share) > Math.floor(i * share);

async function writePhoto(dir, i) {
  writeFileSync(join(dir, "content/images", photoName(i)), await photograph(i + 1));
}

/** The first `count` stories of the bench's set, in English and, for the chosen ones, in Spanish. */
function storiesOf(count, now) {
  const english = generatedStories(count, { now, images: photoName, words: WORDS });
  const spanish = generatedStories(count, {
    now,
    images: photoName,
    words: WORDS,
    locale: "es",
    englishVersion: (i) => versionOfText(english[i].text),
  });
  return { english, spanish };
}

function writeStory(dir, stories, i, share) {
  writeFileSync(join(dir, "content/stories", stories.english[i].name), stories.english[i].text);
  if (!hasTwin(i, share)) return false;
  mkdirSync(join(dir, "content/stories/es"), { recursive: true });
  writeFileSync(join(dir, "content/stories/es", stories.spanish[i].name), stories.spanish[i].text);
  return true;
}

/** A copy of the working tree with `count` generated stories (and twins) in place of the samples; returns its facts. */
async function makeCopy(count, share, now) {
  const dir = copyWorkingTree(mkdtempSync(join(tmpdir(), `bench-scale-${count}-`)));
  replaceStories(dir, 0);
  const stories = storiesOf(count, now);
  let twins = 0;
  const since = Date.now();
  for (let i = 0; i < count; i++) {
    await writePhoto(dir, i);
    if (writeStory(dir, stories, i, share)) twins++;
    if ((i + 1) % 100 === 0) console.log(`  ${i + 1} of ${count} stories and photographs written`);
  }
  return { dir, twins, photoSeconds: (Date.now() - since) / 1000 };
}

// ---- Measuring a build -------------------------------------------------------------------------------------

/** Every process's parent, from /proc/<pid>/stat (the field after the command name, which may hold spaces). */
function parents() {
  const children = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return children;
}

/** The resident set of `root` and all its descendants now, in bytes (VmRSS, from /proc/<pid>/status). */
function treeRss(root) {
  const children = parents();
  let total = 0;
  for (const queue = [root]; queue.length > 0;) {
    const pid = queue.pop();
    try {
      const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      total += kb ? Number(kb[1]) * 1024 : 0;
    } catch {
      // Ended since the listing.
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

const strip = (line) => line.replace(/\x1b\[[0-9;]*m/g, ""); // eslint-disable-line no-control-regex

/** Gatsby's phases (`success <phase> - <n>s`, summed when a phase repeats) and our post-build steps' seconds. */
function parseBuildLog(log) {
  const phases = {};
  const steps = {};
  for (const line of log.split("\n").map(strip)) {
    const phase = /^success (.+?) - (\d+(?:\.\d+)?)s\b/.exec(line);
    if (phase) phases[phase[1]] = (phases[phase[1]] ?? 0) + Number(phase[2]);
    const step = /^info ([^:]+): .* \((\d+(?:\.\d+)?) s\)$/.exec(line);
    if (step) steps[step[1]] = Number(step[2]);
  }
  return { phases, steps };
}

/** Runs `gatsby build` in `dir`, writing its log to `logFile`; returns seconds, peak MB, phases and steps. */
async function build(dir, logFile) {
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" };
  const since = Date.now();
  const child = spawn("npx", ["gatsby", "build"], { cwd: dir, env, stdio: ["ignore", "pipe", "pipe"] });
  const out = createWriteStream(logFile);
  let log = "";
  for (const stream of [child.stdout, child.stderr])
    stream.on("data", (chunk) => {
      log += chunk;
      out.write(chunk);
    });
  let peak = treeRss(child.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), SAMPLE_MS);
  const status = await new Promise((resolve) => child.on("close", resolve));
  clearInterval(sampler);
  out.end();
  const seconds = (Date.now() - since) / 1000;
  if (status !== 0) throw new Error(`bench:scale: gatsby build failed (exit ${status}) in ${dir}; its log is ${logFile}`);
  return { seconds, peakMB: peak / 2 ** 20, ...parseBuildLog(log) };
}

const filesUnder = (path) =>
  existsSync(path) ? readdirSync(path, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()) : [];

const bytesUnder = (path) =>
  filesUnder(path).reduce((sum, entry) => sum + statSync(join(entry.parentPath ?? entry.path, entry.name)).size, 0);

/** What the build left in public/: its size, the search index's and the _headers file's (a rule is a path line). */
function sizes(dir) {
  const headers = join(dir, "public/_headers");
  const text = existsSync(headers) ? readFileSync(headers, "utf8") : "";
  return {
    publicMB: bytesUnder(join(dir, "public")) / 2 ** 20,
    files: filesUnder(join(dir, "public")).length,
    pagefindBytes: bytesUnder(join(dir, "public/pagefind")),
    headersBytes: Buffer.byteLength(text),
    headersRules: headerRuleCount(text),
    pages: readdirSync(join(dir, "public"), { recursive: true }).filter((file) => String(file).endsWith("index.html")).length,
  };
}

// ---- One count ---------------------------------------------------------------------------------------------

async function benchCount(count, { spanish, keep, logs, now }) {
  console.log(`\n${count} stories: making the copy and ${count} photographs`);
  const { dir, twins, photoSeconds } = await makeCopy(count, spanish, now);
  const run = { count, twins, photoSeconds, dir: keep ? dir : undefined, builds: [] };
  const measure = async (name, label) => {
    console.log(`  ${label}…`);
    const result = await build(dir, join(logs, `${count}-${name}.log`));
    const measured = { name, label, ...result, ...sizes(dir) };
    run.builds.push(measured);
    console.log(`  ${label}: ${measured.seconds.toFixed(1)} s, peak ${measured.peakMB.toFixed(0)} MB`);
  };
  try {
    await measure("clean", "clean build");
    if (count > 0) {
      const file = join(dir, "content/stories", generatedStories(1, { now, images: photoName })[0].name);
      const text = readFileSync(file, "utf8");
      writeFileSync(
        file,
        text.replace("This is generated story 1.", "This is generated story 1, with one sentence changed for the bench."),
      );
      await measure("sentence", "(a) one sentence changed");
    }
    const added = storiesOf(count + 1, now);
    await writePhoto(dir, count);
    writeStory(dir, added, count, 0);
    await measure("new-story", "(b) one new story and photograph");
    const shared = join(dir, "content/images", SHARED_PHOTO);
    const { width, height } = await sharp(shared).metadata();
    writeFileSync(shared, await photograph(1_000_000, { width, height }));
    await measure("shared-photo", `(c) ${SHARED_PHOTO} replaced`);
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
  return run;
}

// ---- Tables ------------------------------------------------------------------------------------------------

const fixed = (digits) => (value) => (value === undefined ? "—" : value.toFixed(digits));
const grouped = (value) => (value === undefined ? "—" : Math.round(value).toLocaleString("en-US"));

/** One count's table: a column per build, a row per measure, phase and post-build step. */
function countTable(run) {
  const columns = ["clean", "sentence", "new-story", "shared-photo"].map((name) => run.builds.find((b) => b.name === name));
  // Gatsby's phases that took under 0.05 s in every build are left out (the JSON keeps them).
  const keysOf = (field, least) =>
    [...new Set(run.builds.flatMap((b) => Object.keys(b[field])))].filter((key) => run.builds.some((b) => (b[field][key] ?? 0) >= least));
  const rows = [
    ["total (s)", (b) => fixed(1)(b?.seconds)],
    ["peak memory, process tree (MB)", (b) => fixed(0)(b?.peakMB)],
    ...keysOf("phases", 0.05).map((phase) => [`phase: ${phase} (s)`, (b) => fixed(1)(b?.phases[phase])]),
    ...keysOf("steps", 0).map((step) => [`post-build: ${step} (s)`, (b) => fixed(2)(b?.steps[step])]),
    ["pages (index.html)", (b) => grouped(b?.pages)],
    ["public/ (MB)", (b) => fixed(1)(b?.publicMB)],
    ["public/ (files)", (b) => grouped(b?.files)],
    ["public/pagefind/ (bytes)", (b) => grouped(b?.pagefindBytes)],
    ["public/_headers (bytes)", (b) => grouped(b?.headersBytes)],
    ["public/_headers (rules)", (b) => grouped(b?.headersRules)],
  ];
  return [
    `### ${run.count} stories${run.twins ? ` (and ${run.twins} Spanish twins)` : ""}`,
    "",
    `| measure | clean build | (a) one sentence | (b) one new story | (c) ${SHARED_PHOTO} replaced |`,
    "| --- | ---: | ---: | ---: | ---: |",
    ...rows.map(([label, cell]) => `| ${label} | ${columns.map(cell).join(" | ")} |`),
  ].join("\n");
}

/** Every table of a run, as the bench prints them at the end. */
const allTables = (runs) =>
  [...runs.map(countTable), `### Across counts (s and MB per story: the slope from the previous count)\n\n${summaryTable(runs)}`].join(
    "\n\n",
  );

/** Across counts: the clean build, its peak and the rebuilds, with the slope from the previous count per story. */
function summaryTable(runs) {
  const of = (run, name) => run.builds.find((b) => b.name === name);
  const lines = [
    "| stories | pages | clean build (s) | s per story | peak (MB) | MB per story | public/ (MB) | files | files per story | (a) sentence (s) | (b) new story (s) | (c) shared photo (s) |",
    "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  runs.forEach((run, k) => {
    const clean = of(run, "clean");
    const before = k > 0 ? of(runs[k - 1], "clean") : undefined;
    const span = k > 0 ? run.count - runs[k - 1].count : 0;
    const slope = (field, digits) => (before && span > 0 ? ((clean[field] - before[field]) / span).toFixed(digits) : "—");
    lines.push(
      `| ${run.count}${run.twins ? ` (+${run.twins} es)` : ""} | ${grouped(clean.pages)} | ${fixed(1)(clean.seconds)} | ${slope("seconds", 2)} | ${fixed(0)(clean.peakMB)} | ${slope("peakMB", 2)} | ${fixed(1)(clean.publicMB)} | ${grouped(clean.files)} | ${slope("files", 1)} | ${fixed(1)(of(run, "sentence")?.seconds)} | ${fixed(1)(of(run, "new-story")?.seconds)} | ${fixed(1)(of(run, "shared-photo")?.seconds)} |`,
    );
  });
  return lines.join("\n");
}

// ---- Main --------------------------------------------------------------------------------------------------

if (import.meta.url === `file://${process.argv[1]}`) {
  const options = parseArguments(process.argv.slice(2));
  if (options.tables) {
    console.log(allTables(JSON.parse(readFileSync(options.tables, "utf8")).runs));
    process.exit(0);
  }
  const counts = [...new Set(options.counts)].sort((a, b) => a - b);
  const logs = mkdtempSync(join(tmpdir(), "bench-scale-logs-"));
  // One `now` for the whole run, so the story rebuild (b) adds is the next of the same set.
  const now = Date.now();
  console.log(
    `bench:scale: ${counts.join(", ")} stories${options.spanish ? `, ${options.spanish} of them with a Spanish twin` : ""}; build logs in ${logs}`,
  );
  const runs = [];
  for (const count of counts) {
    runs.push(await benchCount(count, { ...options, logs, now }));
    console.log(`\n${countTable(runs.at(-1))}\n`);
  }
  console.log(`\n${allTables(runs)}\n`);
  if (options.json) {
    writeFileSync(options.json, `${JSON.stringify({ measured: new Date(now).toISOString(), spanish: options.spanish, runs }, null, 2)}\n`);
    console.log(`wrote ${options.json}`);
  }
}
