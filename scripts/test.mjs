// `npm test`: every check, each in one place, with one cold Gatsby build. Prints a table of the stages
// and their seconds at the end, so a newcomer sees where the time goes.
//
//   beside the build:   the server's tests (node:test); the launch-day copy (another foundation's settings,
//                       launch-day.mjs), then Jest's unit tests here and in the copy and the review tool's tests
//   after the build:    Jest over the built files (Node over public/, the W3C checker included); tsc; Playwright (the
//                       editor, desktop, mobile, and last the launch-day copy's @settings tests, which wait for its
//                       build); and the launch-day copy's build, then its built files
//
// Each starts as soon as what it needs is there: the machine's two cores stay busy, and the run takes about the
// processor time it costs (the table's last line says how busy they were).
// A failing stage after the build does not stop the next one: one failure does not hide the rest.
import { once } from "node:events";
import { readdirSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import { machineCpuSeconds, spawnCounted } from "./cpu-of.mjs";
import { buildLaunchDay, makeLaunchDayCopy } from "./launch-day.mjs";

// gatsby-config.ts gives Gatsby one worker more than the cores, so a clean build of many photographs keeps every core
// busy. Here the other stages keep them busy, and that worker only adds its start: both builds cost about 7 busy
// processor-seconds less with one per core (bench/README.md). The launch-day build inherits it.
process.env.GATSBY_CPU_COUNT ??= String(availableParallelism());
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
/** A package's command, started as itself: npx would first load npm to find it, half a processor-second each time. */
const BIN = (name) => `node_modules/.bin/${name}`;
const SERVER_TESTS = readdirSync("__tests__/server")
  .filter((name) => name.endsWith(".test.mjs"))
  .map((name) => `__tests__/server/${name}`);
const rows = [];

/**
 * Runs `fn` as the stage `name`: times it, records whether it threw and the processor seconds it reports (what it
 * resolves to, or this process's own for work done here), and resolves to true when it passed.
 */
async function timed(name, fn) {
  const started = Date.now();
  const ownCpu = process.cpuUsage();
  let ok = true;
  let cpu;
  try {
    cpu = await fn();
  } catch (error) {
    console.error(error.message);
    cpu = error.cpu;
    ok = false;
  }
  if (cpu === undefined) {
    const { user, system } = process.cpuUsage(ownCpu);
    cpu = (user + system) / 1e6;
  }
  rows.push({ name, seconds: (Date.now() - started) / 1000, cpu, ok });
  return ok;
}

// Stages run side by side, so a CI log that shows only its end would show another stage's output where a failure
// was. A failed stage's last lines (Playwright's and Jest's own reports of their failures) are printed again before
// the table, and the lines that name a failed test (Playwright's ✘, Jest's ✕ and FAIL) after it, last of all.
const TAIL_LINES = 150;
const NAMES_A_FAILURE = /^\s*✘\s+\d+ \[|^\s*✕ |^FAIL /;
const tails = new Map();
const failureLines = [];

/** Runs a command as the stage `name`, its output passed through as it comes; it passes when it exits 0. */
const run = (name, command, args, extraEnv = {}) =>
  timed(name, async () => {
    const lines = [];
    let partial = "";
    const keep = (chunk) => {
      const text = partial + chunk.toString();
      const parts = text.split("\n");
      partial = parts.pop();
      lines.push(...parts);
      failureLines.push(...parts.filter((line) => NAMES_A_FAILURE.test(line)).map((line) => `${name}: ${line.trim()}`));
      if (lines.length > TAIL_LINES) lines.splice(0, lines.length - TAIL_LINES);
    };
    // Through cpu-of.mjs, which reports the processor seconds of the stage's whole process tree when it ends.
    const { child, cpu } = spawnCounted(command, args, { stdio: ["inherit", "pipe"], env: { ...env, ...extraEnv } }, (chunk) => {
      process.stderr.write(chunk);
      keep(chunk);
    });
    child.stdout.on("data", (chunk) => (process.stdout.write(chunk), keep(chunk)));
    const [code] = await once(child, "close");
    if (partial) lines.push(partial);
    if (code !== 0) {
      tails.set(name, lines);
      throw Object.assign(new Error(`${name}: exit ${code}`), { cpu: cpu() ?? null });
    }
    // null where nothing was reported: the table shows "–" rather than this process's own time.
    return cpu() ?? null;
  });

/**
 * A Jest stage. Its processes get a young generation of 64 MB (V8's default 16): loading each test file's modules anew
 * allocates fast, and fewer scavenges cost the unit run about 6 % less processor time (bench/README.md). Not the
 * builds: Gatsby's showed no difference.
 */
const jest = (name, args, extraEnv = {}) =>
  run(name, BIN("jest"), args, {
    ...extraEnv,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, "--max-semi-space-size=64"].filter(Boolean).join(" "),
  });

const started = Date.now();
const machineAtStart = machineCpuSeconds();
let launchDayDir;
/** The launch-day copy's folder, for the stages that run there. */
const launchDayEnv = () => ({ LAUNCH_DAY_DIR: launchDayDir });

/** The launch-day copy's build (its end marked in the copy for the browser run's launch-day tests), then its built files. */
async function launchDay() {
  if (!(await timed("launch-day build", () => buildLaunchDay(launchDayDir)))) return;
  await jest("jest (the launch-day build's files)", ["--selectProjects", "launch-day built"], launchDayEnv());
}

try {
  // What needs no build starts beside it: the unit tests and the review tool's (Jest), and once the launch-day copy is
  // made, the unit tests there too. The build leaves a core half idle for most of its minute.
  const copied = timed("launch-day copy", async () => {
    launchDayDir = makeLaunchDayCopy();
  });
  const built = run("build (gatsby build, editor bundle included)", "npm", ["run", "--silent", "build"]);
  const unitTests = copied.then((isCopied) =>
    jest(
      "jest (unit, review; unit in the launch-day copy)",
      ["--maxWorkers=2", "--selectProjects", "unit", "review", ...(isCopied ? ["launch-day unit"] : [])],
      isCopied ? launchDayEnv() : {},
    ),
  );
  // The files by name: Node 22 and later take no folder after --test.
  const serverTests = run("server (node:test)", "node", ["--test", ...SERVER_TESTS]);

  const [isBuilt, isCopied] = await Promise.all([built, copied]);
  if (isBuilt) {
    // The browser run waits mostly on the browser, not the processor: it goes beside the other stages rather than
    // after them. Its own tests wait on what they measure.
    // The launch-day site's @settings tests in the same run, last (its project is last): by the time they start, the
    // copy's build beside it has long ended, and each of their workers waits for that (the fixtures). One run, not two
    // at once on 2 cores (which starved a page's scripts past the 20 s a test waits, 2026-11-28) or one after the other.
    const projects = ["cms", "desktop", "mobile", ...(isCopied ? ["launch-day"] : [])];
    const browser = run(
      `browser (Playwright: ${projects.join(", ")})`,
      BIN("playwright"),
      ["test", ...projects.flatMap((project) => ["--project", project])],
      isCopied ? launchDayEnv() : {},
    );
    await Promise.all([
      jest("jest (built files)", ["--maxWorkers=2", "--selectProjects", "built"]),
      run("typecheck (tsc)", "npm", ["run", "--silent", "typecheck"]),
      browser,
      isCopied && launchDay(),
    ]);
  }
  await Promise.all([unitTests, serverTests]);
} finally {
  if (launchDayDir) rmSync(launchDayDir, { recursive: true, force: true });
}

for (const [name, lines] of tails) console.log(`\n── the last ${lines.length} lines of "${name}" ──\n${lines.join("\n")}`);

const failed = rows.filter((row) => !row.ok).length;
const width = Math.max(...rows.map((row) => row.name.length));
console.log(`\nnpm test, stage by stage (side by side, each as soon as what it needs is there):\n`);
// Wall seconds overlap (stages run side by side); processor seconds add up to what the run cost the machine.
const cpuCell = (cpu) => (typeof cpu === "number" ? cpu.toFixed(0) : "–").padStart(11);
console.log(`| ${"stage".padEnd(width)} | seconds | cpu seconds | result |`);
console.log(`| ${"-".repeat(width)} | ------: | ----------: | ------ |`);
for (const row of rows)
  console.log(
    `| ${row.name.padEnd(width)} | ${row.seconds.toFixed(0).padStart(7)} | ${cpuCell(row.cpu)} | ${row.ok ? "passed" : "FAILED"} |`,
  );
const totalCpu = rows.reduce((sum, row) => sum + (row.cpu ?? 0), 0);
console.log(
  `| ${"total (wall clock; processor)".padEnd(width)} | ${((Date.now() - started) / 1000).toFixed(0).padStart(7)} | ${cpuCell(totalCpu)} |        |`,
);
const machineAtEnd = machineCpuSeconds();
if (machineAtStart && machineAtEnd) {
  // How much of the machine the run kept busy: below 100 % the run waits on something other than the processors.
  const busy = machineAtEnd.busy - machineAtStart.busy;
  const all = machineAtEnd.all - machineAtStart.all;
  console.log(
    `\nthe machine's processors were busy ${((100 * busy) / all).toFixed(0)} % of the run (${busy.toFixed(0)} of ${all.toFixed(0)} processor seconds)`,
  );
}
console.log(`\nstages: ${rows.length - failed} passed, ${failed} failed`);
if (failed && failureLines.length) console.log(`\nfailed tests:\n${failureLines.slice(0, 40).join("\n")}`);
process.exitCode = failed || rows.length < 9 ? 1 : 0;
