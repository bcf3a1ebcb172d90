// `npm test`: every check, each in one place, with one cold Gatsby build. Prints a table of the stages
// and their seconds at the end, so a newcomer sees where the time goes.
//
//   1. build ‖ server ‖ copy       the site (gatsby build, whose post-build steps bundle the editor), our HTTP
//                                   server's tests (node:test), and the launch-day copy (another foundation's
//                                   settings, launch-day.mjs)
//   2. jest ‖ typecheck ‖           unit tests (jsdom; also in the launch-day copy), the built files (Node over
//      launch-day build ‖          public/, the W3C checker included), the review tool; tsc; the launch-day copy's
//      browser                     build (from nothing: see launch-day.mjs); and Playwright: the editor, desktop, mobile
//   3. launch-day browser ‖         the @settings browser tests against the launch-day site, and Jest's built-file
//      launch-day built files      checks over the launch-day build
//
// A failing stage after the build does not stop the next one: one failure does not hide the rest.
import { once } from "node:events";
import { readdirSync, rmSync } from "node:fs";
import { machineCpuSeconds, spawnCounted } from "./cpu-of.mjs";
import { buildLaunchDay, makeLaunchDayCopy } from "./launch-day.mjs";

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
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

const started = Date.now();
const machineAtStart = machineCpuSeconds();
let launchDayDir;
try {
  const [built] = await Promise.all([
    run("build (gatsby build, editor bundle included)", "npm", ["run", "--silent", "build"]),
    // The files by name: Node 22 and later take no folder after --test.
    run("server (node:test)", "node", ["--test", ...SERVER_TESTS]),
    timed("launch-day copy", async () => {
      launchDayDir = makeLaunchDayCopy();
    }),
  ]);
  if (built && launchDayDir) {
    const extra = { LAUNCH_DAY_DIR: launchDayDir };
    // The browser run waits mostly on the browser, not the processor: it goes beside the Jest run, the type
    // check and the launch-day build rather than after them. Its own tests wait on what they measure.
    const [, , launchDayBuilt] = await Promise.all([
      run(
        "jest (unit, built files, review; unit in the launch-day copy)",
        "npx",
        ["jest", "--maxWorkers=2", "--selectProjects", "unit", "built", "review", "launch-day unit"],
        extra,
      ),
      run("typecheck (tsc)", "npx", ["tsc", "--noEmit"]),
      timed("launch-day build", () => buildLaunchDay(launchDayDir)),
      run("browser (Playwright: editor, desktop, mobile)", "npx", [
        "playwright",
        "test",
        "--project",
        "cms",
        "--project",
        "desktop",
        "--project",
        "mobile",
      ]),
    ]);
    // The launch-day site once it is built: its @settings browser tests and its built files, side by side.
    if (launchDayBuilt)
      await Promise.all([
        run("browser (Playwright: the launch-day site)", "npx", ["playwright", "test"], { ...extra, LAUNCH_DAY_ONLY: "1" }),
        run("jest (the launch-day build's files)", "npx", ["jest", "--selectProjects", "launch-day built"], extra),
      ]);
  }
} finally {
  if (launchDayDir) rmSync(launchDayDir, { recursive: true, force: true });
}

for (const [name, lines] of tails) console.log(`\n── the last ${lines.length} lines of "${name}" ──\n${lines.join("\n")}`);

const failed = rows.filter((row) => !row.ok).length;
const width = Math.max(...rows.map((row) => row.name.length));
console.log(
  `\nnpm test, stage by stage (build, server and copy side by side; then jest, typecheck, the launch-day build and the browser; then the launch-day site):\n`,
);
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
